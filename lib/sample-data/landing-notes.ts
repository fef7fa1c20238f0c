import type { BuyerNetwork, Station } from './buyers';
import { ChunkBuffer, type ByteChunk } from './chunk-buffer';
import {
  APPLICATIONS,
  BASE_PRICES,
  CONDITION_FACTORS,
  CONDITIONS,
  DOCUMENT_TYPE_FINAL_NOTE,
  FAO_AREA_27,
  GEARS,
  LANDING_METHODS,
  lengthGroupOf,
  MONTH_LABELS,
  NATION_NOR,
  pelagicSalesOrganisation,
  PRESERVATION,
  QUALITIES,
  QUALITY_PRICE_FACTOR,
  QUOTA_TYPES,
  salesLevyRate,
  SIZE_GRADES,
  SIZE_PRICE_FACTOR,
  SPECIES,
  VESSEL_TYPES,
  whitefishSalesOrganisation,
  type ApplicationKey,
  type CodeLabel,
  type ConditionKey,
  type GearKey,
  type QualityKey,
  type SalesOrganisation,
  type SizeGradeKey,
  type SpeciesKey,
} from './code-lists';
import { calendarDay, dayNumber, decimal, MS_PER_DAY, MS_PER_HOUR, norwegianDay } from './dates';
import {
  FISHERIES,
  landingRoundKg,
  productChoice,
  type Bycatch,
  type Fishery,
  type ProductChoice,
} from './fisheries';
import { changeDays, nameOn, ownerOn, type Fleet, type Vessel } from './fleet';
import { LOCATIONS, municipalityInYear, type Location } from './geography';
import { Random } from './random';
import { monthTable, tripLanding, type YearSchedule } from './schedule';
import { LANDING_COLUMN_NAMES } from '@/lib/fiskeridir/landing-columns';

/**
 * Landing notes (sluttsedler) in the directorate's published format: one CSV line per note line,
 * 133 columns in the published order, text and codes in double quotes, numbers bare with a decimal
 * comma. Each scheduled trip becomes one note; a few notes have later versions (the file holds the
 * newest) and a few are withdrawn again (they only appear in an earlier copy of the file).
 */

/** The header of `fangstdata_YYYY.csv`, as published: the format module's column list. */
export const LANDING_COLUMNS = LANDING_COLUMN_NAMES;

export const LANDING_HEADER_LINE = LANDING_COLUMNS.map((name) => `"${name}"`).join(';');

/** Text (quoted) or bare (numbers, dates) per column, as in the published files. */
const BARE_COLUMNS = new Set<number>([
  1, 2, 4, 5, 6, 8, 10, 14, 16, 21, 29, 30, 41, 42, 44, 49, 52, 53, 54, 55, 56, 57, 58, 59, 72, 73, 75, 76,
  84, 85, 86, 90, 91, 94, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133,
]);
export const QUOTED_COLUMNS: readonly boolean[] = LANDING_COLUMNS.map((_, i) => !BARE_COLUMNS.has(i + 1));

const q = (text: string) => `"${text.replace(/"/g, '""')}"`;
const pair = (value: CodeLabel) => `${q(value.code)};${q(value.label)}`;

// ---------------------------------------------------------------------------------------------------
// Note content

export interface NoteLine {
  species: SpeciesKey;
  /** Round weight per kg product for this species and condition (0 for by-products). */
  factor: number;
  productKg: number;
  roundKg: number;
  unitPrice: number;
  count: number;
  /** `;` + columns "Art - FDIR (kode)" … "Anvendelse hovedgruppe" + `;`, encoded. */
  middle: Buffer;
}

const YEAR_PRICE_DRIFT = 1.035;
const WHITEFISH_GROUPS = new Set(['02', '03']);
const GRADE_WEIGHTS = [0.45, 0.3, 0.15, 0.1];

