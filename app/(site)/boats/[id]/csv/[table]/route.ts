import {
  catchLocationColumns,
  nameColumns,
  namesNewestFirst,
  ownershipColumns,
} from '@/components/detail/boat-columns';
import type { PeriodChoice } from '@/lib/url-state';
import { speciesColumns } from '@/components/detail/species-table';
import { tableCsvRoute } from '@/components/detail/table-download';
import { periodParamsOf, routeId } from '@/lib/url-state';
import { tableCsv } from '@/components/ui/table-csv';
import { boatHaulColumns, tripColumns } from '@/components/logbook/boat-logbook-section';
import { efficiencyTripColumns } from '@/components/efficiency/trip-columns';
import { type BoatDetail } from '@/lib/landings/boats/boats';
import { quotaLineColumns } from '@/components/quotas/quota-columns';
import { boatPeriod, boatSectionYear, loadBoat } from '../../load-boat';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/**
 * `/boats/{id}/csv/{table}?year=…` or `?from=…&to=…`: the boat page's tables besides the landings
 * (those are `/boats/{id}/csv`), for the page's period. Catch locations come whole; the page shows the
 * largest.
 */
export const GET = tableCsvRoute<{ id: string; table: string }, { boat: BoatDetail; period: PeriodChoice }>({
  tables: {
    arter: async ({ boat, period }) => {
      const { species } = await reads.boatCatchSummary(boat.id, period);
      return tableCsv(speciesColumns(species), species);
    },
    fangstfelt: async ({ boat, period }) =>
      tableCsv(catchLocationColumns, (await reads.boatCatchSummary(boat.id, period)).locations),
    eiere: async ({ boat }) => tableCsv(ownershipColumns, (await reads.boatOwnerships(boat.id)) ?? []),
    navn: async ({ boat }) => tableCsv(nameColumns, namesNewestFirst(await reads.boatNameHistory(boat.id))),
    turer: async ({ boat }) =>
      tableCsv(tripColumns(boat.id), (await reads.boatLogbook(boat.id))?.trips ?? []),
    trekk: async ({ boat }) => tableCsv(boatHaulColumns, (await reads.boatLogbook(boat.id))?.hauls ?? []),
    // Trips by the year of their departure: the year the period ends in, as on the page.
    effektivitet: async ({ boat, period }) =>
      tableCsv(
        efficiencyTripColumns,
        (await reads.boatEfficiency(boat.id, boatSectionYear(period)))?.trips ?? [],
      ),
    // Quotas are per calendar year: the year the period ends in, as on the page.
    kvoter: async ({ boat, period }) =>
      tableCsv(quotaLineColumns(), (await reads.boatQuota(boat.id, boatSectionYear(period)))?.lines ?? []),
  },
  load: async ({ id }, search) => {
    const boat = await loadBoat(routeId(id));
    if (!boat) return null;
    return { boat, period: boatPeriod(boat, periodParamsOf(search)) };
  },
  notFoundMessage: 'Fant ikke båten',
  fileName: ({ boat, period }, table) =>
    `${table}-${(boat.name ?? boat.id).toLowerCase()}-${period.from}-${period.to}.csv`,
});
