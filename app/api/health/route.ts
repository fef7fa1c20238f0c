import { readSiteInfo } from '@/lib/landings/site-info';

export const dynamic = 'force-dynamic';

/** Liveness and data freshness for load balancers and monitoring. */
export async function GET() {
  try {
    const info = await readSiteInfo();
    return Response.json(info, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('health: landing store unreadable', error);
    return Response.json(
      { status: 'error', dataVersion: null, lastUpdated: null },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
