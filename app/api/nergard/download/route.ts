import { priceDownloadEndpoint } from '@/lib/api/contract/prices';
import { apiRoute } from '@/lib/api/route';
import { priceTable, priceTableCsv } from '@/lib/landings/prices/prices';
import { publicTextResponse } from '@/app/api/_shared/text-response';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(priceDownloadEndpoint, async ({ query, request }) => {
  const table = await priceTable(query.year, {
    gearGroup: query.gear,
    lengthGroup: query.length,
    preservation: query.preservation,
  });
  return publicTextResponse(request, priceTableCsv(table), 'text/csv', {
    'Content-Disposition': `attachment; filename="fiskepriser-${table.year}.csv"`,
  });
});
