import type { BuyerNetwork, Station } from './buyers';
import { calendarDay, dayNumber, weekday } from './dates';
import { FISHERIES, FISHERY_INDEX, type FisheryId } from './fisheries';
import { chooseLocation } from './grounds';
import { monthPlan, restDays, tripDays } from './trips';
import type { Fleet, Vessel } from './fleet';
import { hashSeed, Random } from './random';
import { CATCH_LOCATIONS } from '@/lib/fiskeridir/catch-areas';

/**
 * One year's trips for the whole fleet, in a compact struct-of-arrays form (a few bytes per landing),
 * ordered by landing day. The landing notes, the earlier copy and the VMS tracks are all generated
 * from it, so they agree with each other. Line counts are adjusted so the year's file has exactly the
 * requested number of lines.
 */

export interface YearSchedule {
  year: number;
  count: number;
  vessel: Uint32Array;
  landingDay: Int32Array;
  tripDays: Uint8Array;
  fishery: Uint8Array;
  location: Uint16Array;
  lines: Uint8Array;
  seed: Uint32Array;
}

/** Lines a landing note may have at most (the longest real ones have a few dozen). */
const MAX_LINES = 30;

class TripBuffer {
  count = 0;
  vessel = new Uint32Array(1024);
  landingDay = new Int32Array(1024);
  tripDays = new Uint8Array(1024);
  fishery = new Uint8Array(1024);
  location = new Uint16Array(1024);
  lines = new Uint8Array(1024);
  seed = new Uint32Array(1024);

  push(
    vessel: number,
    landingDay: number,
    days: number,
    fisheryIndex: number,
    location: number,
    lines: number,
    seed: number,
  ) {
    if (this.count === this.vessel.length) this.grow();
    const i = this.count++;
    this.vessel[i] = vessel;
    this.landingDay[i] = landingDay;
    this.tripDays[i] = days;
    this.fishery[i] = fisheryIndex;
    this.location[i] = location;
    this.lines[i] = lines;
    this.seed[i] = seed;
  }

  private grow() {
    const size = this.vessel.length * 2;
    const grow = <T extends Uint32Array | Int32Array | Uint8Array | Uint16Array>(
      array: T,
      make: (n: number) => T,
    ): T => {
      const next = make(size);
      next.set(array);
      return next;
    };
    this.vessel = grow(this.vessel, (n) => new Uint32Array(n));
    this.landingDay = grow(this.landingDay, (n) => new Int32Array(n));
    this.tripDays = grow(this.tripDays, (n) => new Uint8Array(n));
    this.fishery = grow(this.fishery, (n) => new Uint8Array(n));
    this.location = grow(this.location, (n) => new Uint16Array(n));
    this.lines = grow(this.lines, (n) => new Uint8Array(n));
    this.seed = grow(this.seed, (n) => new Uint32Array(n));
  }
}

function naturalLines(fisheryIndex: number, random: Random): number {
  const [min, mode, max] = FISHERIES[fisheryIndex].lines;
  // Triangular distribution around the mode.
  const u = random.next();
  const c = (mode - min) / Math.max(1, max - min);
  const x =
    u < c
      ? min + Math.sqrt(u * (max - min) * (mode - min))
      : max - Math.sqrt((1 - u) * (max - min) * (max - mode));
  return Math.max(1, Math.min(MAX_LINES, Math.round(x)));
}

interface PreparedPlan {
  activity: number;
  ids: FisheryId[];
  weights: number[];
  any: boolean;
}

