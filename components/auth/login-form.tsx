'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import {
  authEmulatorHost,
  sendPasswordReset,
  signInWithEmail,
  signInWithGoogle,
  signOutSession,
  signUpWithEmail,
  type PersistenceChoice,
} from '@/lib/auth/client-session';
import { useSession } from './auth-provider';
import styles from './auth.module.css';

type Intent = 'signin' | 'signup' | 'reset';

const PERSISTENCE_OPTIONS: { value: PersistenceChoice; label: string }[] = [
  { value: 'local', label: 'Husk meg' },
  { value: 'session', label: 'Bare denne fanen' },
  { value: 'none', label: 'Ikke husk' },
];

const PERSISTENCE_HINTS: Record<PersistenceChoice, string> = {
  local: 'Du forblir innlogget på denne enheten til du logger ut.',
  session: 'Du logges ut når du lukker fanen.',
  none: 'Du logges ut når siden lastes på nytt.',
};

/** The form's two credentials: what the browser and password managers need to know of each. */
const CREDENTIAL_FIELDS = {
  email: {
    label: 'E-post',
    idSuffix: 'epost',
    input: { type: 'email', name: 'email', autoComplete: 'email', inputMode: 'email' },
  },
  password: {
    label: 'Passord',
    idSuffix: 'passord',
    input: { type: 'password', name: 'password', autoComplete: 'current-password' },
  },
} as const;

/** A required, labelled credentials input. */
function CredentialField(props: {
  formId: string;
  kind: keyof typeof CREDENTIAL_FIELDS;
  value: string;
  onChange: (value: string) => void;
}) {
  const field = CREDENTIAL_FIELDS[props.kind];
  const inputId = `${props.formId}-${field.idSuffix}`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{field.label}</label>
      <input
        {...field.input}
        id={inputId}
        className={styles.input}
        required
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Sign in, sign up or reset the password with email and password, or sign in with Google.
 * Errors are shown in Norwegian by their Firebase code; the message area keeps its height.
 */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const session = useSession({ eager: true });
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [persistence, setPersistence] = useState<PersistenceChoice>('local');
  const [pending, setPending] = useState<Intent | 'google' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(intent: Intent | 'google', action: () => Promise<void>) {
    setPending(intent);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (caught) {
      const emulatorHost = await authEmulatorHost().catch(() => null);
      setError(authErrorMessage(caught, emulatorHost));
    } finally {
      setPending(null);
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = (submitter?.getAttribute('value') as Intent | null) ?? 'signin';
    if (intent === 'reset') {
      if (!email.trim()) {
        setNotice(null);
        setError('Skriv inn e-postadressen din, så sender vi en lenke for å lage nytt passord.');
        return;
      }
      await run('reset', async () => {
        await sendPasswordReset(email.trim());
        setNotice(
          `Hvis ${email.trim()} har en bruker her, har vi sendt en e-post med lenke for å lage nytt passord.`,
        );
      });
      return;
    }
    await run(intent, async () => {
      if (intent === 'signup') await signUpWithEmail(email.trim(), password, persistence);
      else await signInWithEmail(email.trim(), password, persistence);
      router.push(next);
    });
  }

  function onGoogle() {
    void run('google', async () => {
      await signInWithGoogle(persistence, email);
      router.push(next);
    });
  }

  const busy = pending !== null;
  const signedIn = session.status === 'signed-in' ? session.user : null;

  return (
    <div className={styles.loginPage}>
      <h1>Logg inn</h1>
      <p className="lead">Logg inn for å følge båter og se dem samlet på profilen din.</p>

      {signedIn ? (
        <p className={styles.signedIn}>
          Du er logget inn som <strong>{signedIn.email ?? signedIn.displayName ?? signedIn.uid}</strong>.{' '}
          <Link href="/profile">Gå til profilen</Link> eller{' '}
          <button type="button" className={styles.link} onClick={() => void signOutSession()}>
            logg ut
          </button>
          .
        </p>
      ) : null}

      <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} aria-describedby={`${id}-melding`}>
        <CredentialField formId={id} kind="email" value={email} onChange={setEmail} />
        <CredentialField formId={id} kind="password" value={password} onChange={setPassword} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Husk innloggingen</legend>
          <div className={styles.choices}>
            {PERSISTENCE_OPTIONS.map((option) => (
              <label key={option.value} className={styles.choice}>
                <input
                  type="radio"
                  name="persistence"
                  value={option.value}
                  checked={persistence === option.value}
                  onChange={() => setPersistence(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
          <p className={styles.hint}>{PERSISTENCE_HINTS[persistence]}</p>
        </fieldset>

        <div id={`${id}-melding`} className={styles.message}>
          <p role="alert" className={styles.error}>
            {error}
          </p>
          <p role="status" className={styles.success}>
            {notice}
          </p>
        </div>

        <div className={styles.actions}>
          <button type="submit" name="intent" value="signin" className={styles.primary} disabled={busy}>
            {pending === 'signin' ? 'Logger inn …' : 'Logg inn'}
          </button>
          <button type="submit" name="intent" value="signup" className={styles.secondary} disabled={busy}>
            {pending === 'signup' ? 'Oppretter …' : 'Opprett bruker'}
          </button>
          <button
            type="submit"
            name="intent"
            value="reset"
            formNoValidate
            className={styles.link}
            disabled={busy}
          >
            Glemt passord?
          </button>
        </div>
      </form>

      <p className={styles.divider}>eller</p>
      <button type="button" className={styles.secondary} onClick={onGoogle} disabled={busy}>
        {pending === 'google' ? 'Logger inn med Google …' : 'Logg inn med Google'}
      </button>
    </div>
  );
}