const speciesSegments = new Map<SpeciesKey, string>();
function speciesSegment(key: SpeciesKey): string {
  let text = speciesSegments.get(key);
  if (text === undefined) {
    const s = SPECIES[key];
    text = `${pair(s.fdir)};${pair(s.art)};${pair(s.group)};${pair(s.mainGroup)};${pair(s.fao)}`;
    speciesSegments.set(key, text);
  }
  return text;
}

// Numeric keys for the encoded "Art … Anvendelse" columns: a string key per line costs more than the lookup saves.
function indexOf<K extends string>(table: Record<K, unknown>): Record<K, number> {
  const index = {} as Record<K, number>;
  (Object.keys(table) as K[]).forEach((key, i) => (index[key] = i));
  return index;
}
const SPECIES_NUMBER = indexOf(SPECIES);
const CONDITION_NUMBER = indexOf(CONDITIONS);
const PRESERVATION_NUMBER = indexOf(PRESERVATION);
const LANDING_METHOD_NUMBER = indexOf(LANDING_METHODS);
const QUALITY_NUMBER = indexOf(QUALITIES);
const GRADE_NUMBER = indexOf(SIZE_GRADES);
const APPLICATION_NUMBER = indexOf(APPLICATIONS);

// Local aliases of the code tables read for every line (imported bindings are read through accessors).
const speciesTable = SPECIES;
const conditionTable = CONDITIONS;
const conditionFactors = CONDITION_FACTORS;
const sizePriceFactor = SIZE_PRICE_FACTOR;
const qualityPriceFactor = QUALITY_PRICE_FACTOR;
const basePrices = BASE_PRICES;

const middleSegments = new Map<number, Buffer>();
function middleSegment(
  species: SpeciesKey,
  condition: ConditionKey,
  choice: ProductChoice,
  choiceKey: number,
  quality: QualityKey,
  grade: SizeGradeKey,
  application: ApplicationKey,
): Buffer {
  const key =
    ((((SPECIES_NUMBER[species] * 16 + CONDITION_NUMBER[condition]) * 8 + QUALITY_NUMBER[quality]) * 32 +
      GRADE_NUMBER[grade]) *
      16 +
      APPLICATION_NUMBER[application]) *
      256 +
    choiceKey;
  let bytes = middleSegments.get(key);
  if (bytes === undefined) {
    const c = CONDITIONS[condition];
    const a = APPLICATIONS[application];
    bytes = Buffer.from(
      `;${speciesSegment(species)};${q(c.code)};${q(c.label)};${pair(PRESERVATION[choice.preservation])};` +
        `${pair(LANDING_METHODS[choice.landingMethod])};${pair(QUALITIES[quality])};${q(SIZE_GRADES[grade])};` +
        `${pair(a)};${pair(a.mainGroup)};`,
    );
    middleSegments.set(key, bytes);
  }
  return bytes;
}

/** Builds the lines of one note; one instance is reused for all notes of a file. */
class LineBuilder {
  lines: NoteLine[] = [];
  private random!: Random;
  private choice!: ProductChoice;
  private choiceKey = 0;
  private factor = 1;
  private readonly prices = new Map<SpeciesKey, number>();

  start(random: Random, choice: ProductChoice, season: number, yearFactor: number) {
    this.lines = [];
    this.random = random;
    this.choice = choice;
    this.choiceKey =
      PRESERVATION_NUMBER[choice.preservation] * 16 + LANDING_METHOD_NUMBER[choice.landingMethod];
    this.factor = season * yearFactor;
    this.prices.clear();
  }

