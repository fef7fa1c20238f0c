import { buildBuyers } from './buyers';
import { networkInYear, setStationYears } from './buyer-turnover';
import { dayNumber } from './dates';
import { buildFleet } from './fleet';
import { fleetSizeFor } from './fleet-segments';
import { buildYearSchedule, tripLanding } from './schedule';

/** A long history (2000–2025) with turnover: who fishes and where it lands changes over the years. */
describe('fleet and buyer turnover over a long window', () => {
  const FIRST = 2000;
  const LAST = 2025;
  const LINES = 20_000;
  const options = { seed: 3, size: fleetSizeFor(LINES), firstYear: FIRST, lastYear: LAST };
  const referenceDay = dayNumber(LAST + 1, 7, 1);
  const fleet = buildFleet({ ...options, referenceDay, turnover: true });
  const still = buildFleet({ ...options, referenceDay });
  const orgNumbers = new Set(fleet.vessels.flatMap((v) => v.owners.map((period) => period.owner.id)));
  const network = buildBuyers(3, fleet.vessels.length, orgNumbers);
  setStationYears(network, 3, FIRST, LAST);

  it('lets boats leave and brings in as many newcomers of the same kinds', () => {
    const leaving = fleet.vessels.filter((vessel) => vessel.activeTo !== undefined);
    const newcomers = fleet.vessels.slice(still.vessels.length);
    // 3.5 % a year over 25 years: well over a third of the boats leave.
    expect(leaving.length).toBeGreaterThan(still.vessels.length * 0.3);
    expect(newcomers.length).toBe(leaving.length);
    for (const vessel of newcomers) {
      expect(vessel.registrationYear).toBeGreaterThan(FIRST);
      expect(vessel.activeFrom).toBeGreaterThanOrEqual(dayNumber(vessel.registrationYear, 1, 1));
    }
    // As many boats fish at the start as at the end, though many are other boats.
    const activeOn = (day: number) =>
      fleet.vessels.filter((v) => v.activeFrom <= day && (v.activeTo ?? Infinity) > day).length;
    const [start, end] = [activeOn(dayNumber(FIRST, 1, 1)), activeOn(dayNumber(LAST, 12, 31))];
    expect(Math.abs(end - start)).toBeLessThan(start * 0.15);
    // The first year's fleet is the fleet without turnover, every boat registered by then.
    const first = fleet.vessels.slice(0, still.vessels.length);
    expect(first.map((v) => v.segment)).toEqual(still.vessels.map((v) => v.segment));
    expect(first.every((v) => v.activeFrom < dayNumber(FIRST, 1, 1))).toBe(true);
    for (const vessel of leaving) {
      // No owner or name is taken after the boat left; the last ones stay current.
      expect(vessel.owners.slice(1).every((period) => period.from < vessel.activeTo!)).toBe(true);
      expect(vessel.owners[vessel.owners.length - 1].to).toBeNull();
      expect(vessel.names[vessel.names.length - 1].to).toBeNull();
    }
  });

  it('lands nothing from a boat after it left and nothing at a station that is closed', () => {
    let landings = 0;
    const wrong: string[] = [];
    for (const year of [FIRST, 2012, LAST]) {
      const inYear = networkInYear(network, year);
      const schedule = buildYearSchedule(fleet, year, 3, LINES);
      for (let i = 0; i < schedule.count; i++) {
        const vessel = fleet.vessels[schedule.vessel[i]];
        const day = schedule.landingDay[i];
        if (day >= (vessel.activeTo ?? Infinity) || day < vessel.activeFrom)
          wrong.push(`${vessel.id} on ${day}`);
        const { station } = tripLanding(
          inYear,
          vessel,
          schedule.fishery[i],
          schedule.location[i],
          schedule.seed[i],
        );
        if ((station.opens ?? FIRST) > year || (station.closes ?? Infinity) <= year) {
          wrong.push(`station ${station.id} in ${year}`);
        }
        landings++;
      }
    }
    expect(wrong).toEqual([]);
    expect(landings).toBeGreaterThan(1_000);
  });

  it('opens and closes some stations within the window, never a pelagic plant', () => {
    const opening = network.stations.filter((station) => station.opens !== undefined);
    const closing = network.stations.filter((station) => station.closes !== undefined);
    expect(opening.length).toBeGreaterThan(0);
    expect(closing.length).toBeGreaterThan(0);
    expect([...opening, ...closing].some((station) => station.kinds.has('pelagic'))).toBe(false);
    const first = networkInYear(network, FIRST).nearest.get('whitefish')!;
    const received = new Set(first.flatMap((entry) => entry.stations));
    expect(opening.some((station) => received.has(station))).toBe(false);
  });

  it('keeps the days of sales and departures when the files are published a day later', () => {
    // The nightly files: the history up to the day before is the same, a day later.
    const day = dayNumber(LAST, 11, 20);
    const historyUpTo = (referenceDay: number, last: number) =>
      buildFleet({ ...options, referenceDay, turnover: true }).vessels.map((vessel) => ({
        id: vessel.id,
        left: vessel.activeTo !== undefined && vessel.activeTo <= last ? vessel.activeTo : null,
        sales: vessel.owners
          .filter((period) => period.from <= last)
          .map((period) => [period.owner.id, period.from]),
        names: vessel.names
          .filter((period) => period.from <= last)
          .map((period) => [period.name, period.from]),
      }));
    const before = historyUpTo(day, day - 60);
    expect(historyUpTo(day + 1, day - 60)).toEqual(before);
    // Enough of both inside the window for the comparison to mean something.
    const windowStart = dayNumber(FIRST, 1, 15);
    expect(before.filter((vessel) => vessel.left !== null).length).toBeGreaterThan(20);
    expect(
      before.filter((vessel) => vessel.sales.some(([, from]) => Number(from) > windowStart)).length,
    ).toBeGreaterThan(20);
  });
});
