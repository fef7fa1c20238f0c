import { landingDocumentsEndpoint } from '@/lib/api/contract/offload-documents';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** Landing documents of a period with their lines, newest first, paged. */
export const GET = apiRoute(landingDocumentsEndpoint, offloadsHandlers.documents);
