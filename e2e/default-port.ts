/** The browser tests' server port when E2E_PORT is unset (e2e/server-env.ts). Its own module, without
 * side effects, so that scripts/test-run.ts can look at it before server-env reads E2E_PORT. */
export const DEFAULT_E2E_PORT = 3100;
