/**
 * Test helper: calls a route handler the way Next does, with a Request and a `{ params }` context,
 * and reads the answer (JSON parsed when it is JSON).
 */
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface RouteAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function callRoute<T = unknown>(
  handler: Handler,
  url: string,
  params: Record<string, string> = {},
  init?: RequestInit,
): Promise<RouteAnswer<T>> {
  const response = await handler(new Request(new URL(url, 'http://localhost'), init), {
    params: Promise.resolve(params),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json') && text)
    body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T };
}

export function postJson(body: unknown): RequestInit {
  return postJsonText(JSON.stringify(body));
}

/** A POST declared as JSON with the body text as given: for bodies JSON.stringify cannot write. */
export function postJsonText(text: string): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text };
}
