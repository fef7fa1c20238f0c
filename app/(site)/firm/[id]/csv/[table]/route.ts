import { firmStationColumns, receivedLandingColumns } from '@/components/detail/received-columns';
import { speciesColumns } from '@/components/detail/species-table';
import { tableCsvRoute, yearParam } from '@/components/detail/table-download';
import { topBoatColumns } from '@/components/detail/top-boats-table';
import { routeId } from '@/lib/url-state';
import { pagesOf, tableCsv, tableCsvStream } from '@/components/ui/table-csv';
import { type ReceivedLanding } from '@/lib/landings/receivers/firms';
import { loadFirm, type LoadedFirm } from '../../load-firm';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** Notes read per part of the download (the most one read of a buyer's notes gives). */
const FIRM_NOTES_PAGE = 500;

/**
 * `/firm/{id}/csv/{table}?year=…`: one table of the buyer's page for the page's year, by the name it
 * carries there (`data-table`), with every row of the year: all the boats that delivered, and every
 * landing note (written a page at a time as it is read).
 */
export const GET = tableCsvRoute<{ id: string; table: string }, LoadedFirm>({
  tables: {
    mottak: async ({ year, stations }) => tableCsv(firmStationColumns(year), stations),
    toppbaater: async ({ firm, year }) =>
      tableCsv(topBoatColumns, await reads.firmTopBoats(firm.id, year, null)),
    arter: async ({ firm, year }) => {
      const species = await reads.firmSpeciesTotals(firm.id, year);
      return tableCsv(speciesColumns(species, null), species);
    },
    'siste-landinger': async ({ firm, year }) =>
      tableCsvStream(
        receivedLandingColumns<ReceivedLanding>({ withStation: true, withValue: true }),
        await pagesOf(
          async ({ offset, limit }) =>
            (await reads.buyerOffloads(firm.id, year, { page: offset / limit + 1, count: limit }))
              ?.landings ?? [],
          FIRM_NOTES_PAGE,
        ),
      ),
  },
  load: ({ id }, search) => loadFirm(routeId(id), yearParam(search)),
  notFoundMessage: 'Fant ikke kjøperen',
  fileName: ({ firm, year }, table) => `${table}-kjoper-${firm.id}-${year}.csv`,
});