  add(
    species: SpeciesKey,
    roundKg: number,
    grade: SizeGradeKey,
    condition: ConditionKey = this.choice.condition,
    quality: QualityKey = this.choice.quality,
    application: ApplicationKey = this.choice.application,
  ) {
    const factor = conditionFactors[species]?.[condition] ?? conditionTable[condition].factor;
    const productKg = Math.max(1, Math.round(factor > 0 ? roundKg / factor : roundKg));
    let base = this.prices.get(species);
    if (base === undefined) {
      const [low, high] = basePrices[species];
      base = low + (high - low) * this.random.next();
      this.prices.set(species, base);
    }
    // Gutting and heading change the price per kg product of whitefish; pelagic fish and shellfish are priced as landed.
    const conditionPrice =
      WHITEFISH_GROUPS.has(speciesTable[species].mainGroup.code) || factor === 0
        ? conditionTable[condition].priceFactor
        : 1;
    const unitPrice =
      Math.round(
        base *
          conditionPrice *
          sizePriceFactor[grade] *
          qualityPriceFactor[quality] *
          this.factor *
          this.random.range(0.97, 1.03) *
          100,
      ) / 100;
    this.lines.push({
      species,
      factor,
      productKg,
      roundKg: Math.round(productKg * factor),
      unitPrice,
      count: species === 'kingCrab' ? Math.max(1, Math.round(productKg / 3.2)) : 0,
      middle: middleSegment(species, condition, this.choice, this.choiceKey, quality, grade, application),
    });
  }
}

/** The lines of a note: exactly `wanted` of them, from the catch of the trip. */
function buildLines(
  builder: LineBuilder,
  f: Fishery,
  vessel: Vessel,
  gear: GearKey,
  month: number,
  wanted: number,
  random: Random,
  year: number,
): NoteLine[] {
  const main = f.main(vessel, month, random);
  const choice = productChoice(vessel, f.id, month, random);
  const totalRound = landingRoundKg(vessel, f.id, month, random);
  const season =
    f.id === 'skrei' && (month === 2 || month === 3)
      ? 1.05
      : f.id === 'coastal-cod' && month >= 6 && month <= 8
        ? 0.93
        : 1;
  builder.start(random, choice, season, YEAR_PRICE_DRIFT ** (year - 2024));

  // How the wanted number of lines splits into size grades of the main species, by-catch species and
  // by-products; anything beyond what the catch offers becomes variants of the main species.
  const byproductsPossible =
    f.byproducts &&
    (gear === 'gillnet' || gear === 'danishSeine' || gear === 'otherLines') &&
    random.chance(0.6);
  let grades = Math.min(f.mainGrades.length, Math.max(1, Math.ceil(wanted * 0.45)));
  let byproducts = byproductsPossible ? Math.min(2, Math.floor(wanted * 0.2)) : 0;
  const pool: Bycatch[] = [];
  for (const b of f.bycatch) if (b.species !== main) pool.push(b);
  const bycatchOrder: Bycatch[] = [];
  while (pool.length > 0) {
    let total = 0;
    for (const b of pool) total += b.presence;
    let r = random.next() * total;
    let index = 0;
    while (index < pool.length - 1 && (r -= pool[index].presence) >= 0) index++;
    bycatchOrder.push(pool.splice(index, 1)[0]);
  }
  let bycatch = wanted - grades - byproducts;
  let variants = 0;
  if (bycatch > bycatchOrder.length) {
    let extra = bycatch - bycatchOrder.length;
    bycatch = bycatchOrder.length;
    const moreGrades = Math.min(extra, f.mainGrades.length - grades);
    grades += moreGrades;
    extra -= moreGrades;
    const moreByproducts = Math.min(extra, (f.byproducts ? 2 : 0) - byproducts);
    byproducts += moreByproducts;
    extra -= moreByproducts;
    variants = extra;
  }

  const shares: number[] = [];
  let bycatchShare = 0;
  for (let i = 0; i < bycatch; i++) {
    const [low, high] = bycatchOrder[i].share;
    const share = low + (high - low) * random.next();
    shares.push(share);
    bycatchShare += share;
  }
  if (bycatchShare > 0.6) {
    for (let i = 0; i < shares.length; i++) shares[i] *= 0.6 / bycatchShare;
    bycatchShare = 0.6;
  }
  const mainRound = totalRound * (1 - bycatchShare);
  const gradeWeights: number[] = [];
  let gradeSum = 0;
  for (let i = 0; i < grades; i++) {
    const weight = GRADE_WEIGHTS[i] * random.range(0.6, 1.4);
    gradeWeights.push(weight);
    gradeSum += weight;
  }
  const variantShare = variants > 0 ? random.range(0.05, 0.15) : 0;

  for (let i = 0; i < grades; i++) {
    builder.add(
      main,
      ((mainRound * gradeWeights[i]) / gradeSum) * (i === 0 ? 1 - variantShare : 1),
      f.mainGrades[i],
    );
  }
  for (let i = 0; i < variants; i++) {
    const grade = f.mainGrades[i % f.mainGrades.length];
    const roundKg = (mainRound * variantShare) / variants;
    if (f.pelagic) builder.add(main, roundKg, grade, undefined, undefined, 'mealAndOil');
    else builder.add(main, roundKg, grade, undefined, i % 2 === 0 ? 'b' : 'a');
  }
  for (let i = 0; i < bycatch; i++) {
    const b = bycatchOrder[i];
    builder.add(b.species, totalRound * shares[i], b.grade ?? 'unspecified');
  }
  if (byproducts >= 1) builder.add(main, mainRound * random.range(0.04, 0.07), 'unspecified', 'roe');
  if (byproducts >= 2) builder.add(main, mainRound * random.range(0.03, 0.06), 'unspecified', 'liver');
  return builder.lines;
}

