import { electronicReportsEndpoint } from '@/lib/api/contract/offload-documents';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** Electronic reports (ERS) of a period: an empty list until ERS files are ingested. */
export const GET = apiRoute(electronicReportsEndpoint, offloadsHandlers.electronicReports);
