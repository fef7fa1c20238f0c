import 'server-only';
import { cache } from 'react';
import { osloToday, resolvePeriod } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

/**
 * The firm, its years and its stations in the year asked for: shared by the page, its metadata and
 * its CSV downloads (one set of queries per request).
 */
export const loadFirm = cache(async (id: string, yearParam: string | undefined) => {
  const firm = await reads.getFirm(id);
  if (!firm) return null;
  const years = await reads.firmYears(firm.id);
  const period = resolvePeriod({ year: yearParam }, { today: osloToday(), dataYears: years });
  const year = period.year ?? Number(period.from.slice(0, 4));
  const stations = await reads.firmStations(firm.id, year);
  return { firm, years, period, year, stations: stations?.stations ?? [] };
});

export type LoadedFirm = NonNullable<Awaited<ReturnType<typeof loadFirm>>>;
