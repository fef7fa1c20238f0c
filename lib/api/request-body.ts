import { ApiError } from './errors';

/**
 * Reads a JSON request body without ever holding more than `maxBytes` of it: a declared
 * Content-Length above the cap is refused before a byte is read, and a body streamed without one is
 * cut off as soon as it passes the cap. Either way the client gets 413 in the API's error shape.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('bad_request', 'Forespørselen må ha en JSON-kropp');
  }
}

/** The body as text, under the same cap (a form, a one-click unsubscribe). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new ApiError('payload_too_large', `Forespørselen er for stor: høyst ${maxBytes} byte er tillatt`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}
