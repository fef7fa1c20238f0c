import type { Auth, Persistence, User } from 'firebase/auth';
// A cycle (api-fetch uses authorizedFetch below), harmless: each side calls the other only at run time.
import type { FirebaseClientConfig } from './environment';

/**
 * The browser's sign-in session: one Firebase app and Auth instance per page, shared by every island
 * (navbar, login form, profile, follow buttons) through this module.
 *
 * The Firebase SDK is loaded only when needed: on the login and profile pages, and elsewhere only when a
 * previous sign-in left a hint in storage. Anonymous visitors (most of them) never download it.
 * The public configuration comes from the server at request time (props of AuthProvider), or else
 * from `/api/user/firebase-config`; nothing is inlined at build time.
 */

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  emailVerified: boolean;
}

export type SessionState =
  { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

/** "Husk meg": local (Husk meg), session (bare denne fanen), none (ikke husk). */
export type PersistenceChoice = 'local' | 'session' | 'none';
export const PERSISTENCE_CHOICES: readonly PersistenceChoice[] = ['local', 'session', 'none'];

const UNKNOWN: SessionState = { status: 'unknown' };
const SIGNED_OUT: SessionState = { status: 'signed-out' };
const CONFIG_URL = '/api/user/firebase-config';
/** Set while a session may be stored (local or session persistence); tells other pages to load Firebase. */
const HINT_KEY = 'fangstdata.innlogget';

let state: SessionState = UNKNOWN;
const listeners = new Set<() => void>();
let configPromise: Promise<FirebaseClientConfig> | null = null;
let authPromise: Promise<Auth> | null = null;

type AuthModule = typeof import('firebase/auth');
let authModulePromise: Promise<AuthModule> | null = null;
const loadAuthModule = () => (authModulePromise ??= import('firebase/auth'));

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSessionState = (): SessionState => state;
/** The server (and hydration) always render the signed-out look: the session lives in the browser. */
export const getServerSessionState = (): SessionState => UNKNOWN;

// --- the hint -----------------------------------------------------------------------------------

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return []; // storage disabled
  }
}

export function hasSessionHint(): boolean {
  return storages().some((storage) => storage.getItem(HINT_KEY) === '1');
}

function setSessionHint(choice: PersistenceChoice) {
  clearSessionHint();
  const [local, session] = storages();
  if (choice === 'local') local?.setItem(HINT_KEY, '1');
  if (choice === 'session') session?.setItem(HINT_KEY, '1');
}

function clearSessionHint() {
  for (const storage of storages()) storage.removeItem(HINT_KEY);
}

// --- Firebase -------------------------------------------------------------------------------------

/** Hands over the server's request-time configuration; the first one given wins. */
export function provideFirebaseConfig(config: FirebaseClientConfig) {
  configPromise ??= Promise.resolve(config);
}

function loadConfig(): Promise<FirebaseClientConfig> {
  // The fetch helper is loaded here, not with the page: every page's layout carries this module, and
  // the configuration is asked for only when a session starts (the server usually provides it).
  configPromise ??= import('@/lib/browser/api-fetch')
    .then(({ apiFetch }) => apiFetch<FirebaseClientConfig>(CONFIG_URL))
    .catch((error: unknown) => {
      configPromise = null; // let a later call try again
      throw error;
    });
  return configPromise;
}

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    emailVerified: user.emailVerified,
  };
}

/** The Auth instance, initialising Firebase on first use (a Firebase app only if none exists yet). */
export function firebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [config, { getApp, getApps, initializeApp }, authModule] = await Promise.all([
      loadConfig(),
      import('firebase/app'),
      loadAuthModule(),
    ]);
    const app = getApps().length
      ? getApp()
      : initializeApp({
          apiKey: config.apiKey,
          authDomain: config.authDomain,
          projectId: config.projectId,
          ...(config.appId ? { appId: config.appId } : {}),
        });
    const auth = authModule.getAuth(app);
    auth.languageCode = 'no';
    if (config.emulatorHost && !auth.emulatorConfig) {
      authModule.connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
    }
    authModule.onIdTokenChanged(auth, (user) => {
      if (user) {
        setState({ status: 'signed-in', user: toSessionUser(user) });
      } else {
        clearSessionHint();
        setState(SIGNED_OUT);
      }
    });
    return auth;
  })().catch((error) => {
    authPromise = null;
    throw error;
  });
  return authPromise;
}

