/**
 * Runs once when the Next server starts. Refuses to serve a real Firebase project through the Auth
 * emulator in production (the emulator accepts forged tokens), whichever way the server was started.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkAuthEnvironmentAtStart } = await import('./lib/auth/startup-check');
  checkAuthEnvironmentAtStart();
}
