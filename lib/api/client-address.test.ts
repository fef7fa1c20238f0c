import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addressKey,
  clientAddress,
  installPeerAddressHook,
  PEER_ADDRESS_HEADER,
  RECEIVED_FORWARDED_FOR_HEADER,
  trustedProxyHops,
  UNKNOWN_CLIENT,
} from './client-address';

const requestWith = (headers: Record<string, string>) => new Request('http://localhost/api/x', { headers });

describe('trustedProxyHops', () => {
  it('trusts no proxy unless the operator says so, and ignores what it cannot read', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(trustedProxyHops({})).toBe(0);
      expect(trustedProxyHops({ TRUST_PROXY: 'false' })).toBe(0);
      expect(trustedProxyHops({ TRUST_PROXY: '0' })).toBe(0);
      expect(trustedProxyHops({ TRUST_PROXY: '2' })).toBe(2);
      expect(trustedProxyHops({ TRUST_PROXY: 'true' })).toBe(Number.POSITIVE_INFINITY);
      expect(trustedProxyHops({ TRUST_PROXY: 'loopback' })).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/TRUST_PROXY="loopback".*ignored/));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('addressKey', () => {
  it('keys IPv4 by address, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64', () => {
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('not-an-address')).toBeNull();
    expect(addressKey('')).toBeNull();
  });
});

describe('clientAddress without the server hook (handlers called in-process)', () => {
  it('without TRUST_PROXY, every X-Forwarded-For / X-Real-IP value is the same unknown client', () => {
    const keys = new Set(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4', 'garbage'].map((value) =>
        clientAddress(requestWith({ 'X-Forwarded-For': value, 'X-Real-IP': value }), {}),
      ),
    );
    expect([...keys]).toEqual([UNKNOWN_CLIENT]);
    // The hook's header is not believed either when the hook does not run: a client could send it.
    expect(clientAddress(requestWith({ [PEER_ADDRESS_HEADER]: '9.9.9.9' }), {})).toBe(UNKNOWN_CLIENT);
  });

  it('with TRUST_PROXY=1, the address the proxy appended counts, not what the client wrote before it', () => {
    const env = { TRUST_PROXY: '1' };
    expect(clientAddress(requestWith({ 'X-Forwarded-For': '203.0.113.7' }), env)).toBe('203.0.113.7');
    expect(clientAddress(requestWith({ 'X-Forwarded-For': '1.1.1.1, 203.0.113.8' }), env)).toBe(
      '203.0.113.8',
    );
    expect(clientAddress(requestWith({}), env)).toBe(UNKNOWN_CLIENT);
  });

  it('with TRUST_PROXY=2 or true, it reads further back along the chain', () => {
    const chain = { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9, 10.0.0.2' };
    expect(clientAddress(requestWith(chain), { TRUST_PROXY: '2' })).toBe('203.0.113.9');
    expect(clientAddress(requestWith(chain), { TRUST_PROXY: 'true' })).toBe('198.51.100.1');
    // A chain shorter than the hops: the furthest address there is.
    expect(clientAddress(requestWith({ 'X-Forwarded-For': '203.0.113.9' }), { TRUST_PROXY: '3' })).toBe(
      '203.0.113.9',
    );
  });
});

describe('clientAddress behind the server hook (a real HTTP server, as under next start)', () => {
  let server: Server;
  let port: number;
  let env: Record<string, string> = {};

  beforeAll(async () => {
    installPeerAddressHook();
    // Hands the handler a Request with the incoming headers, the way Next builds one for a route.
    server = createServer((req, res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      // The route's reading and the server's own (scripts/serve.ts, before Next) must agree.
      const route = clientAddress(new Request(`http://localhost${req.url}`, { headers }), env);
      const server = clientAddress(req, env);
      res.end(route === server ? route : `${route} (route) ≠ ${server} (server)`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ask = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });

  it('without TRUST_PROXY, the socket address counts whatever the client claims', async () => {
    env = {};
    expect(await ask({})).toBe('127.0.0.1');
    expect(await ask({ 'X-Forwarded-For': '1.2.3.4', 'X-Real-IP': '5.6.7.8' })).toBe('127.0.0.1');
    expect(await ask({ [PEER_ADDRESS_HEADER]: '9.9.9.9' })).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY=1, the proxy (the socket) is trusted to name the client', async () => {
    env = { TRUST_PROXY: '1' };
    expect(await ask({ 'X-Forwarded-For': '203.0.113.7' })).toBe('203.0.113.7');
    expect(await ask({ 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
    // A request that reached the server without the proxy: the socket is the client.
    expect(await ask({})).toBe('127.0.0.1');
    // The hook's own header, sent by a client, names nobody.
    expect(await ask({ [RECEIVED_FORWARDED_FOR_HEADER]: '7.7.7.7', 'X-Forwarded-For': '203.0.113.8' })).toBe(
      '203.0.113.8',
    );
  });
});