function scheduleVessel(vessel: Vessel, year: number, seed: number, months: Uint8Array, buffer: TripBuffer) {
  const random = Random.of(seed, year, vessel.index, 0x5c4ed);
  const first = dayNumber(year, 1, 1);
  // A boat that left the register lands nothing from the day it left.
  const last = Math.min(dayNumber(year, 12, 31), (vessel.activeTo ?? Infinity) - 1);
  const plans: PreparedPlan[] = [];
  for (let month = 1; month <= 12; month++) {
    const plan = monthPlan(vessel, month);
    const weights = plan.fisheries.map((entry) => entry[1]);
    plans.push({
      activity: plan.activity * vessel.diligence,
      ids: plan.fisheries.map((entry) => entry[0]),
      weights,
      any: weights.some((w) => w > 0),
    });
  }
  let day = Math.max(first, vessel.activeFrom);
  let tripCounter = 0;
  const coastal = vessel.length < 28;
  while (day <= last) {
    const plan = plans[months[day - first] - 1];
    let activity = plan.activity;
    if (coastal) {
      const dow = weekday(day);
      if (dow === 5) activity *= 0.35;
      else if (dow === 6) activity *= 0.1;
    }
    if (!plan.any || !random.chance(activity)) {
      day += coastal ? 1 : random.int(2, 6);
      continue;
    }
    const fisheryId = plan.ids[random.weightedIndex(plan.weights)];
    const days = tripDays(vessel, fisheryId, random);
    const landingDay = day + days - 1;
    if (landingDay > last) break;
    const location = chooseLocation(vessel, fisheryId, months[landingDay - first], random);
    const fisheryIndex = FISHERY_INDEX.get(fisheryId)!;
    const lines = naturalLines(fisheryIndex, random);
    buffer.push(
      vessel.index,
      landingDay,
      days,
      fisheryIndex,
      location.index,
      lines,
      hashSeed(seed, year, vessel.index, tripCounter++),
    );
    day = landingDay + 1 + restDays(vessel.segment, random);
  }
}

/** Month (1–12) of each day of the year, indexed from 1 January. */
export function monthTable(year: number): Uint8Array {
  const first = dayNumber(year, 1, 1);
  const table = new Uint8Array(dayNumber(year + 1, 1, 1) - first);
  for (let i = 0; i < table.length; i++) table[i] = calendarDay(first + i).month;
  return table;
}

/** Without `targetLines` the fleet's natural activity is kept as it is (used to size the fleet). */
export function buildYearSchedule(
  fleet: Fleet,
  year: number,
  seed: number,
  targetLines?: number,
): YearSchedule {
  const buffer = new TripBuffer();
  const months = monthTable(year);
  for (const vessel of fleet.vessels) scheduleVessel(vessel, year, seed, months, buffer);

  // Thin out trips evenly when the fleet would land more than asked for.
  let total = 0;
  for (let i = 0; i < buffer.count; i++) total += buffer.lines[i];
  const keep = new Uint8Array(buffer.count).fill(1);
  const thinning = Random.of(seed, year, 0x7417);
  if (targetLines !== undefined && total > targetLines) {
    const p = targetLines / total;
    for (let i = 0; i < buffer.count; i++) if (!thinning.chance(p)) keep[i] = 0;
  }

  // Order by landing day, then vessel: the order notes are written (and numbered) in.
  const indices: number[] = [];
  for (let i = 0; i < buffer.count; i++) if (keep[i]) indices.push(i);
  // A handful of lines asked of a whole fleet can thin it out completely; keep one landing.
  if (indices.length === 0 && buffer.count > 0 && targetLines !== undefined && targetLines > 0) {
    indices.push(thinning.int(0, buffer.count - 1));
  }
  indices.sort(
    (a, b) => buffer.landingDay[a] - buffer.landingDay[b] || buffer.vessel[a] - buffer.vessel[b] || a - b,
  );

  const n = indices.length;
  const schedule: YearSchedule = {
    year,
    count: n,
    vessel: new Uint32Array(n),
    landingDay: new Int32Array(n),
    tripDays: new Uint8Array(n),
    fishery: new Uint8Array(n),
    location: new Uint16Array(n),
    lines: new Uint8Array(n),
    seed: new Uint32Array(n),
  };
  let sum = 0;
  indices.forEach((from, to) => {
    schedule.vessel[to] = buffer.vessel[from];
    schedule.landingDay[to] = buffer.landingDay[from];
    schedule.tripDays[to] = buffer.tripDays[from];
    schedule.fishery[to] = buffer.fishery[from];
    schedule.location[to] = buffer.location[from];
    schedule.lines[to] = buffer.lines[from];
    schedule.seed[to] = buffer.seed[from];
    sum += buffer.lines[from];
  });

  // Nudge line counts, one line at a time on random notes, until the year has exactly the target.
  if (n > 0 && targetLines !== undefined) {
    let diff = targetLines - sum;
    let guard = 0;
    const limit = Math.abs(diff) * 50 + 1000;
    while (diff !== 0 && guard++ < limit) {
      const i = thinning.int(0, n - 1);
      const [min, , max] = FISHERIES[schedule.fishery[i]].lines;
      if (diff > 0 && schedule.lines[i] < Math.max(max + 4, 8)) {
        schedule.lines[i]++;
        diff--;
      } else if (diff < 0 && schedule.lines[i] > Math.max(1, min)) {
        schedule.lines[i]--;
        diff++;
      }
    }
    // Whatever is left (tiny fleets asked for many lines) goes to notes that can take it.
    for (let i = 0; diff !== 0 && i < n; i++) {
      while (diff > 0 && schedule.lines[i] < MAX_LINES) {
        schedule.lines[i]++;
        diff--;
      }
      while (diff < 0 && schedule.lines[i] > 1) {
        schedule.lines[i]--;
        diff++;
      }
    }
  }
  return schedule;
}

