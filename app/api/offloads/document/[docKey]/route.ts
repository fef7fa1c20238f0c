import { landingDocumentEndpoint } from '@/lib/api/contract/offload-documents';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { landingDocument } from '@/lib/landings/latest-landings';

export const dynamic = 'force-dynamic';

/** One landing document with its lines. */
export const GET = apiRoute(landingDocumentEndpoint, async ({ params, signal }) => {
  const document = await landingDocument(params.docKey, { signal });
  if (!document) throw notFound('Sluttseddelen');
  return document;
});
