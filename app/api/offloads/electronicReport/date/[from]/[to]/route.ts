import { electronicReportsEndpoint } from '@/lib/api/contract/offload-documents';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** Logbook (ERS) messages of a period, newest first, paged (lib/landings/ers-messages.ts). */
export const GET = apiRoute(electronicReportsEndpoint, offloadsHandlers.electronicReports);
