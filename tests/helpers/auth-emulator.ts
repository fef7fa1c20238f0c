import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PROJECT_ID, DEMO_API_KEY } from '@/lib/auth/environment';
import { ensureAuthEmulator, type RunningAuthEmulator } from '@/scripts/auth-emulator';
import { freePort } from '@/scripts/auth-emulator-home';

export type { RunningAuthEmulator };

/**
 * The real Firebase Auth emulator for API tests, on a free port of the test file's own: two test files
 * running at once must not share one, or the file that started it stops it under the other, and a
 * developer's emulator on 9099 is left alone. Started once per test file (and stopped by `stop()`).
 * Users are created through the emulator's REST API, so their ID tokens are real.
 */
export async function startTestAuthEmulator(): Promise<RunningAuthEmulator> {
  const port = await freePort();
  const emulator = await ensureAuthEmulator({
    projectId: DEFAULT_PROJECT_ID,
    port,
    logFile: path.join(process.cwd(), 'test-results', `firebase-auth-emulator-${port}.log`),
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  delete process.env.FIREBASE_PROJECT_ID;
  return emulator;
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** A new email/password user in the emulator, signed in. */
export async function createTestUser(host: string, prefix = 'test'): Promise<TestUser> {
  const email = `${prefix}-${randomUUID()}@example.com`;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${DEMO_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'hemmelig-passord', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: unknown };
  if (!response.ok || !body.idToken || !body.localId) {
    throw new Error(`emulator sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, email, idToken: body.idToken };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned token shaped like the emulator's, with claims of our choosing: for tokens of another
 * project, expired tokens and the like.
 */
export function forgeUnsignedToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${DEFAULT_PROJECT_ID}`,
    aud: DEFAULT_PROJECT_ID,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: 'forged-user',
    user_id: 'forged-user',
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** The last part of an emulator log printed with a test's failure: why the emulator went away. */
const LOG_TAIL_CHARS = 8_000;

/**
 * Runs a test body; when it fails, prints the end of each emulator log before the failure, so that a
 * run on a busy machine shows what the emulator did, not only the test's assertion.
 */
export async function printingEmulatorLogsOnFailure(
  logFiles: () => string[],
  body: () => Promise<void>,
): Promise<void> {
  try {
    await body();
  } catch (error) {
    for (const file of logFiles()) {
      const text = existsSync(file) ? readFileSync(file, 'utf8').slice(-LOG_TAIL_CHARS) : '(no log)';
      console.error(`Auth emulator log ${file}:\n${text}`);
    }
    throw error;
  }
}
