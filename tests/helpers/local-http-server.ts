import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 (random port) for a whole test file: started before its first test,
 * closed after its last, with every open connection (a test may leave one hanging on purpose).
 * `setUp` may add listeners for events other than requests (`connect`).
 * Returns the server's address, known once it listens.
 */
export function localHttpServerForFile(
  listener: RequestListener,
  setUp?: (server: Server) => void,
): () => string {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer(listener);
    setUp?.(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return () => base;
}
