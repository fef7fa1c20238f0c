import type { BuyerNetwork } from './buyers';
import { calendarDay, dayNumber, MS_PER_DAY, MS_PER_HOUR } from './dates';
import { FISHERIES } from './fisheries';
import type { Fleet, Vessel } from './fleet';
import { buildNoteLines, LineBuilder, olderVersion, type NoteLine } from './note-lines';
import {
  createSegmentCache,
  fishingSegment,
  organisationStationSegment,
  vesselSegment,
} from './note-segments';
import { QUOTA_TYPES, SPECIES, VESSEL_TYPES, type GearKey } from './products';
import { Random } from './random';
import { salesOrganisationFor, type SellingOrganisation } from './sales';
import { monthTable, tripLanding, type YearSchedule } from './schedule';
import { CATCH_LOCATIONS } from '@/lib/fiskeridir/catch-areas';
import { ChunkBuffer, type ByteChunk } from '@/lib/fiskeridir/chunk-writer';
import { DOCUMENT_TYPES, requireByCode } from '@/lib/fiskeridir/code-lists';
import { LANDING_HEADER_LINE } from '@/lib/fiskeridir/landing-columns';
import { formatDate, quoteText } from '@/lib/fiskeridir/writers';

/**
 * Landing notes (sluttsedler) in the directorate's published format: one CSV line per note line,
 * 133 columns in the published order, text and codes in double quotes, numbers bare with a decimal
 * comma. Each scheduled trip becomes one note; a few notes have later versions (the file holds the
 * newest) and a few are withdrawn again (they only appear in an earlier copy of the file).
 */

const FINAL_NOTE = requireByCode(DOCUMENT_TYPES, '0', 'Document type');

// ---------------------------------------------------------------------------------------------------
// Writing

export type CopyKind = 'final' | 'earlier';

export interface LandingYearOptions {
  fleet: Fleet;
  network: BuyerNetwork;
  schedule: YearSchedule;
  seed: number;
  /** The day this copy of the file is published: prices of the 12 months before it are withheld. */
  publishedDay: number;
  /**
   * The day of the newest copy (the generation's reference date). Notes' version histories run up to
   * it whichever copy is written, so an earlier copy shows the same history cut off sooner.
   */
  historyEndDay: number;
  kind: CopyKind;
  /** Document numbers run per sales organisation; each year starts this far above the previous. */
  documentNumberStride: number;
  /** Share of notes with later versions. */
  correctionShare?: number;
  /** Share of notes registered twice by mistake, the duplicate withdrawn later. */
  withdrawnShare?: number;
  /**
   * Told every line of the final copy as written (Fartøy ID, Art - FDIR code and name, round weight
   * in kg, Kvotetype code): the quotas are fitted to these landings.
   */
  onFinalLine?: LandedLineListener;
}

/** Told a note line as the final copy writes it: Fartøy ID, Art - FDIR, round weight (kg), Kvotetype code. */
export type LandedLineListener = (
  vesselId: string,
  species: { code: string; name: string },
  roundKg: number,
  quotaTypeCode: string,
) => void;

function reportLines(vessel: Vessel, content: TripContent, onLine: LandedLineListener) {
  for (const line of content.lines) {
    // The weight as writeNote writes it: by-products carry no round weight.
    onLine(vessel.id, SPECIES[line.species].fdir, line.factor === 0 ? 0 : line.roundKg, content.quota.code);
  }
}

/**
 * The lines the notes of trips `from`… of the schedule will have, told to `onLine` without writing them:
 * for the trips of a partial year that land after its last day. A quota is set for the whole year, so a
 * partial year's quotas are fitted to the catch the year brings, not to what has been landed so far.
 */
export function tallyTripsToCome(
  fleet: Fleet,
  schedule: YearSchedule,
  from: number,
  onLine: LandedLineListener,
): void {
  const builder = new LineBuilder();
  const months = monthTable(schedule.year);
  const firstDay = dayNumber(schedule.year, 1, 1);
  for (let i = from; i < schedule.count; i++) {
    const vessel = fleet.vessels[schedule.vessel[i]];
    const month = months[schedule.landingDay[i] - firstDay];
    reportLines(vessel, tripContent(builder, schedule, i, vessel, month), onLine);
  }
}

const DOCUMENT_NUMBER_BASE: Record<string, number> = {
  '2': 310_000,
  '3': 450_000,
  '4': 610_000,
  '6': 760_000,
  '7': 2_100_000,
  '8': 1_500_000,
};

/** The shared columns of one note, as encoded pieces and short ASCII texts. */
interface NoteHead {
  /** "Salgslag ID" … "Mottakende fart.nasj" */
  organisationStation: Buffer;
  /** "Fisker ID" … "Motorbyggeår" */
  vessel: Buffer;
  catchYear: number;
  lastCatchDate: string;
  /** "Kvotetype (kode)" … "Nord/sør for 62 grader nord" */
  fishing: Buffer;
  logbook: boolean;
  landingMinutes: number;
  month: Buffer;
  partial: boolean;
}

