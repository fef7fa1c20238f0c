import { calendarDay, dayNumber } from './dates';
import { SEGMENTS } from './fleet-segments';
import type { BuildFleetOptions, Vessel, VesselMaker } from './fleet';
import { Random } from './random';

/**
 * A fleet over a long window (the directorate's history from 2000): boats leave the register — sold
 * abroad, scrapped, merged into structural quotas — and new boats of the same kind take their places,
 * so the number of boats a year stays about the same while the boats themselves change (fleet.ts
 * then builds the first year's fleet, every boat registered by then). Only with
 * `turnover`: the default data set keeps the fleet it always had.
 */

/** Share of the boats that leave the fleet in a year. */
const LEAVING_PER_YEAR = 0.035;
/** A boat fishes at least this long before it can leave. */
const MIN_DAYS_ACTIVE = 730;

/**
 * The day the fleet's history (sales, boats leaving) is drawn up to: the end of the last catch year, or
 * the reference day if later. Drawn up to it rather than to the reference day, the history is the same
 * in files published a day apart, as the directorate's nightly files are: what a draw puts after the
 * reference day has not happened yet, and is left out.
 */
export function historyHorizonOf({
  lastYear,
  referenceDay,
}: Pick<BuildFleetOptions, 'lastYear' | 'referenceDay'>) {
  return Math.max(dayNumber(lastYear, 12, 31), referenceDay);
}

export function applyFleetTurnover(vessels: Vessel[], makeVessel: VesselMaker, options: BuildFleetOptions) {
  const { seed, firstYear, lastYear, referenceDay } = options;
  const historyHorizon = historyHorizonOf(options);
  const windowStart = dayNumber(firstYear, 1, 1);
  const leaveShare = 1 - (1 - LEAVING_PER_YEAR) ** (lastYear - firstYear);
  const base = vessels.length;
  for (let i = 0; i < base; i++) {
    const vessel = vessels[i];
    const r = Random.of(seed, 0x1eaf, i);
    if (!r.chance(leaveShare)) continue;
    const earliest = Math.max(windowStart + 180, vessel.activeFrom + MIN_DAYS_ACTIVE);
    const latest = historyHorizon - 60;
    if (earliest >= latest) continue;
    const leaves = r.int(earliest, latest);
    if (leaves > referenceDay - 60) continue;
    endVesselOn(vessel, leaves);
    // Its successor: the same kind of boat, registered the same year or the next.
    const entersIn = Math.min(lastYear, calendarDay(leaves).year + r.int(0, 1));
    const newcomer = makeVessel(
      SEGMENTS.findIndex((segment) => segment.id === vessel.segment),
      Random.of(seed, 0x7e11, i),
      entersIn,
    );
    vessels.push(newcomer);
  }
}

/** The boat leaves the register on `day`: owners and names after it never happened. */
function endVesselOn(vessel: Vessel, day: number) {
  vessel.activeTo = day;
  const trim = <T extends { from: number; to: number | null }>(periods: T[]): T[] => {
    const kept = periods.filter((period, index) => index === 0 || period.from < day);
    kept[kept.length - 1] = { ...kept[kept.length - 1], to: null };
    return kept;
  };
  // The current owner is the last period (owners[0] in the register's order is derived from it).
  vessel.owners = trim(vessel.owners);
  vessel.names = trim(vessel.names);
}
