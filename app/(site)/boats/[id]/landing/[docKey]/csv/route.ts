import { landingLineColumns } from '@/components/detail/landing-line-columns';
import { tableCsvRoute } from '@/components/detail/table-download';
import { routeId } from '@/lib/url-state';
import { tableCsv } from '@/components/ui/table-csv';
import { loadLanding } from '../../../load-boat';

export const dynamic = 'force-dynamic';

type LoadedLanding = NonNullable<Awaited<ReturnType<typeof loadLanding>>>;

/** `/boats/{id}/landing/{docKey}/csv`: the lines of one landing note. */
export const GET = tableCsvRoute<{ id: string; docKey: string }, LoadedLanding>({
  tables: { linjer: async ({ document }) => tableCsv(landingLineColumns(document.Lines), document.Lines) },
  table: () => 'linjer',
  load: ({ id, docKey }) => loadLanding(routeId(id), routeId(docKey)),
  notFoundMessage: 'Fant ikke landingen',
  fileName: ({ document }) => `sluttseddel-${document.DocumentNumber}-${document.LandingDate}.csv`,
});
