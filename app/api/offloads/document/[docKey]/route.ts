import { landingDocumentEndpoint } from '@/lib/api/contract/offload-documents';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** One landing document with its lines. */
export const GET = apiRoute(landingDocumentEndpoint, offloadsHandlers.document);