const DOCUMENT_TYPE_BYTES = Buffer.from(`;${FINAL_NOTE.code};${quoteText(FINAL_NOTE.name)};`);
// Short constants go through the byte loop: cheaper than a TypedArray copy at this size.
/** "Produktvekt over kvote" and "Rundvekt over kvote": empty. */
const TWO_EMPTY = ';;;';
/** Prices, amounts and levies withheld: nine empty numbers. */
const WITHHELD_MONEY = ';;;;;;;;;';
/** "Støttebeløp" 0, then the levy follows. */
const NO_SUPPORT = ';0;';
/** "Inndradd fangstverdi" and "Etterbetaling" 0, then "Fangstverdi" follows. */
const NOTHING_WITHDRAWN = ';0;0;';

/**
 * The bytes of one year's file (final or earlier copy), header first, in chunks of a few MB.
 * Deterministic: everything derives from the schedule and the seed.
 */
export function* landingFileChunks(options: LandingYearOptions): Generator<ByteChunk> {
  const { fleet, network, schedule, publishedDay, kind } = options;
  const year = schedule.year;
  const correctionShare = options.correctionShare ?? 0.03;
  const withdrawnShare = options.withdrawnShare ?? 0.003;
  const publishedMs = publishedDay * MS_PER_DAY;
  const historyEndMs = options.historyEndDay * MS_PER_DAY;
  const withheldFrom = publishedDay - 365;
  const updated = `${formatDate(calendarDay(publishedDay))}\n`;
  const firstDay = dayNumber(year, 1, 1);
  const months = monthTable(year);
  const dayTexts = Array.from(months, (_, i) => formatDate(calendarDay(firstDay + i)));
  const cache = createSegmentCache();
  const counters = new Map<string, number>();
  const builder = new LineBuilder();
  const out = new ChunkBuffer();
  out.write(LANDING_HEADER_LINE + '\n');

  const nextNumber = ({ organisation }: SellingOrganisation) => {
    const current =
      counters.get(organisation.code) ??
      DOCUMENT_NUMBER_BASE[organisation.code] + (year - 2000) * options.documentNumberStride;
    counters.set(organisation.code, current + 1);
    return current + 1;
  };

  for (let i = 0; i < schedule.count; i++) {
    const vessel = fleet.vessels[schedule.vessel[i]];
    const tripSeed = schedule.seed[i];
    const f = FISHERIES[schedule.fishery[i]];
    const location = CATCH_LOCATIONS[schedule.location[i]];
    const landing = tripLanding(network, vessel, schedule.fishery[i], schedule.location[i], tripSeed);
    const organisation = salesOrganisationFor(f.pelagic, landing.station.municipality.salesArea, year);
    const number = nextNumber(organisation);

    const meta = Random.of(tripSeed, 0x7e5);
    const landingDay = schedule.landingDay[i];
    const firstVersion =
      landingDay * MS_PER_DAY + (landing.minutes + meta.int(15, 360)) * 60_000 + meta.int(0, 59_999);
    const versionTimes = [Math.min(firstVersion, historyEndMs - MS_PER_HOUR)];
    if (meta.chance(correctionShare)) {
      const versions = meta.int(2, 4);
      for (let v = 1; v < versions; v++) {
        const gap = meta.chance(0.65) ? meta.range(1, 72) * MS_PER_HOUR : meta.range(3, 120) * MS_PER_DAY;
        const time = Math.round(versionTimes[v - 1] + gap);
        if (time >= historyEndMs) break;
        versionTimes.push(time);
      }
    }
    const withdrawnTwin = meta.chance(withdrawnShare);
    const twinNumber = withdrawnTwin ? nextNumber(organisation) : 0;

    // Which version (if any) this copy of the file shows.
    let version = versionTimes.length;
    if (kind === 'earlier') {
      version = 0;
      while (version < versionTimes.length && versionTimes[version] <= publishedMs) version++;
    }
    const twinShown = withdrawnTwin && kind === 'earlier' && versionTimes[0] <= publishedMs;
    if (version === 0 && !twinShown) continue;

    const month = months[landingDay - firstDay];
    const lastCatchDay = landingDay - (schedule.tripDays[i] > 1 ? Math.min(2, schedule.tripDays[i] - 1) : 0);
    const content = tripContent(builder, schedule, i, vessel, month);
    const { gear, quota, vesselType, partial, logbook, lines } = content;

    const landingDate = dayTexts[landingDay - firstDay];
    const head: NoteHead = {
      organisationStation: organisationStationSegment(organisation, landing.station, year, cache),
      vessel: vesselSegment(vessel, lastCatchDay, year, vesselType === VESSEL_TYPES.chartered, cache),
      catchYear: year,
      lastCatchDate: dayTexts[lastCatchDay - firstDay],
      fishing: fishingSegment(quota, gear, location, cache),
      logbook,
      landingMinutes: landing.minutes,
      month: cache.months[month - 1],
      partial,
    };
    const withheld = landingDay > withheldFrom;
    const levy = organisation.levyRate;

    if (kind === 'final' && options.onFinalLine) reportLines(vessel, content, options.onFinalLine);
    if (version > 0) {
      const shown =
        version < versionTimes.length ? olderVersion(lines, Random.of(tripSeed, 0x01d, version)) : lines;
      writeNote(
        out,
        number,
        version,
        versionTimes[version - 1],
        landingDate,
        head,
        shown,
        withheld,
        levy,
        updated,
      );
    }
    // A duplicate note for the same landing, withdrawn later; its number stays used in every copy.
    if (twinShown)
      writeNote(
        out,
        twinNumber,
        1,
        versionTimes[0] + 1_000,
        landingDate,
        head,
        lines,
        withheld,
        levy,
        updated,
      );

    if (!out.fits(64 << 10)) yield out.take();
  }
  if (out.offset > 0) yield out.take();
}