/** An older version of a note: a line was added or a weight corrected since. */
function olderVersion(lines: NoteLine[], random: Random): NoteLine[] {
  if (lines.length > 1 && random.chance(0.35)) return lines.slice(0, -1);
  const copy = lines.map((line) => ({ ...line }));
  const line = copy[random.int(0, copy.length - 1)];
  const change = random.chance(0.5) ? random.range(0.8, 0.96) : random.range(1.04, 1.25);
  line.productKg = Math.max(1, Math.round(line.productKg * change));
  line.roundKg = Math.round(line.productKg * line.factor);
  return copy;
}

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
}

const DOCUMENT_NUMBER_BASE: Record<string, number> = {
  '2': 310_000,
  '3': 450_000,
  '4': 610_000,
  '6': 760_000,
  '7': 2_100_000,
  '8': 1_500_000,
};

/** Encoded pieces of the notes' shared columns, each ending with the separator that follows it. */
interface SegmentCache {
  organisationStation: Map<number, Buffer>;
  vessel: Map<number, { days: number[]; blocks: Buffer[][] }>;
  fishing: Map<number, Buffer>;
  months: Buffer[];
}

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

const DOCUMENT_TYPE_BYTES = Buffer.from(
  `;${DOCUMENT_TYPE_FINAL_NOTE.code};${q(DOCUMENT_TYPE_FINAL_NOTE.label)};`,
);
const SEMICOLON = 59;
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
  const updated = `${norwegianDay(publishedDay)}\n`;
  const firstDay = dayNumber(year, 1, 1);
  const months = monthTable(year);
  const dayTexts = Array.from(months, (_, i) => norwegianDay(firstDay + i));
  const cache: SegmentCache = {
    organisationStation: new Map(),
    vessel: new Map(),
    fishing: new Map(),
    months: MONTH_LABELS.map((label, i) => Buffer.from(`${q(String(i + 1).padStart(2, '0'))};${q(label)};`)),
  };
  const counters = new Map<string, number>();
  const builder = new LineBuilder();
  const out = new ChunkBuffer();
  out.write(LANDING_HEADER_LINE + '\n');

  const nextNumber = (organisation: SalesOrganisation) => {
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
    const location = LOCATIONS[schedule.location[i]];
    const landing = tripLanding(network, vessel, schedule.fishery[i], schedule.location[i], tripSeed);
    const organisation = f.pelagic
      ? pelagicSalesOrganisation()
      : whitefishSalesOrganisation(landing.station.municipality.salesArea, year);
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

    const content = Random.of(tripSeed, 0xd0c);
    const month = months[landingDay - firstDay];
    const gear = f.gear ?? vessel.gear;
    const lastCatchDay = landingDay - (schedule.tripDays[i] > 1 ? Math.min(2, schedule.tripDays[i] - 1) : 0);
    const quota =
      f.id === 'king-crab'
        ? QUOTA_TYPES.kingCrab
        : vessel.length < 15 && content.chance(0.03)
          ? QUOTA_TYPES.district
          : QUOTA_TYPES.ordinary;
    const vesselType = content.chance(0.01) ? VESSEL_TYPES.chartered : VESSEL_TYPES.fishing;
    const partial = f.pelagic && content.chance(0.1);
    const logbook = vessel.length >= 15 && content.chance(0.4);
    const lines = buildLines(builder, f, vessel, gear, month, schedule.lines[i], content, year);

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
    const levy = salesLevyRate(organisation);

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
  out.int(version);
  out.byte(SEMICOLON);
  out.ascii(landingDate);
  out.byte(SEMICOLON);
  writeVersionTime(out, versionMs);
  out.bytes(head.organisationStation);
  out.bytes(head.vessel);
  out.int(head.catchYear);
  out.byte(SEMICOLON);
  out.ascii(head.lastCatchDate);
  out.byte(SEMICOLON);
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
    out.int(line.count);
    out.byte(SEMICOLON);
    out.int(line.productKg);
    out.byte(SEMICOLON);
    out.int(line.productKg);
    out.ascii(TWO_EMPTY);
    out.int(line.factor === 0 ? 0 : line.roundKg);
    out.byte(SEMICOLON);
    if (withheld) {
      out.ascii(WITHHELD_MONEY);
    } else {
      const amount = Math.round(line.unitPrice * line.productKg);
      out.decimal(line.unitPrice, 2, true);
      out.byte(SEMICOLON);
      out.int(amount);
      out.byte(SEMICOLON);
      out.decimal(line.unitPrice, 2, true);
      out.byte(SEMICOLON);
      out.int(amount);
      out.ascii(NO_SUPPORT);
      out.int(Math.round(amount * levy));
      out.ascii(NOTHING_WITHDRAWN);
      out.int(amount);
      out.byte(SEMICOLON);
    }
    out.ascii(updated);
  }
  out.lines += lines.length;
}

