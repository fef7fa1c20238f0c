import 'server-only';
import { cache } from 'react';
import { osloToday, resolvePeriod, type PeriodChoice, type PeriodParams } from '@/lib/url-state';
import { type BoatDetail } from '@/lib/landings/boats/boats';
import { reads } from '@/lib/store-reads/reads';

/** The boat of a request, shared by the page and its metadata (one query per request). */
export const loadBoat = cache(async (idOrMark: string) => reads.findBoat(idOrMark));

/**
 * The period a boat page shows: the one asked for, else the year of the boat's last landing (in its
 * facts, so every query of the page can start at once). Shared by the page and its CSV downloads.
 */
export function boatPeriod(boat: Pick<BoatDetail, 'lastLandingDate'>, params: PeriodParams) {
  const lastYear = boat.lastLandingDate ? Number(boat.lastLandingDate.slice(0, 4)) : null;
  return resolvePeriod(params, { today: osloToday(), dataYears: lastYear == null ? [] : [lastYear] });
}

/**
 * The calendar year of the page's yearly sections (quotas, trip efficiency): the year its period ends
 * in. The page and its downloads ask here, so they always show the same year.
 */
export const boatSectionYear = (period: Pick<PeriodChoice, 'to'>) => Number(period.to.slice(0, 4));

/** One landing note of the boat; null when either is unknown or the note is another boat's. */
export const loadLanding = cache(async (boatId: string, docKey: string) => {
  const [boat, document] = await Promise.all([loadBoat(boatId), reads.landingDocument(docKey)]);
  if (!boat || !document || document.BoatID !== boat.id) return null;
  return { boat, document };
});
