/** @jest-environment node */
import { createServer, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepOneLocation } from './single-location';

/** The Location a client reads from an answer written by `write`, with and without keepOneLocation. */
async function locationOf(write: (response: ServerResponse) => void, keep: boolean): Promise<string | null> {
  const server = createServer((_request, response) => {
    if (keep) keepOneLocation(response);
    write(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/kommune/1515`, { redirect: 'manual' });
    expect(answer.status).toBe(308);
    return answer.headers.get('location');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('keepOneLocation', () => {
  const twice = (response: ServerResponse) => {
    response.statusCode = 308;
    response.setHeader('location', ['/kommune/heroy', '/kommune/heroy']);
    response.end();
  };
  const twiceInWriteHead = (response: ServerResponse) => {
    // Node sends an array as repeated headers, whatever its types say.
    response.writeHead(308, { location: ['/art/torsk', '/art/torsk'] } as unknown as OutgoingHttpHeaders);
    response.end();
  };

  it('sends a Location given twice once, however it was set', async () => {
    expect(await locationOf(twice, false)).toBe('/kommune/heroy, /kommune/heroy');
    expect(await locationOf(twice, true)).toBe('/kommune/heroy');
    expect(await locationOf(twiceInWriteHead, true)).toBe('/art/torsk');
  });

  it('leaves different Locations as they are', async () => {
    const different = (response: ServerResponse) => {
      response.statusCode = 308;
      response.setHeader('location', ['/a', '/b']);
      response.end();
    };
    expect(await locationOf(different, true)).toBe('/a, /b');
  });
});