/** `15.09.2020 12.22.09,423000000;` */
function writeVersionTime(out: ChunkBuffer, ms: number) {
  const day = Math.floor(ms / MS_PER_DAY);
  const c = calendarDay(day);
  let rest = ms - day * MS_PER_DAY;
  out.int2(c.day);
  out.byte(46);
  out.int2(c.month);
  out.byte(46);
  out.int(c.year);
  out.byte(32);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  out.int2(hours);
  out.byte(46);
  out.int2(minutes);
  out.byte(46);
  out.int2(seconds);
  out.byte(44);
  out.int2(Math.floor(millis / 10));
  out.int(millis % 10);
  out.ascii('000000;');
}

function organisationStationSegment(
  organisation: SalesOrganisation,
  station: Station,
  year: number,
  cache: SegmentCache,
): Buffer {
  const key = station.index * 16 + Number(organisation.code);
  let bytes = cache.organisationStation.get(key);
  if (bytes === undefined) {
    const mu = municipalityInYear(station.municipality, year);
    bytes = Buffer.from(
      `${q(organisation.orgNumber)};${organisation.code};${q(organisation.name)};` +
        `${station.buyer.id};${q(NATION_NOR.code)};${q(NATION_NOR.label)};${q(station.id)};${Number(mu.code)};${q(mu.name)};` +
        `${Number(mu.countyCode)};${q(mu.countyName)};${q(NATION_NOR.code)};${q(NATION_NOR.label)};"";;"";"";"";"";"";"";"";`,
    );
    cache.organisationStation.set(key, bytes);
  }
  return bytes;
}

