import { receivedLandingColumns } from '@/components/detail/received-columns';
import { speciesColumns } from '@/components/detail/species-table';
import { tableCsvRoute, yearParam } from '@/components/detail/table-download';
import { topBoatColumns } from '@/components/detail/top-boats-table';
import { routeId } from '@/lib/url-state';
import { tableCsv } from '@/components/ui/table-csv';
import type { StationLanding } from '@/lib/landings/stations';
import { loadStation, stationTopBoats, type LoadedStation } from '../../load-station';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** `/mottak/{id}/csv/{table}?year=…`: one table of the receiving station's page for the page's year. */
export const GET = tableCsvRoute<{ id: string; table: string }, LoadedStation>({
  tables: {
    arter: async ({ station, year }) => {
      const species = await reads.stationSpeciesTotals(station.id, year);
      return tableCsv(speciesColumns(species, null), species);
    },
    'siste-landinger': async ({ station }) =>
      tableCsv(receivedLandingColumns<StationLanding>(), station.latestLandings),
    toppbaater: async (loaded) => tableCsv(topBoatColumns, stationTopBoats(loaded)),
  },
  load: ({ id }, search) => loadStation(routeId(id), yearParam(search)),
  notFoundMessage: 'Fant ikke mottaksstasjonen',
  fileName: ({ station, year }, table) => `${table}-mottak-${station.id}-${year}.csv`,
});
