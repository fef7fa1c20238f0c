import '@/lib/api/contract';
import { NON_JSON_RESPONSES } from '@/lib/api/contract/entity-params';
import { openApiDocument } from '@/lib/api/openapi';

export const dynamic = 'force-dynamic';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** The OpenAPI 3.1 document of every registered endpoint, generated from the contract. */
export async function GET(request: Request) {
  const document = openApiDocument(new URL(request.url).origin);
  // Text and CSV answers: the generator describes every 200 as JSON.
  for (const [path, contentType] of NON_JSON_RESPONSES) {
    const operation = (document.paths[path]?.get ?? null) as Operation | null;
    const ok = operation?.responses?.['200'];
    if (ok?.content?.['application/json']) {
      ok.content = { [contentType]: { schema: ok.content['application/json'].schema } };
    }
  }
  return Response.json(document, {
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