/** "Fisker ID" … "Motorbyggeår", by owner and name period and by vessel type. */
function vesselSegment(
  vessel: Vessel,
  day: number,
  year: number,
  chartered: boolean,
  cache: SegmentCache,
): Buffer {
  let entry = cache.vessel.get(vessel.index);
  if (entry === undefined) {
    const first = dayNumber(year, 1, 1);
    const days = [first, ...changeDays(vessel).filter((d) => d > first && d < dayNumber(year + 1, 1, 1))];
    const home = municipalityInYear(vessel.home, year);
    const group = lengthGroupOf(vessel.length);
    const big = vessel.length >= 24;
    const tonnage = vessel.length < 7 ? ';' : big ? `${vessel.grossTonnage};` : `;${vessel.grossTonnage}`;
    const tail =
      `${q(vessel.registrationMark)};;${Number(home.code)};${q(home.name)};${Number(home.countyCode)};${q(home.countyName)};` +
      `${q(NATION_NOR.code)};${q(NATION_NOR.label)};${q(NATION_NOR.group)};${decimal(vessel.length, 2)};${q(group.code)};${q(group.label)};` +
      `${tonnage};${vessel.buildYear};${vessel.rebuildYear !== null && vessel.rebuildYear <= year ? vessel.rebuildYear : ''};` +
      `${vessel.enginePower};${vessel.engineYear <= year ? vessel.engineYear : vessel.buildYear};`;
    const blocks = days.map((from) => {
      const owner = ownerOn(vessel, from);
      const ownerMunicipality = municipalityInYear(owner.municipality, year);
      // Personal ids are removed from the published notes: only companies have a Fisker ID.
      const head =
        `${owner.entityType === 'COMPANY' ? owner.id : ''};${Number(ownerMunicipality.code)};${q(ownerMunicipality.name)};` +
        `${q(NATION_NOR.code)};${q(NATION_NOR.label)};${q(vessel.id)};${q(vessel.registrationMark)};` +
        `${q(vessel.radioCallSign ?? '')};${q(nameOn(vessel, from))};`;
      return [
        Buffer.from(`${head}${pair(VESSEL_TYPES.fishing)};${tail}`),
        Buffer.from(`${head}${pair(VESSEL_TYPES.chartered)};${tail}`),
      ];
    });
    entry = { days, blocks };
    cache.vessel.set(vessel.index, entry);
  }
  let index = 0;
  while (index + 1 < entry.days.length && entry.days[index + 1] <= day) index++;
  return entry.blocks[index][chartered ? 1 : 0];
}

const QUOTA_NUMBER: Record<string, number> = Object.fromEntries(
  Object.values(QUOTA_TYPES).map((quota, i) => [quota.code, i]),
);
const GEAR_NUMBER = indexOf(GEARS);

/** "Kvotetype (kode)" … "Nord/sør for 62 grader nord". */
function fishingSegment(quota: CodeLabel, gear: GearKey, location: Location, cache: SegmentCache): Buffer {
  const key = (QUOTA_NUMBER[quota.code] * 64 + GEAR_NUMBER[gear]) * 65_536 + location.index;
  let bytes = cache.fishing.get(key);
  if (bytes === undefined) {
    const g = GEARS[gear];
    const area = location.area;
    const coast = location.coastal ? '8' : '0';
    bytes = Buffer.from(
      `${pair(quota)};${q(g.code)};${q(g.label)};${pair(g.group)};${pair(g.mainGroup)};` +
        `${q(coast + area.code + location.code)};${q(coast)};${q(area.code)};${q(area.name)};${decimal(area.lon, 5)};${decimal(area.lat, 5)};` +
        `${q(location.code)};${decimal(location.lon, 5)};${decimal(location.lat, 5)};${pair(location.zone)};` +
        `${q(area.grouping.code)};${q(area.grouping.label)};${pair(FAO_AREA_27)};${q(area.northSouth)};`,
    );
    cache.fishing.set(key, bytes);
  }
  return bytes;
}
