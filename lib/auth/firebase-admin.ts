import 'server-only';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { firebaseProjectId } from './environment';

/**
 * firebase-admin, only for verifying ID tokens. Verifying needs no service account: just the project id
 * (the audience) and Google's public keys, or, when FIREBASE_AUTH_EMULATOR_HOST is set, the emulator's
 * unsigned tokens (firebase-admin reads that variable itself, on every call).
 */

// A named app per project: the default app may belong to other code, and tests switch projects.
function adminApp(projectId: string): App {
  const name = `fangstdata-auth-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * The token's user, or throws (expired, wrong project, bad signature, not a token at all).
 * `checkRevoked` also asks Firebase whether the user's sessions were revoked or the user disabled or
 * deleted since the token was issued (`auth/id-token-revoked`, `auth/user-disabled`,
 * `auth/user-not-found`). That is a call to Firebase per request, so it is done for writes only, and
 * against a real project it needs Admin credentials (GOOGLE_APPLICATION_CREDENTIALS or the platform's
 * service account); the emulator needs none.
 */
export async function verifyFirebaseIdToken(
  idToken: string,
  options: { checkRevoked?: boolean } = {},
): Promise<VerifiedToken> {
  const decoded = await getAuth(adminApp(firebaseProjectId())).verifyIdToken(
    idToken,
    options.checkRevoked === true,
  );
  return { uid: decoded.uid, email: decoded.email ?? null, emailVerified: decoded.email_verified === true };
}
