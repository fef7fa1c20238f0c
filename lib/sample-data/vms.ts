import type { BuyerNetwork } from './buyers';
import { MS_PER_DAY, MS_PER_HOUR } from './dates';
import { FISHERIES } from './fisheries';
import { nameOn, type Fleet, type Vessel } from './fleet';
import { distanceKm } from './places';
import { Random } from './random';
import { tripLanding, type YearSchedule } from './schedule';
import { CATCH_LOCATIONS } from '@/lib/fiskeridir/catch-areas';
import { ChunkBuffer, type ByteChunk } from '@/lib/fiskeridir/chunk-writer';
import { VMS_HEADER_LINE } from '@/lib/fiskeridir/vms';
import { formatDecimal, formatTimestamp } from '@/lib/fiskeridir/writers';

/**
 * VMS position reports (`YYYY-VMS.csv`) for days of a year: one report about every hour for
 * each vessel of 15 m and more (the VMS obligation), following the same trips as the landing notes:
 * in port, steaming out, working the grounds, steaming to the receiving station where the note says
 * the catch was landed. Written like the newer lines of the published file: bare values, decimal
 * comma, `01.01.2023 00.00.00,000000000` times in UTC. A trip still at sea after the last day (it lands
 * after the generation's end date, so it has no note yet) is at sea in the last reports.
 */

interface Leg {
  departMs: number;
  arriveMs: number;
  fromLat: number;
  fromLon: number;
  groundLat: number;
  groundLon: number;
  toLat: number;
  toLon: number;
  /** Working speed on the grounds (knots): trawlers and seiners tow, liners and netters drift. */
  workSpeed: number;
  /** Time steaming out and back, and the speed it takes (set on first use). */
  outMs: number;
  inMs: number;
  steamSpeed: number;
  outCourse: number;
  inCourse: number;
}

interface Track {
  vessel: Vessel;
  offsetMinutes: number;
  legs: Leg[];
  homeLat: number;
  homeLon: number;
  /** Steaming speed in knots. */
  cruise: number;
  random: Random;
  cursor: number;
  lastLat: number;
  lastLon: number;
}

export interface VmsOptions {
  fleet: Fleet;
  network: BuyerNetwork;
  /** The whole year's trips, also those that land after `lastDay`. */
  schedule: YearSchedule;
  seed: number;
  /** The first and last day with positions (day numbers, in the schedule's year). */
  firstDay: number;
  lastDay: number;
}

function vmsVessels(fleet: Fleet, lastDay: number, firstDay = -Infinity): Vessel[] {
  return fleet.vessels.filter(
    (vessel) =>
      vessel.length >= 15 &&
      vessel.radioCallSign !== null &&
      vessel.activeFrom <= lastDay &&
      (vessel.activeTo === undefined || vessel.activeTo > firstDay),
  );
}

export function vmsLineEstimate(fleet: Fleet, firstDay: number, lastDay: number): number {
  return vmsVessels(fleet, lastDay, firstDay).length * (lastDay - firstDay + 1) * 24;
}

const KNOT_KM_PER_HOUR = 1.852;

