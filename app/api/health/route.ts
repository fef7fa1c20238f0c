import { readSiteInfo, readUpdateStatusSafely } from '@/lib/landings/site-info';

export const dynamic = 'force-dynamic';

/**
 * Liveness and data freshness for load balancers and monitoring: the store's version and last ingest,
 * and `update` (npm run update-data): when the files were last fetched, when the directorate last
 * changed them, and whether the last run failed, with each source's reason (no local paths).
 */
export async function GET() {
  try {
    const info = await readSiteInfo();
    return Response.json(info, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('health: landing store unreadable', error);
    return Response.json(
      { status: 'error', dataVersion: null, lastUpdated: null, update: await readUpdateStatusSafely() },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
