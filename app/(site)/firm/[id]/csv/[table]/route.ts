import { firmStationColumns, receivedLandingColumns } from '@/components/detail/received-columns';
import { speciesColumns } from '@/components/detail/species-table';
import { tableCsvRoute, yearParam } from '@/components/detail/table-download';
import { topBoatColumns } from '@/components/detail/top-boats-table';
import { routeId } from '@/lib/url-state';
import { tableCsv } from '@/components/ui/table-csv';
import { type ReceivedLanding } from '@/lib/landings/firms';
import { FIRM_CSV_ROWS, loadFirm, type LoadedFirm } from '../../load-firm';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/**
 * `/firm/{id}/csv/{table}?year=…`: one table of the buyer's page for the page's year, by the name it
 * carries there (`data-table`). Top boats and latest landings go to FIRM_CSV_ROWS rows.
 */
export const GET = tableCsvRoute<{ id: string; table: string }, LoadedFirm>({
  tables: {
    mottak: async ({ year, stations }) => tableCsv(firmStationColumns(year), stations),
    toppbaater: async ({ firm, year }) =>
      tableCsv(topBoatColumns, await reads.firmTopBoats(firm.id, year, FIRM_CSV_ROWS)),
    arter: async ({ firm, year }) => {
      const species = await reads.firmSpeciesTotals(firm.id, year);
      return tableCsv(speciesColumns(species, null), species);
    },
    'siste-landinger': async ({ firm, year }) =>
      tableCsv(
        receivedLandingColumns<ReceivedLanding>({ withStation: true, withValue: true }),
        (await reads.buyerOffloads(firm.id, year, { count: FIRM_CSV_ROWS }))?.landings ?? [],
      ),
  },
  load: ({ id }, search) => loadFirm(routeId(id), yearParam(search)),
  notFoundMessage: 'Fant ikke kjøperen',
  fileName: ({ firm, year }, table) => `${table}-kjoper-${firm.id}-${year}.csv`,
});
