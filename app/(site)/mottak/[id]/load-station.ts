import 'server-only';
import { cache } from 'react';
import { osloToday, resolvePeriod } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

/** The station in the year asked for: shared by the page, its metadata and its CSV downloads. */
export const loadStation = cache(async (id: string, yearParam: string | undefined) => {
  const years = await reads.stationYears(id);
  const period = resolvePeriod({ year: yearParam }, { today: osloToday(), dataYears: years });
  const year = period.year ?? Number(period.from.slice(0, 4));
  const station = await reads.getStation(id, year);
  return station ? { station, years, period, year } : null;
});

export type LoadedStation = NonNullable<Awaited<ReturnType<typeof loadStation>>>;

/** The station's top boats as the page and its CSV show them (`weight` is what the boat delivered). */
export function stationTopBoats({ station }: LoadedStation) {
  return station.topBoats.map((boat) => ({ ...boat, weight: boat.totalWeight }));
}
