/**
 * Firebase Auth configuration from the environment, read when called (at request time on the server),
 * never inlined at build time: one build runs against the emulator, a staging project or production.
 * Plain module without `server-only`: `scripts/start.ts` and `instrumentation.ts` use it too.
 */

import { firebaseSettings, isProduction, siteUrl, type Env } from '@/lib/config';

/** The project used when none is configured: a `demo-` project only ever talks to the emulator. */
export const DEFAULT_PROJECT_ID = 'demo-fangstdata';
/** Any non-empty string works for the emulator; a real project must set its own key. */
export const DEMO_API_KEY = 'demo-api-key';

/** What the browser needs to talk to Firebase Auth: public by design, sent to every visitor. */
export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** `host:port` of the Auth emulator when it is in use; the client then calls connectAuthEmulator. */
  emulatorHost?: string;
}

export function firebaseProjectId(env?: Env): string {
  return firebaseSettings(env).projectId ?? DEFAULT_PROJECT_ID;
}

/** `demo-` projects are Firebase's convention for emulator-only projects with no real backend. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

/** Where `npm start` runs its own Auth emulator: 127.0.0.1 on AUTH_EMULATOR_PORT (default 9099). */
export function localAuthEmulatorHost(env?: Env): string {
  return `127.0.0.1:${firebaseSettings(env).emulatorPort}`;
}

export function authEmulatorHost(env?: Env): string | undefined {
  return firebaseSettings(env).emulatorHost;
}

export function firebaseClientConfig(env?: Env): FirebaseClientConfig {
  const projectId = firebaseProjectId(env);
  const emulatorHost = authEmulatorHost(env);
  const { apiKey, authDomain, appId } = firebaseSettings(env);
  return {
    apiKey: apiKey ?? DEMO_API_KEY,
    authDomain: authDomain ?? `${projectId}.firebaseapp.com`,
    projectId,
    ...(appId ? { appId } : {}),
    ...(emulatorHost ? { emulatorHost } : {}),
  };
}

/**
 * Why this environment must not serve, or null when it may. The emulator accepts unsigned tokens
 * (anyone could be anyone), so a production server of a real project must never trust it.
 */
export function unsafeAuthConfiguration(env?: Env): string | null {
  const emulatorHost = authEmulatorHost(env);
  const projectId = firebaseProjectId(env);
  // A site on a public address signs its visitors in with a real project: the emulator it would fall
  // back to accepts unsigned tokens, and no visitor's browser can reach it on this machine anyway.
  if (isProduction(env) && isDemoProject(projectId) && !isLocalAddress(siteUrl(env))) {
    return (
      `SITE_URL is a public address (${siteUrl(env)}) but no Firebase project is configured, so sign-in ` +
      'would run on the local Auth emulator, which accepts unsigned tokens and which visitors cannot reach. ' +
      'Set FIREBASE_PROJECT_ID (with FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN) to a real project, or ' +
      'leave SITE_URL unset for a local run.'
    );
  }
  if (isProduction(env) && emulatorHost && !isDemoProject(projectId)) {
    return (
      `FIREBASE_AUTH_EMULATOR_HOST is set (${emulatorHost}) for the Firebase project "${projectId}" in ` +
      'production. The Auth emulator accepts forged tokens; unset FIREBASE_AUTH_EMULATOR_HOST, or use a ' +
      '"demo-" project for local runs.'
    );
  }
  return null;
}

/** Whether a site address is this machine: localhost, 127.x.x.x or ::1. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}

/** Whether `npm start` should run the Auth emulator: no real project configured and no emulator given. */
export function wantsLocalAuthEmulator(env?: Env): boolean {
  return isDemoProject(firebaseProjectId(env)) && !authEmulatorHost(env);
}
