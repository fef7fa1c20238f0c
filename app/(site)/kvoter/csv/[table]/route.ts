import { tableCsvRoute } from '@/components/detail/table-download';
import {
  groupHoldingColumns,
  speciesHoldingColumns,
  vesselHoldingColumns,
} from '@/components/quotas/quota-columns';
import { tableCsv } from '@/components/ui/table-csv';
import { type QuotaHoldings } from '@/lib/landings/quotas/quota-holdings';
import { parseQuotaPage } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** `/kvoter/csv/{table}?year=…&art=…`: one table of /kvoter, whole, for the page's year and species. */
export const GET = tableCsvRoute<{ table: string }, QuotaHoldings>({
  tables: {
    arter: async (holdings) =>
      tableCsv(
        speciesHoldingColumns(() => ''),
        holdings.species,
      ),
    eiergrupper: async (holdings) => tableCsv(groupHoldingColumns, holdings.topGroups),
    baater: async (holdings) => tableCsv(vesselHoldingColumns, holdings.topVessels),
  },
  load: async (_params, search) => {
    const state = parseQuotaPage(search);
    return reads.quotaHoldings(state.year, state.species);
  },
  notFoundMessage: 'Fant ingen kvoter',
  fileName: (holdings, table) =>
    `kvoter-${table}-${holdings.year}${holdings.speciesCode ? `-${holdings.speciesCode}` : ''}.csv`,
});
