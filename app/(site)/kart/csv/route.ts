import { tableCsv } from '@/components/ui/table-csv';
import { boatMapColumns } from '@/components/maps/boat-map-columns';
import { csvRoute } from '@/lib/api/csv-route';
import { csvResponse } from '@/lib/csv';
import { boatMapData } from '@/lib/page-data/boat-map';
import { parseBoatMap } from '@/lib/url-state';

export const dynamic = 'force-dynamic';

/** `/kart/csv?…`: the boats of the map with the same filters, as the list under the map shows them. */
export const GET = csvRoute('boat map', async (request) => {
  const state = parseBoatMap(new URL(request.url).searchParams);
  const map = await boatMapData(state);
  const day = map.latestReport?.slice(0, 10) ?? 'ingen';
  return csvResponse(`baatposisjoner-${day}.csv`, tableCsv(boatMapColumns, map.boats));
});
