import { csvNotFound, csvRoute } from '@/lib/api/csv-route';
import { csvResponse } from '@/lib/csv';
import { periodParamsOf, routeId } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';
import { boatLandingColumns } from '@/components/detail/boat-landings-table';
import { pagesOf, tableCsvStream } from '@/components/ui/table-csv';
import { boatPeriod, loadBoat } from '../load-boat';

export const dynamic = 'force-dynamic';

/** Landings read per part of the download. */
const PART_ROWS = 2000;

/**
 * `/boats/{id}/csv?from=…&to=…` (or `?year=…`): every landing of the boat in the page's period (the
 * same rule as the page: ../load-boat.ts), newest first, with the table's columns, written a part at a
 * time as it is read.
 */
export const GET = csvRoute<{ id: string }>('boat landings', async (request, { id }) => {
  const boat = await loadBoat(routeId(id));
  if (!boat) throw csvNotFound('Fant ikke båten');
  const period = boatPeriod(boat, periodParamsOf(new URL(request.url).searchParams));
  const dates = { FromDate: period.from, ToDate: period.to };
  const pages = await pagesOf(
    async (page) => (await reads.boatLandings(boat.id, dates, page))?.rows ?? [],
    PART_ROWS,
  );
  const name = (boat.name ?? boat.id).toLowerCase();
  return csvResponse(
    `landinger-${name}-${period.from}-${period.to}.csv`,
    tableCsvStream(boatLandingColumns(boat.id), pages),
  );
});
