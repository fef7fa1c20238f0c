import {
  currentBoatColumns,
  formerBoatColumns,
  landedPerBoatColumns,
} from '@/components/detail/owner-columns';
import { speciesColumns } from '@/components/detail/species-table';
import { tableCsvRoute, yearParam } from '@/components/detail/table-download';
import { routeId } from '@/lib/url-state';
import { tableCsv } from '@/components/ui/table-csv';
import { quotaLineColumns } from '@/components/quotas/quota-columns';
import { loadOwnerYear, type LoadedOwnerYear } from '../../load-owner';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** `/owner/{id}/csv/{table}?year=…`: one table of the owner's page for the page's year. */
export const GET = tableCsvRoute<{ id: string; table: string }, LoadedOwnerYear>({
  tables: {
    'baater-naa': async ({ current }) => tableCsv(currentBoatColumns, current),
    'baater-tidligere': async ({ former }) => tableCsv(formerBoatColumns, former),
    'landet-per-baat': async ({ boatsInYear }) => tableCsv(landedPerBoatColumns, boatsInYear),
    arter: async ({ owner, year }) => {
      const { species } = await reads.ownerYearBreakdown(owner.id, year);
      return tableCsv(speciesColumns(species), species);
    },
    // The newest quota year of the owner's vessels, as on the page.
    kvoter: async ({ owner }) => {
      const quotas = await reads.ownerQuotas(owner.id);
      const names = new Map(quotas.vessels.map((vessel) => [vessel.boatId, vessel.name ?? vessel.boatId]));
      return tableCsv(quotaLineColumns({ withBoat: true, boatNames: names }), quotas.lines);
    },
  },
  load: ({ id }, search) => loadOwnerYear(routeId(id), yearParam(search)),
  notFoundMessage: 'Fant ikke eieren',
  fileName: ({ owner, year }, table) => `${table}-eier-${owner.id}-${year}.csv`,
});
