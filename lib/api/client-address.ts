import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { trustedProxyHops, type Env } from '@/lib/config';

/**
 * The client address a rate limit counts against.
 *
 * Next 16 gives a route handler no socket address (`request.ip` is gone since Next 15 and was only
 * ever filled by Vercel). What `next start` does is fill `X-Forwarded-For` with the socket address —
 * but only when the request carries none (`??=` in Next's base server), so a client that sends its
 * own header decides what the handler sees. Trusting that header without a proxy in front would let
 * anyone pick a fresh bucket per request.
 *
 * So the server records the socket address itself: `installPeerAddressHook()` (called from
 * instrumentation.ts at start) subscribes to Node's `http.server.request.start` diagnostics channel,
 * which fires for every request before any `request` listener (Next's) runs, and writes the socket
 * address and the `X-Forwarded-For` the request arrived with into two headers of our own, replacing
 * whatever a client put there. Those headers are the only source of addresses:
 *  - TRUST_PROXY unset (default): the socket address; `X-Forwarded-For` and `X-Real-IP` are ignored.
 *  - TRUST_PROXY=N: that many proxies in front append to `X-Forwarded-For`; the client is the address
 *    N hops back from the socket (express's `trust proxy` with a hop count).
 *  - TRUST_PROXY=true: every hop is trusted; the client is the first `X-Forwarded-For` entry.
 * Without the hook (a handler called in-process, as the tests do) there is no socket: with no proxy
 * trusted every such request is one client, `unknown`; with a proxy trusted, the forwarded chain is
 * read as above.
 *
 * IPv6 clients usually own a whole /64, so they are counted by that prefix, not by single address.
 */

export const PEER_ADDRESS_HEADER = 'x-fangstdata-peer-address';
export const RECEIVED_FORWARDED_FOR_HEADER = 'x-fangstdata-received-forwarded-for';
export const UNKNOWN_CLIENT = 'unknown';

/** How many proxies in front are trusted (TRUST_PROXY): 0 none, a count, or Infinity for every hop. */
export { trustedProxyHops };

function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
}

/** A rate-limit key for an address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64; else null. */
export function addressKey(raw: string): string | null {
  let address = raw.trim();
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  address = address.replace(/%.*$/, ''); // zone index
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6 || address.includes('.')) return version === 6 ? address.toLowerCase() : null;
  const groups = expandIpv6(address.toLowerCase()).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The addresses of an `X-Forwarded-For`-style header, in order. */
export function forwardedChain(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Picks the client from `[...forwarded, peer]`, `hops` proxies back from the end. */
function pickFromChain(chain: string[], hops: number): string {
  if (chain.length === 0) return UNKNOWN_CLIENT;
  let index = hops === Number.POSITIVE_INFINITY ? 0 : Math.max(chain.length - 1 - hops, 0);
  // An entry that is no address (a proxy passing junk through): fall back towards the trusted end.
  for (; index < chain.length; index++) {
    const key = addressKey(chain[index]);
    if (key) return key;
  }
  return UNKNOWN_CLIENT;
}

/** What an address is read from: the socket's address and the `X-Forwarded-For` it arrived with. */
interface AddressSource {
  /** Null where no socket is known (a route handler's Request without the hook). */
  peer: string | null;
  forwarded: string | null;
}

function headerText(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

function sourceOf(request: Request | IncomingMessage): AddressSource {
  // The hook's headers count only where the hook runs: elsewhere a client could have sent them.
  const hooked = peerAddressHookInstalled();
  // A route handler's Request has no socket; the Node request always has one.
  if (!('socket' in request)) {
    const peer = hooked ? request.headers.get(PEER_ADDRESS_HEADER) : null;
    const forwarded = request.headers.get(peer !== null ? RECEIVED_FORWARDED_FOR_HEADER : 'x-forwarded-for');
    return { peer, forwarded };
  }
  const headers = request.headers;
  return {
    peer: request.socket?.remoteAddress ?? UNKNOWN_CLIENT,
    forwarded: headerText(hooked ? headers[RECEIVED_FORWARDED_FOR_HEADER] : headers['x-forwarded-for']),
  };
}

/**
 * The key of the client that sent `request`, under the operator's TRUST_PROXY setting: a route
 * handler's Request (the socket address from the hook's header) or the Node request the server
 * receives before Next (scripts/serve.ts: its socket). One reading for both, so the server's edge
 * and the routes count an address under the same key.
 */
export function clientAddress(request: Request | IncomingMessage, env?: Env): string {
  const hops = trustedProxyHops(env);
  const { peer, forwarded } = sourceOf(request);
  if (peer !== null) {
    if (hops === 0) return addressKey(peer) ?? UNKNOWN_CLIENT;
    return pickFromChain([...forwardedChain(forwarded), peer], hops);
  }
  if (hops === 0) return UNKNOWN_CLIENT;
  // No socket known: the chain ends with what the nearest trusted proxy saw.
  return pickFromChain(forwardedChain(forwarded), hops - 1);
}

/** Records the peer address on an incoming request (see above); exported for the tests. */
export function recordPeerAddress(request: IncomingMessage): void {
  const headers = request.headers;
  const received = headers['x-forwarded-for'];
  delete headers[RECEIVED_FORWARDED_FOR_HEADER];
  if (received !== undefined) {
    headers[RECEIVED_FORWARDED_FOR_HEADER] = Array.isArray(received) ? received.join(', ') : received;
  }
  headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? UNKNOWN_CLIENT;
}

const hookKey = Symbol.for('fangstdata.peerAddressHook');
type GlobalWithHook = typeof globalThis & { [hookKey]?: true };

function peerAddressHookInstalled(): boolean {
  return (globalThis as GlobalWithHook)[hookKey] === true;
}

/** Subscribes once per process to every HTTP request's start (see above). */
export function installPeerAddressHook(): void {
  const holder = globalThis as GlobalWithHook;
  if (holder[hookKey]) return;
  holder[hookKey] = true;
  subscribe('http.server.request.start', (message) => {
    recordPeerAddress((message as { request: IncomingMessage }).request);
  });
}
