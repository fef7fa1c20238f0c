import 'server-only';
import { landingsApi, type Env } from '@/lib/config';
import { createHttpTransport } from './http';
import { createInProcessTransport } from './in-process';
import { createLandingsClient, type LandingsClient } from './landings-client';
import './offloads';
import type { Transport } from './transport';

/**
 * The API client: one contract (lib/api/contract), two transports.
 *  - in process (default): validated input, then the lib functions; what server components use;
 *  - HTTP to another deployment of this app when `LANDINGS_API_URL` is set (e.g. a read replica
 *    region), with a timeout per call (`LANDINGS_API_TIMEOUT_MS`, default 10 s).
 * Adding an endpoint: define it in lib/api/contract, implement it once with registerInProcess (the
 * route handler wraps the same function, see ./offloads.ts), and add a typed method to a client here.
 */

export { ApiClientError, type CallOptions, type Transport } from './transport';
export { createHttpTransport, type HttpTransportOptions } from './http';
export { createInProcessTransport, registerInProcess } from './in-process';
export {
  createLandingsClient,
  type LandingsClient,
  type LandingQueryRequest,
  type Page,
} from './landings-client';

/** The transport the environment asks for. */
export function defaultTransport(env?: Env): Transport {
  const remote = landingsApi(env);
  if (!remote) return createInProcessTransport();
  return createHttpTransport(remote.baseUrl, { timeoutMs: remote.timeoutMs });
}

let client: LandingsClient | null = null;

/** The landing client of this process (transport chosen from the environment on first use). */
export function landingsClient(): LandingsClient {
  client ??= createLandingsClient(defaultTransport());
  return client;
}