/**
 * The trips of a year's schedule that have landed by `lastDay`: the year as its file stands on the
 * morning after. The same trips as the whole year's up to that day (the schedule is in landing order),
 * so a partial year has its natural share of the year's lines, season for season.
 */
export function landedBy(schedule: YearSchedule, lastDay: number): YearSchedule {
  let count = 0;
  while (count < schedule.count && schedule.landingDay[count] <= lastDay) count++;
  if (count === schedule.count) return schedule;
  return {
    year: schedule.year,
    count,
    vessel: schedule.vessel.subarray(0, count),
    landingDay: schedule.landingDay.subarray(0, count),
    tripDays: schedule.tripDays.subarray(0, count),
    fishery: schedule.fishery.subarray(0, count),
    location: schedule.location.subarray(0, count),
    lines: schedule.lines.subarray(0, count),
    seed: schedule.seed.subarray(0, count),
  };
}

// ---------------------------------------------------------------------------------------------------
// Where a trip lands: shared by the landing notes and the VMS tracks.

export interface TripLanding {
  station: Station;
  /** Minutes after midnight (local time) the landing was completed. */
  minutes: number;
}

export function tripLanding(
  network: BuyerNetwork,
  vessel: Vessel,
  fisheryIndex: number,
  locationIndex: number,
  tripSeed: number,
): TripLanding {
  const random = Random.of(tripSeed, 0x1a9d);
  const f = FISHERIES[fisheryIndex];
  const kind = f.kind;
  const location = CATCH_LOCATIONS[locationIndex];
  // Shellfish also goes to whitefish stations where there is no shellfish receiver; pelagic fish never does.
  const local = network.local.get(vessel.home.key);
  const homeStations = local?.get(kind) ?? (kind === 'shellfish' ? local?.get('whitefish') : undefined);
  const nearHome =
    homeStations && homeStations.length > 0 && (location.area.code === vessel.home.ground || !f.homeBound);
  let station: Station;
  if (nearHome && random.chance(f.homeBound ? 0.7 : f.pelagic ? 0.15 : 0.4)) {
    station = random.pick(homeStations);
  } else {
    const byKind = network.nearest.get(kind)![locationIndex];
    const nearest = byKind.stations.length > 0 ? byKind : network.nearest.get('whitefish')![locationIndex];
    station = nearest.stations[Math.max(0, random.weightedIndex(nearest.weights))];
  }
  const minutes = f.pelagic
    ? random.int(0, 23 * 60 + 59)
    : vessel.length < 28
      ? random.int(10 * 60, 20 * 60 + 30)
      : random.int(6 * 60, 22 * 60);
  return { station, minutes: Math.floor(minutes) };
}
