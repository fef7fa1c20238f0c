import path from 'node:path';
import { z } from 'zod';
import {
  currentEnv,
  emailAddress,
  httpUrl,
  read,
  readGroup,
  secretVariable,
  variable,
  wholeNumber,
} from './values';
import type { Env, Variable } from './values';

// ---- Site -------------------------------------------------------------------------------------------

const DEFAULT_CONTACT_EMAIL = 'kontakt@fangstdata.no';

// Unset, the site is where `npm start` serves it: localhost on PORT (see siteUrl).
const SITE_URL = variable<string | undefined>(
  'SITE_URL',
  httpUrl('an http(s) URL like https://fangstdata.no'),
  undefined,
);
const PORT = variable('PORT', wholeNumber(1, 65_535), 3000);
const DATA_DIR = variable('DATA_DIR', z.string(), 'data');
const CONTENT_DIR = variable('CONTENT_DIR', z.string(), '');
// Kept as it was: a bad address shows the placeholder rather than stopping the site.
const CONTACT_EMAIL = variable('CONTACT_EMAIL', emailAddress, DEFAULT_CONTACT_EMAIL, 'warn');
const DATABASE_URL = variable<string | undefined>(
  'DATABASE_URL',
  z.string().regex(/^postgres(ql)?:\/\//, { error: 'is not a postgres:// URL' }),
  undefined,
);

/**
 * The site's public address without a trailing slash (canonical URLs, sitemaps, JSON-LD). Without
 * SITE_URL it is the local server on its own PORT, so links on a server started on another port
 * point back to that server.
 */
export function siteUrl(env: Env = currentEnv()): string {
  const configured = read(SITE_URL, env);
  return configured ? configured.replace(/\/+$/, '') : `http://localhost:${serverPort(env)}`;
}

export function serverPort(env: Env = currentEnv()): number {
  return read(PORT, env);
}

// Asked of nearly every request (the page cache's store version): resolved once per setting.
const resolvedDataDirs = new Map<string, string>();

/** DATA_DIR, absolute: landing store, PGlite user database, generated sources. */
export function dataDir(env: Env = currentEnv()): string {
  const setting = read(DATA_DIR, env);
  const key = `${setting}\u0000${process.cwd()}`;
  let resolved = resolvedDataDirs.get(key);
  if (resolved === undefined) {
    // The data directory is chosen at run time; tell the bundler not to trace it into the build.
    resolved = path.resolve(/*turbopackIgnore: true*/ setting);
    resolvedDataDirs.set(key, resolved);
  }
  return resolved;
}

/** CONTENT_DIR: operator-edited content (about/contact text, nav links, house ads). */
export function contentDir(env: Env = currentEnv()): string {
  return read(CONTENT_DIR, env) || path.join(process.cwd(), 'content');
}

export function contactEmail(env: Env = currentEnv()): string {
  return read(CONTACT_EMAIL, env);
}

/** PostgreSQL for user state and shared rate-limit counts; undefined means PGlite and in-memory counts. */
export function databaseUrl(env: Env = currentEnv()): string | undefined {
  return read(DATABASE_URL, env);
}

// ---- Firebase Auth ------------------------------------------------------------------------------------

/** A free-text variable without a default: undefined when unset. */
const optionalText = (name: string) => variable<string | undefined>(name, z.string(), undefined);

const FIREBASE_VARIABLES = {
  projectId: optionalText('FIREBASE_PROJECT_ID'),
  apiKey: optionalText('FIREBASE_API_KEY'),
  authDomain: optionalText('FIREBASE_AUTH_DOMAIN'),
  appId: optionalText('FIREBASE_APP_ID'),
  /** `host:port`; set by `npm start` when it runs the emulator. */
  emulatorHost: optionalText('FIREBASE_AUTH_EMULATOR_HOST'),
  /** The port `npm start` runs its own Auth emulator on, so that two checkouts can run side by side. */
  emulatorPort: variable('AUTH_EMULATOR_PORT', wholeNumber(1, 65_535), 9099),
};

/** The Firebase variables as given (unset ones undefined); lib/auth/environment.ts applies the defaults. */
export function firebaseSettings(env: Env = currentEnv()) {
  return readGroup(FIREBASE_VARIABLES, env);
}

// ---- E-mail alerts -----------------------------------------------------------------------------------

// smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465; the password is a secret.
const SMTP_URL = secretVariable<string | undefined>(
  'SMTP_URL',
  z.string().regex(/^smtps?:\/\/[^\s/]+/, { error: 'is not an smtp:// or smtps:// URL' }),
  undefined,
);
const ALERT_FROM = variable('ALERT_FROM', emailAddress, 'varsler@fangstdata.no');
/** How often a server looks for a new store version and for mails to send (seconds). */
const ALERT_CHECK_SECONDS = variable('ALERT_CHECK_SECONDS', wholeNumber(1, 86_400), 60);

/** The mail server of the alerts; undefined: alerts are not offered. */
export function smtpUrl(env: Env = currentEnv()): string | undefined {
  return read(SMTP_URL, env);
}

/** The sender address of the alert mails. */
export function alertFrom(env: Env = currentEnv()): string {
  return read(ALERT_FROM, env);
}

export function alertCheckSeconds(env: Env = currentEnv()): number {
  return read(ALERT_CHECK_SECONDS, env);
}

// ---- Set by the platform, not by the operator ---------------------------------------------------------

/** NODE_ENV as Next and Node set it. */
export function isProduction(env: Env = currentEnv()): boolean {
  return env.NODE_ENV === 'production';
}

/** While `next build` prerenders pages (NEXT_PHASE): nothing may open a database then. */
export function isProductionBuild(env: Env = currentEnv()): boolean {
  return env.NEXT_PHASE === 'phase-production-build';
}

/** Inside a jest worker (JEST_WORKER_ID), whose module sandbox needs some packages loaded around it. */
export function isUnderJest(env: Env = currentEnv()): boolean {
  return Boolean(env.JEST_WORKER_ID);
}

/** What the start-up check reads of this part (configurationProblems in index.ts). */
export const SITE_VARIABLES: Variable<unknown>[] = [
  SITE_URL,
  DATA_DIR,
  CONTENT_DIR,
  CONTACT_EMAIL,
  DATABASE_URL,
  SMTP_URL,
  ALERT_FROM,
  ALERT_CHECK_SECONDS,
  ...Object.values(FIREBASE_VARIABLES),
];