function buildTracks(options: VmsOptions, startMs: number, endMs: number): Track[] {
  const { fleet, network, schedule, seed } = options;
  const vessels = vmsVessels(fleet, options.lastDay, options.firstDay);
  const byIndex = new Map<number, Track>();
  for (const vessel of vessels) {
    const random = Random.of(seed, schedule.year, vessel.index, 0x7a5);
    byIndex.set(vessel.index, {
      vessel,
      offsetMinutes: random.int(0, 59),
      legs: [],
      homeLat: vessel.home.lat,
      homeLon: vessel.home.lon,
      cruise: vessel.length >= 40 ? random.range(11, 14) : random.range(8, 10.5),
      random,
      cursor: 0,
      lastLat: vessel.home.lat,
      lastLon: vessel.home.lon,
    });
  }
  const previousPort = new Map<number, [number, number]>();
  for (let i = 0; i < schedule.count; i++) {
    const track = byIndex.get(schedule.vessel[i]);
    if (!track) continue;
    const landing = tripLanding(
      network,
      track.vessel,
      schedule.fishery[i],
      schedule.location[i],
      schedule.seed[i],
    );
    const arriveMs = schedule.landingDay[i] * MS_PER_DAY + landing.minutes * 60_000;
    const [fromLat, fromLon] = previousPort.get(track.vessel.index) ?? [track.homeLat, track.homeLon];
    previousPort.set(track.vessel.index, [landing.station.lat, landing.station.lon]);
    if (arriveMs < startMs - 60 * MS_PER_DAY) continue;
    const departMs =
      (schedule.landingDay[i] - schedule.tripDays[i] + 1) * MS_PER_DAY +
      track.random.int(3 * 60, 7 * 60) * 60_000;
    const ground = CATCH_LOCATIONS[schedule.location[i]];
    const gear = FISHERIES[schedule.fishery[i]].gear ?? track.vessel.gear;
    const towing =
      gear === 'bottomTrawl' ||
      gear === 'pelagicTrawl' ||
      gear === 'shrimpTrawl' ||
      gear === 'doubleTrawl' ||
      gear === 'danishSeine' ||
      gear === 'purseSeine';
    track.legs.push({
      departMs: Math.min(departMs, arriveMs - 2 * MS_PER_HOUR),
      arriveMs,
      fromLat,
      fromLon,
      groundLat: ground.lat,
      groundLon: ground.lon,
      toLat: landing.station.lat,
      toLon: landing.station.lon,
      workSpeed: towing ? 3.5 : 1.2,
      outMs: -1,
      inMs: 0,
      steamSpeed: 0,
      outCourse: 0,
      inCourse: 0,
    });
  }
  const tracks = [...byIndex.values()].filter(
    (track) => track.legs.some((leg) => leg.arriveMs >= startMs) || track.legs.length > 0,
  );
  for (const track of tracks) {
    const before = track.legs.filter((leg) => leg.arriveMs < startMs);
    const port = before.length > 0 ? before[before.length - 1] : null;
    track.lastLat = port ? port.toLat : track.homeLat;
    track.lastLon = port ? port.toLon : track.homeLon;
    track.legs = track.legs.filter((leg) => leg.arriveMs >= startMs && leg.departMs <= endMs);
  }
  // Within each hour reports come in the order of the vessels' minute offsets, so the file is in time order.
  return tracks.sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.vessel.index - b.vessel.index);
}

