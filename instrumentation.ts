/**
 * Runs once when the Next server starts. Refuses to serve a real Firebase project through the Auth
 * emulator in production (the emulator accepts forged tokens), whichever way the server was started,
 * and installs the hook that tells the rate limits each request's client address.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkAuthEnvironmentAtStart } = await import('./lib/auth/startup-check');
  checkAuthEnvironmentAtStart();
  // PGlite serves one process: a second server on the same directory stops here with a clear message.
  const { claimUserDbAtStart } = await import('./lib/userdata/db');
  await claimUserDbAtStart();
  // Route handlers get no socket address from Next; record it per request for the rate limits.
  const { installPeerAddressHook } = await import('./lib/api/client-address');
  installPeerAddressHook();
}