/** What a trip's note holds besides its head: gear, quota type, and the lines (species, weights, prices). */
export interface TripContent {
  gear: GearKey;
  quota: (typeof QUOTA_TYPES)[keyof typeof QUOTA_TYPES];
  vesselType: (typeof VESSEL_TYPES)[keyof typeof VESSEL_TYPES];
  partial: boolean;
  logbook: boolean;
  lines: NoteLine[];
}

/**
 * The content of trip `i` of the schedule, from the trip's own seed: the landing note and the logbook
 * (ers.ts) of a trip both come from here, so the logbook's catch is the note's.
 */
export function tripContent(
  builder: LineBuilder,
  schedule: YearSchedule,
  i: number,
  vessel: Vessel,
  month: number,
): TripContent {
  const f = FISHERIES[schedule.fishery[i]];
  const content = Random.of(schedule.seed[i], 0xd0c);
  const gear = f.gear ?? vessel.gear;
  const quota =
    f.id === 'king-crab'
      ? QUOTA_TYPES.kingCrab
      : vessel.length < 15 && content.chance(0.03)
        ? QUOTA_TYPES.district
        : QUOTA_TYPES.ordinary;
  const vesselType = content.chance(0.01) ? VESSEL_TYPES.chartered : VESSEL_TYPES.fishing;
  const partial = f.pelagic && content.chance(0.1);
  const logbook = vessel.length >= 15 && content.chance(0.4);
  const lines = buildNoteLines(builder, f, vessel, gear, month, schedule.lines[i], content, schedule.year);
  return { gear, quota, vesselType, partial, logbook, lines };
}

function writeNote(
  out: ChunkBuffer,
  number: number,
  version: number,
  versionMs: number,
  landingDate: string,
  head: NoteHead,
  lines: NoteLine[],
  withheld: boolean,
  levy: number,
  updated: string,
) {
  const headStart = out.offset;
  out.int(number);
  out.bytes(DOCUMENT_TYPE_BYTES);
  out.intField(version);
  out.asciiField(landingDate);
  out.timestampField(versionMs);
  out.bytes(head.organisationStation);
  out.bytes(head.vessel);
  out.intField(head.catchYear);
  out.asciiField(head.lastCatchDate);
  out.bytes(head.fishing);
  out.ascii(head.logbook ? '201099;999;' : '0;0;');
  out.ascii(landingDate);
  out.ascii(';"');
  out.int2(Math.floor(head.landingMinutes / 60));
  out.byte(58);
  out.int2(head.landingMinutes % 60);
  out.ascii(':00";');
  out.bytes(head.month);
  out.ascii(landingDate);
  out.ascii(head.partial ? ';1;"";"";' : ';0;"";"";');
  const headEnd = out.offset;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (i > 0) out.repeat(headStart, headEnd);
    out.int(i + 1);
    out.bytes(line.middle);
    out.intField(line.count);
    out.intField(line.productKg);
    out.int(line.productKg);
    out.ascii(TWO_EMPTY);
    out.intField(line.factor === 0 ? 0 : line.roundKg);
    if (withheld) {
      out.ascii(WITHHELD_MONEY);
    } else {
      const amount = Math.round(line.unitPrice * line.productKg);
      out.decimalField(line.unitPrice, 2, true);
      out.intField(amount);
      out.decimalField(line.unitPrice, 2, true);
      out.int(amount);
      out.ascii(NO_SUPPORT);
      out.int(Math.round(amount * levy));
      out.ascii(NOTHING_WITHDRAWN);
      out.intField(amount);
    }
    out.ascii(updated);
  }
  out.lines += lines.length;
}