function bearing(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const y = Math.sin((lon2 - lon1) * toRad) * Math.cos(lat2 * toRad);
  const x =
    Math.cos(lat1 * toRad) * Math.sin(lat2 * toRad) -
    Math.sin(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.cos((lon2 - lon1) * toRad);
  return (Math.round((Math.atan2(y, x) * 180) / Math.PI) + 360) % 360;
}

function prepareLeg(leg: Leg, cruise: number) {
  const duration = leg.arriveMs - leg.departMs;
  const outKm = distanceKm(leg.fromLat, leg.fromLon, leg.groundLat, leg.groundLon);
  const inKm = distanceKm(leg.groundLat, leg.groundLon, leg.toLat, leg.toLon);
  const kmPerMs = (cruise * KNOT_KM_PER_HOUR) / MS_PER_HOUR;
  const steamMs = (outKm + inKm) / kmPerMs;
  // Short trips to far grounds have no time to work: they steam there and back at whatever speed it takes.
  const scale = steamMs > duration * 0.9 ? (duration * 0.9) / steamMs : 1;
  leg.outMs = (outKm / kmPerMs) * scale;
  leg.inMs = (inKm / kmPerMs) * scale;
  leg.steamSpeed = Math.min(15.5, cruise / scale);
  leg.outCourse = bearing(leg.fromLat, leg.fromLon, leg.groundLat, leg.groundLon);
  leg.inCourse = bearing(leg.groundLat, leg.groundLon, leg.toLat, leg.toLon);
}

interface Position {
  lat: number;
  lon: number;
  course: number;
  speed: number;
}

/** Where the vessel is at `ms`: position, course and speed (written into `p`). */
function positionAt(track: Track, ms: number, p: Position) {
  while (track.cursor < track.legs.length && track.legs[track.cursor].arriveMs < ms) {
    track.lastLat = track.legs[track.cursor].toLat;
    track.lastLon = track.legs[track.cursor].toLon;
    track.cursor++;
  }
  const leg = track.legs[track.cursor];
  const r = track.random;
  if (!leg || ms < leg.departMs) {
    // Alongside: the odd drift of the GPS.
    p.lat = track.lastLat + r.range(-0.0004, 0.0004);
    p.lon = track.lastLon + r.range(-0.0008, 0.0008);
    p.course = 0;
    p.speed = r.chance(0.8) ? 0 : 0.1;
    return;
  }
  if (leg.outMs < 0) prepareLeg(leg, track.cruise);
  const duration = leg.arriveMs - leg.departMs;
  const t = ms - leg.departMs;
  if (t < leg.outMs) {
    const f = t / leg.outMs;
    p.lat = leg.fromLat + (leg.groundLat - leg.fromLat) * f;
    p.lon = leg.fromLon + (leg.groundLon - leg.fromLon) * f;
    p.course = leg.outCourse;
    p.speed = leg.steamSpeed * r.range(0.93, 1.03);
    return;
  }
  if (t > duration - leg.inMs) {
    const f = (t - (duration - leg.inMs)) / Math.max(1, leg.inMs);
    p.lat = leg.groundLat + (leg.toLat - leg.groundLat) * f;
    p.lon = leg.groundLon + (leg.toLon - leg.groundLon) * f;
    p.course = leg.inCourse;
    p.speed = leg.steamSpeed * r.range(0.93, 1.03);
    return;
  }
  // On the grounds: slow loops of a few nautical miles around the fishing location, heading along the loop.
  const phase = (t / MS_PER_HOUR) * 0.35 + track.offsetMinutes;
  const cosLat = Math.cos((leg.groundLat * Math.PI) / 180);
  p.lat = leg.groundLat + Math.sin(phase) * 0.06;
  p.lon = leg.groundLon + (Math.cos(phase * 0.8) * 0.06) / cosLat;
  const north = Math.cos(phase);
  const east = -0.8 * Math.sin(phase * 0.8);
  p.course = (Math.round((Math.atan2(east, north) * 180) / Math.PI) + 360) % 360;
  p.speed = leg.workSpeed * r.range(0.6, 1.3);
}

/** The VMS file's bytes (header first) in chunks, in time order. */
export function* vmsChunks(options: VmsOptions): Generator<ByteChunk> {
  const year = options.schedule.year;
  const startMs = options.firstDay * MS_PER_DAY;
  const endMs = (options.lastDay + 1) * MS_PER_DAY;
  const tracks = buildTracks(options, startMs, endMs);
  let messageId = 45_000_000 + Random.of(options.seed, year, 0x1d).int(0, 999) * 1_000;
  const out = new ChunkBuffer();
  out.write(VMS_HEADER_LINE + '\n');
  const hours = (options.lastDay - options.firstDay + 1) * 24;
  // The vessel columns, encoded per vessel and day (a boat renamed inside the window changes them).
  const vesselBytes = tracks.map(() => ({ day: -1, bytes: Buffer.alloc(0) }));
  const vesselColumns = (k: number, day: number) => {
    const cached = vesselBytes[k];
    if (cached.day !== day) {
      const vessel = tracks[k].vessel;
      cached.day = day;
      cached.bytes = Buffer.from(
        `${vessel.radioCallSign};${vessel.registrationMark};${nameOn(vessel, day)};${formatDecimal(vessel.length, 2)};` +
          `${vessel.grossTonnage};${vessel.enginePower};Fiskefartøy\n`,
      );
    }
    return cached.bytes;
  };
  const position: Position = { lat: 0, lon: 0, course: 0, speed: 0 };
  const messageType = Buffer.from(';POS;Posisjonsrapport;');
  const stamps: string[] = new Array(60);
  for (let hour = 0; hour < hours; hour++) {
    const hourMs = startMs + hour * MS_PER_HOUR;
    const day = Math.floor(hourMs / MS_PER_DAY);
    // `01.01.2023 00.mm.00,000000000;` for each minute of the hour.
    for (let minute = 0; minute < 60; minute++)
      stamps[minute] = `${formatTimestamp(hourMs + minute * 60_000)};`;
    for (let k = 0; k < tracks.length; k++) {
      const track = tracks[k];
      positionAt(track, hourMs + track.offsetMinutes * 60_000, position);
      out.int(++messageId);
      out.bytes(messageType);
      out.ascii(stamps[track.offsetMinutes]);
      out.decimalField(position.lat, 4, false);
      out.decimalField(position.lon, 4, false);
      out.intField(position.course);
      out.decimalField(position.speed, 1, true);
      out.bytes(vesselColumns(k, day));
      out.lines++;
    }
    if (!out.fits(256 << 10)) yield out.take();
  }
  if (out.offset > 0) yield out.take();
}