/**
 * Finds out whether someone is signed in. `eager` loads Firebase in any case (login and profile
 * pages); otherwise only when a stored session may exist, and the visitor is simply signed out.
 */
export function startSession(options: { eager?: boolean; config?: FirebaseClientConfig | null } = {}) {
  if (options.config) provideFirebaseConfig(options.config);
  if (authPromise) return;
  if (options.eager || hasSessionHint()) {
    firebaseAuth().catch((error) => {
      console.error('Kunne ikke starte innloggingen', error);
      if (state.status === 'unknown') setState(SIGNED_OUT);
    });
  } else if (state.status === 'unknown') {
    setState(SIGNED_OUT);
  }
}

async function persistenceFor(choice: PersistenceChoice): Promise<Persistence> {
  const m = await loadAuthModule();
  return {
    local: m.browserLocalPersistence,
    session: m.browserSessionPersistence,
    none: m.inMemoryPersistence,
  }[choice];
}

async function prepareSignIn(choice: PersistenceChoice): Promise<{ auth: Auth; m: AuthModule }> {
  const [auth, m] = await Promise.all([firebaseAuth(), loadAuthModule()]);
  await m.setPersistence(auth, await persistenceFor(choice));
  return { auth, m };
}

export async function signInWithEmail(email: string, password: string, choice: PersistenceChoice) {
  const { auth, m } = await prepareSignIn(choice);
  await m.signInWithEmailAndPassword(auth, email, password);
  setSessionHint(choice);
}

export async function signUpWithEmail(email: string, password: string, choice: PersistenceChoice) {
  const { auth, m } = await prepareSignIn(choice);
  await m.createUserWithEmailAndPassword(auth, email, password);
  setSessionHint(choice);
}

export async function sendPasswordReset(email: string) {
  const [auth, m] = await Promise.all([firebaseAuth(), loadAuthModule()]);
  await m.sendPasswordResetEmail(auth, email);
}

/** Whether sign-in goes to the local Auth emulator (Google sign-in is then simulated offline). */
export async function usesAuthEmulator(): Promise<boolean> {
  return Boolean(await authEmulatorHost());
}

/** The local Auth emulator's host:port, or null when sign-in goes to Firebase. */
export async function authEmulatorHost(): Promise<string | null> {
  return (await loadConfig()).emulatorHost ?? null;
}

/**
 * Google sign-in in a popup. Against the emulator, which has no Google behind it, the emulator's own
 * way is used: a Google credential made of unsigned claims, for the given (or a test) address. This
 * works offline, where the popup flow cannot (it loads Google's scripts).
 */
export async function signInWithGoogle(choice: PersistenceChoice, emulatorEmail?: string) {
  const { auth, m } = await prepareSignIn(choice);
  if (auth.emulatorConfig) {
    const email = emulatorEmail?.trim() || 'google.testbruker@example.com';
    const claims = {
      sub: `google-${email.toLowerCase()}`,
      email,
      email_verified: true,
      name: email.split('@')[0],
    };
    await m.signInWithCredential(auth, m.GoogleAuthProvider.credential(JSON.stringify(claims)));
  } else {
    const provider = new m.GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    await m.signInWithPopup(auth, provider);
  }
  setSessionHint(choice);
}

export async function signOutSession() {
  clearSessionHint();
  const [auth, m] = await Promise.all([firebaseAuth(), loadAuthModule()]);
  await m.signOut(auth);
}

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

/**
 * fetch with the signed-in user's ID token (`Authorization: Bearer`) and the product's `User-ID`
 * header. A 401 (a token that expired in between) is retried once with a fresh token.
 */
export async function authorizedFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const auth = await firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new NotSignedInError();
  const send = async (forceRefresh: boolean) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${await user.getIdToken(forceRefresh)}`);
    headers.set('User-ID', user.uid);
    return fetch(input, { ...init, headers, cache: 'no-store' });
  };
  const response = await send(false);
  return response.status === 401 ? send(true) : response;
}
