import { haulColumns } from '@/components/logbook/haul-columns';
import { tableCsv } from '@/components/ui/table-csv';
import { csvRoute } from '@/lib/api/csv-route';
import { csvResponse } from '@/lib/csv';
import { HAUL_CSV_ROWS } from '@/lib/landings/latest-hauls';
import { parseHaulList } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** `/fangstmeldinger/csv?…`: the newest hauls with the page's filters, up to HAUL_CSV_ROWS. */
export const GET = csvRoute('latest hauls', async (request) => {
  const state = parseHaulList(new URL(request.url).searchParams);
  const page = await reads.latestHauls(
    { gear: state.gear, species: state.species, area: state.area, length: state.length },
    1,
    HAUL_CSV_ROWS,
  );
  return csvResponse('fangstmeldinger.csv', tableCsv(haulColumns, page.hauls));
});
