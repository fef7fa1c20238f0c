import 'server-only';
import { cache } from 'react';
import { osloToday, resolvePeriod } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

/** The owner of a request, shared by the page and its metadata. */
export const loadOwner = cache(async (id: string) => reads.getOwner(id));

/**
 * The owner with the page's year and boats: now, before (boats owned again now are listed once, as
 * current) and those that landed in the year or are owned now. Shared by the page and its CSV downloads.
 */
export const loadOwnerYear = cache(async (id: string, yearParam: string | undefined) => {
  const owner = await loadOwner(id);
  if (!owner) return null;
  const facts = await reads.storeFacts();
  const period = resolvePeriod({ year: yearParam }, { today: osloToday(), dataYears: facts.years });
  const year = period.year ?? Number(period.from.slice(0, 4));
  const landed = await reads.ownerBoats(owner.id, year);
  const current = owner.boats.filter((boat) => boat.current);
  const currentIds = new Set(current.map((boat) => boat.boatId));
  const former = owner.boats.filter((boat) => !boat.current && !currentIds.has(boat.boatId));
  const boatsInYear = (landed?.boats ?? []).filter((boat) => boat.landedWeight > 0 || boat.current);
  return { owner, years: facts.years, period, year, landed, current, former, boatsInYear };
});

export type LoadedOwnerYear = NonNullable<Awaited<ReturnType<typeof loadOwnerYear>>>;
