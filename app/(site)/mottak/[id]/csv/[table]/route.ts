import { receivedLandingColumns } from '@/components/detail/received-columns';
import { speciesColumns } from '@/components/detail/species-table';
import { tableCsvRoute, yearParam } from '@/components/detail/table-download';
import { topBoatColumns } from '@/components/detail/top-boats-table';
import { routeId } from '@/lib/url-state';
import { pagesOf, tableCsv, tableCsvStream } from '@/components/ui/table-csv';
import type { StationLanding } from '@/lib/landings/receivers/stations';
import { loadStation, type LoadedStation } from '../../load-station';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** Notes read per part of the download. */
const STATION_NOTES_PAGE = 2000;

/**
 * `/mottak/{id}/csv/{table}?year=…`: one table of the receiving station's page for the page's year,
 * with every row: every landing note of the year (written a page at a time), every boat that delivered.
 */
export const GET = tableCsvRoute<{ id: string; table: string }, LoadedStation>({
  tables: {
    arter: async ({ station, year }) => {
      const species = await reads.stationSpeciesTotals(station.id, year);
      return tableCsv(speciesColumns(species, null), species);
    },
    'siste-landinger': async ({ station, year }) =>
      tableCsvStream(
        receivedLandingColumns<StationLanding>(),
        await pagesOf((page) => reads.stationNotes(station.id, year, page), STATION_NOTES_PAGE),
      ),
    toppbaater: async ({ station, year }) =>
      tableCsv(
        topBoatColumns,
        (await reads.stationBoats(station.id, year)).map((boat) => ({ ...boat, weight: boat.totalWeight })),
      ),
  },
  load: ({ id }, search) => loadStation(routeId(id), yearParam(search)),
  notFoundMessage: 'Fant ikke mottaksstasjonen',
  fileName: ({ station, year }, table) => `${table}-mottak-${station.id}-${year}.csv`,
});
