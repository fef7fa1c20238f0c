/**
 * Runs once when the Next server starts. Refuses to serve a real Firebase project through the Auth
 * emulator in production (the emulator accepts forged tokens), whichever way the server was started,
 * installs the hook that tells the rate limits (and a proxy node's upstream) each request's client
 * address, starts the daily purge of saved queries unused for a year and (with SMTP_URL) the e-mail
 * alerts, and on a web node of several
 * (STORE_SOURCE_DIR) starts following the published store.
 */
export async function register() {
  // Next sets NEXT_RUNTIME per bundle; it is checked here, before lib/config (which needs node:path) loads.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A bad SITE_URL, DATABASE_URL, … stops the server here, naming the variable, instead of failing pages.
  const { checkConfigurationAtStart } = await import('./lib/config');
  checkConfigurationAtStart();
  const { checkAuthEnvironmentAtStart } = await import('./lib/auth/startup-check');
  checkAuthEnvironmentAtStart();
  // A proxy node (LANDINGS_API_URL) passes user lists to its upstream: it has no user database.
  const { landingsApi, isProductionBuild } = await import('./lib/config');
  if (!landingsApi()) {
    // PGlite serves one process: a second server on the same directory stops here with a clear message.
    const { claimUserDbAtStart, userDb } = await import('./lib/userdata/db');
    await claimUserDbAtStart();
    // Saved queries unused for a year go, now and daily (not while `next build` prerenders pages).
    if (!isProductionBuild()) {
      const { startSavedQueryPurge } = await import('./lib/userdata/saved-query-purge');
      startSavedQueryPurge({ db: userDb });
      // With SMTP_URL: the e-mail alerts' rounds (new notes of followed boats, the outbox's retries).
      const { startAlertLoop } = await import('./lib/alerts/alert-loop');
      startAlertLoop();
    }
  }
  // Route handlers get no socket address from Next; record it per request for the rate limits.
  const { installPeerAddressHook } = await import('./lib/api/client-address');
  installPeerAddressHook();
  // A web node of several copies its store from the shared directory first, then keeps it current.
  const { startFollowingPublishedStore } = await import('./lib/store/store-publishing');
  await startFollowingPublishedStore();
}
