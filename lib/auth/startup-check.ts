import { isProduction, type Env } from '@/lib/config';
import { authEmulatorHost, firebaseProjectId, isDemoProject, unsafeAuthConfiguration } from './environment';

/** Called by instrumentation.ts when the server starts: stops it when sign-in would be unsafe. */
export function checkAuthEnvironmentAtStart(env?: Env) {
  const unsafe = unsafeAuthConfiguration(env);
  if (unsafe) {
    console.error(`✖ Fangstdata refuses to start: ${unsafe}`);
    // Next would only log a thrown error and serve on; a misconfigured server must not serve at all.
    process.exit(1);
  }
  const projectId = firebaseProjectId(env);
  if (isProduction(env) && isDemoProject(projectId) && !authEmulatorHost(env)) {
    console.warn(
      `⚠ Firebase project "${projectId}" is a demo project but FIREBASE_AUTH_EMULATOR_HOST is not set: ` +
        'sign-in will not work. Start the site with `npm start`, or configure a Firebase project.',
    );
  }
}
