/**
 * Sign-in errors in Norwegian, by Firebase Auth error code (spec section 8). Codes not listed get the
 * generic message and are logged to the console, so an unexpected failure is still visible to a developer.
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-api-key':
    'Innloggingen er feil satt opp (ugyldig API-nøkkel). Prøv igjen senere, eller kontakt oss om feilen varer.',
  'auth/operation-not-supported-in-this-environment':
    'Innlogging støttes ikke i dette miljøet. Åpne siden over http(s) i en vanlig nettleser med informasjonskapsler og lagring slått på.',
  'auth/invalid-persistence-type':
    'Valget under «Husk innloggingen» støttes ikke av denne nettleseren. Velg et annet og prøv igjen.',
  'auth/unsupported-persistence-type':
    'Valget under «Husk innloggingen» støttes ikke av denne nettleseren. Velg et annet og prøv igjen.',
  'auth/redirect-cancelled-by-user': 'Innloggingen ble avbrutt før den var fullført.',
  'auth/wrong-password': 'Feil passord. Prøv igjen, eller velg «Glemt passord?».',
  'auth/invalid-credential': 'Feil e-postadresse eller passord.',
  'auth/invalid-login-credentials': 'Feil e-postadresse eller passord.',
  'auth/user-not-found': 'Fant ingen bruker med denne e-postadressen. Vil du opprette en ny bruker?',
  'auth/email-already-in-use': 'Det finnes allerede en bruker med denne e-postadressen. Logg inn i stedet.',
  'auth/too-many-requests': 'For mange forsøk på kort tid. Vent litt og prøv igjen.',
  'auth/weak-password': 'Passordet er for svakt. Bruk minst 6 tegn.',
  'auth/invalid-email': 'E-postadressen er ikke gyldig.',
  'auth/missing-email': 'Skriv inn e-postadressen din.',
  'auth/missing-password': 'Skriv inn passordet ditt.',
  'auth/user-disabled': 'Denne brukeren er sperret.',
  'auth/popup-closed-by-user': 'Innloggingsvinduet ble lukket før innloggingen var fullført.',
  'auth/cancelled-popup-request': 'Innloggingsvinduet ble lukket før innloggingen var fullført.',
  'auth/popup-blocked':
    'Nettleseren stoppet innloggingsvinduet. Tillat sprettoppvinduer for denne siden og prøv igjen.',
  'auth/network-request-failed':
    'Fikk ikke kontakt med innloggingstjenesten. Sjekk nettforbindelsen og prøv igjen.',
  'auth/operation-not-allowed': 'Denne innloggingsmåten er ikke slått på.',
  'auth/unauthorized-domain': 'Innlogging er ikke tillatt fra denne adressen.',
  'auth/account-exists-with-different-credential':
    'Det finnes allerede en bruker med denne e-postadressen, med en annen innloggingsmåte.',
  'auth/requires-recent-login': 'Av sikkerhetshensyn må du logge inn på nytt først.',
};

export const GENERIC_AUTH_ERROR = 'Noe gikk galt under innloggingen. Prøv igjen.';

export function authErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * Against the local Auth emulator an unreachable service is the site's own, not the reader's network:
 * say which service did not answer, so the operator can start it or fix its address.
 */
export function emulatorUnreachableMessage(emulatorHost: string): string {
  return `Fikk ikke kontakt med den lokale innloggingstjenesten (Auth-emulatoren på ${emulatorHost}). Feilen er hos nettstedet, ikke hos deg: prøv igjen om litt.`;
}

/**
 * The Norwegian message for a sign-in error; unknown errors are logged and get the generic one.
 * `emulatorHost` is set when sign-in goes to the local Auth emulator.
 */
export function authErrorMessage(error: unknown, emulatorHost: string | null = null): string {
  const code = authErrorCode(error);
  if (code === 'auth/network-request-failed' && emulatorHost) return emulatorUnreachableMessage(emulatorHost);
  const message = code ? AUTH_ERROR_MESSAGES[code] : undefined;
  if (message) return message;
  console.error('Innlogging feilet', error);
  return GENERIC_AUTH_ERROR;
}
