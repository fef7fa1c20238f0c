import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildBuyers, buyerRegister } from './buyers';
import { networkInYear, setStationYears } from './buyer-turnover';
import type { ByteChunk } from '@/lib/fiskeridir/chunk-writer';
import { calendarDay, dayNumber, isoDay, parseIsoDay } from './dates';
import { buildFleet } from './fleet';
import { fleetSizeFor } from './fleet-segments';
import { landingFileChunks, tallyTripsToCome, type LandedLineListener } from './landing-notes';
import { buildYearSchedule, landedBy, type YearSchedule } from './schedule';
import { GENERATED_QUOTA_TYPE, QuotaTally, registerExtract } from './register-extract-output';
import { vesselRegister } from './vessel-register-output';
import { vmsChunks, vmsLineEstimate } from './vms';
import { writeSmallZipFile, writeZipFile } from './zip-writer';
import { ERS_ENTRY_NAMES, ersYearFiles } from './ers';
import { ERS_MESSAGE_TYPES } from '@/lib/fiskeridir/ers';

/**
 * Writes a complete, deterministic set of sample files in the directorate's official formats:
 *
 * - `fangstdata_YYYY.csv.zip` (holding `fangstdata_YYYY.csv`) for each year: exactly `linesPerYear`
 *   lines for a whole year; a year cut off at `endDate` has the lines of the whole year's trips landed
 *   by then (its natural share, season for season);
 * - with `earlierCopy`, `fangstdata_YYYY_earlier.csv.zip` for the newest year: the same year's file as
 *   published on the 1st of the last day's month (1 December for a whole year);
 * - `register_vessels.json` (the vessel register with ownership and name history);
 * - `register_buyers.json` (buyers and their receiving stations);
 * - `frtyweb.tar`, the register extract: vessels, owners (with holding companies) and quotas fitted to
 *   the landings written (vessels fish 60–110 % of their quotas over a whole year);
 * - `YYYY-VMS.csv.zip` (holding `YYYY-VMS.csv`) for the last `vmsDays` days up to the last day, one file
 *   per year the days fall in;
 * - `elektronisk-rapportering-ers-YYYY.zip` for each year: the logbooks (departure, catch, arrival and
 *   transfer files) of the vessels of 15 m and more, trip by trip as the landing notes have them.
 *
 * Same options, same bytes: nothing reads the clock except the default `endYear`.
 */

export interface GenerateSampleOptions {
  outDir: string;
  /** Number of catch years, ending with the newest (a partial newest year counts). Default 2. */
  years?: number;
  /** Landing-note lines in each whole year's file. Default 150 000. */
  linesPerYear?: number;
  seed?: number;
  /** Newest catch year, written whole (to 31 December). Default: last year. */
  endYear?: number;
  /**
   * The last day with landings (yyyy-mm-dd), instead of `endYear`: the newest catch year runs from
   * 1 January to this day, as the directorate's nightly file has it on the morning after.
   */
  endDate?: string;
  /** Days of VMS positions up to the last day; 0 writes no VMS file. Default 30. */
  vmsDays?: number;
  /** Also write the newest year's file as published earlier (see above). */
  earlierCopy?: boolean;
  /** Write the electronic logbooks (ERS) of each year. Default true. */
  ers?: boolean;
  /** With `ers`, only the years from this one (the directorate's logbooks start in 2011). */
  ersFromYear?: number;
  /**
   * Boats leave the fleet and new ones take their places, stations open and close over the years
   * (fleet-turnover.ts, buyer-turnover.ts): a long history. Default false.
   */
  turnover?: boolean;
  /** Write the landing and logbook files of these years only (the registers always). Default all. */
  onlyYearsFrom?: number;
  /**
   * The day the files are published (yyyy-mm-dd): it dates the registers and the files'
   * Oppdateringstidspunkt, and prices of the 12 months before it are withheld. Default: the day after
   * `endDate`, or 1 July after `endYear`.
   */
  referenceDate?: string;
  onProgress?: (done: number, total: number) => void;
}

export interface GenerateSampleResult {
  files: string[];
  landingLines: number;
  vessels: number;
  buyers: number;
  /** The last day with landings and the publication day, yyyy-mm-dd. */
  endDate: string;
  referenceDate: string;
}

export function landingFileName(year: number): string {
  return `fangstdata_${year}.csv.zip`;
}

function earlierLandingFileName(year: number): string {
  return `fangstdata_${year}_earlier.csv.zip`;
}

function ersFileName(year: number): string {
  return `elektronisk-rapportering-ers-${year}.zip`;
}

/** The directorate's positions start in 2011: at most about that many years of them. */
const MAX_VMS_DAYS = 366 * 16;

function vmsFileName(year: number): string {
  return `${year}-VMS.csv.zip`;
}

const VESSEL_REGISTER_FILE = 'register_vessels.json';
const BUYER_REGISTER_FILE = 'register_buyers.json';
const REGISTER_EXTRACT_FILE = 'frtyweb.tar';

/** The day the earlier copy of the newest year's file was published: the 1st of its last day's month. */
function earlierCopyDay(lastDay: number): number {
  const { year, month } = calendarDay(lastDay);
  return dayNumber(year, month, 1);
}

/** Compression level: 3 is about three times as fast as 6 for a 25 % larger file. */
const ZIP_LEVEL = 3;

async function writeZipEntry(
  file: string,
  entryName: string,
  day: number,
  chunks: Iterable<ByteChunk>,
  expectedBytes: number,
  onLines: (lines: number) => void,
) {
  await writeZipFile(file, chunks, {
    entryName,
    modified: calendarDay(day),
    level: ZIP_LEVEL,
    // Well below 4 GiB the plain format is the most widely readable.
    zip64: expectedBytes > 3_000_000_000,
    onChunk: (chunk) => onLines(chunk.lines),
  });
}

interface ResolvedOptions {
  years: number;
  linesPerYear: number;
  seed: number;
  vmsDays: number;
  earlierCopy: boolean;
  /** The last day with landings and the publication day, as day numbers. */
  lastDay: number;
  referenceDay: number;
}

function resolveOptions(options: GenerateSampleOptions): ResolvedOptions {
  const years = options.years ?? 2;
  const linesPerYear = options.linesPerYear ?? 150_000;
  const seed = options.seed ?? 1;
  const vmsDays = options.vmsDays ?? 30;
  const invalid = (message: string): never => {
    throw new Error(message);
  };
  if (!Number.isInteger(years) || years < 1) invalid(`years must be a positive whole number, got ${years}`);
  if (!Number.isInteger(linesPerYear) || linesPerYear < 1) {
    invalid(`linesPerYear must be a positive whole number, got ${linesPerYear}`);
  }
  if (!Number.isInteger(seed)) invalid(`seed must be a whole number, got ${seed}`);
  let lastDay: number;
  if (options.endDate === undefined) {
    const endYear = options.endYear ?? new Date().getFullYear() - 1;
    if (!Number.isInteger(endYear) || endYear < 2001 || endYear > 2100) {
      invalid(`endYear must be a year, got ${endYear}`);
    }
    lastDay = dayNumber(endYear, 12, 31);
  } else {
    if (options.endYear !== undefined) {
      invalid(`give endYear or endDate, not both (got ${options.endYear} and ${options.endDate})`);
    }
    lastDay = parseIsoDay(options.endDate);
    const year = calendarDay(lastDay).year;
    if (year < 2001 || year > 2100) invalid(`endDate must be in 2001–2100, got ${options.endDate}`);
  }
  if (!Number.isInteger(vmsDays) || vmsDays < 0 || vmsDays > MAX_VMS_DAYS) {
    invalid(`vmsDays must be 0–${MAX_VMS_DAYS}, got ${vmsDays}`);
  }
  const referenceDay = options.referenceDate
    ? parseIsoDay(options.referenceDate)
    : options.endDate === undefined
      ? dayNumber(calendarDay(lastDay).year + 1, 7, 1)
      : lastDay + 1;
  if (referenceDay <= lastDay) {
    invalid(
      `referenceDate must be after the last day with landings (${isoDay(lastDay)}), got ${options.referenceDate}`,
    );
  }
  return {
    years,
    linesPerYear,
    seed,
    vmsDays,
    earlierCopy: options.earlierCopy ?? false,
    lastDay,
    referenceDay,
  };
}

/** The VMS files: the last `days` days up to `lastDay`, split by year, never before `firstYear`. */
function vmsWindows(lastDay: number, days: number, firstYear: number) {
  const windows: { year: number; firstDay: number; lastDay: number }[] = [];
  if (days === 0) return windows;
  const first = Math.max(lastDay - days + 1, dayNumber(firstYear, 1, 1));
  for (let year = calendarDay(first).year; year <= calendarDay(lastDay).year; year++) {
    windows.push({
      year,
      firstDay: Math.max(first, dayNumber(year, 1, 1)),
      lastDay: Math.min(lastDay, dayNumber(year, 12, 31)),
    });
  }
  return windows;
}

export async function generateSampleFiles(options: GenerateSampleOptions): Promise<GenerateSampleResult> {
  const { years, linesPerYear, seed, vmsDays, earlierCopy, lastDay, referenceDay } = resolveOptions(options);
  const endYear = calendarDay(lastDay).year;
  const firstYear = endYear - years + 1;

  const fleet = buildFleet({
    seed,
    size: fleetSizeFor(linesPerYear),
    firstYear,
    lastYear: endYear,
    referenceDay,
    turnover: options.turnover,
  });
  const orgNumbers = new Set(
    fleet.vessels.flatMap((vessel) => vessel.owners.map((period) => period.owner.id)),
  );
  const everyStation = buildBuyers(seed, fleet.vessels.length, orgNumbers);
  if (options.turnover) setStationYears(everyStation, seed, firstYear, endYear);
  // Document numbers run on across years; leave each year room for all its notes.
  const documentNumberStride = Math.max(200_000, Math.ceil((linesPerYear * 1.05) / 100_000) * 100_000);

  await mkdir(options.outDir, { recursive: true });
  const files: string[] = [];
  const referenceYear = calendarDay(referenceDay).year;
  const vesselFile = path.join(options.outDir, VESSEL_REGISTER_FILE);
  await writeFile(vesselFile, JSON.stringify(vesselRegister(fleet)));
  files.push(vesselFile);
  const buyerFile = path.join(options.outDir, BUYER_REGISTER_FILE);
  await writeFile(buyerFile, JSON.stringify(buyerRegister(everyStation, referenceYear)));
  files.push(buyerFile);

  const vms = vmsWindows(lastDay, vmsDays, firstYear);
  const vmsEstimate = vms.reduce(
    (sum, window) => sum + vmsLineEstimate(fleet, window.firstDay, window.lastDay),
    0,
  );
  // The newest year's lines in proportion to its days: a progress estimate only.
  const newestShare =
    (lastDay - dayNumber(endYear, 1, 1) + 1) / (dayNumber(endYear + 1, 1, 1) - dayNumber(endYear, 1, 1));
  const landingEstimate = Math.round(linesPerYear * (years - 1 + newestShare * (earlierCopy ? 2 : 1)));
  const total = landingEstimate + vmsEstimate;
  let done = 0;
  const progress = (lines: number) => {
    done = Math.min(total, done + lines);
    options.onProgress?.(done, total);
  };

  let landingLines = 0;
  // The whole years' trips, also those after the last day: VMS shows boats at sea on the last day.
  const vmsSchedules = new Map<number, YearSchedule>();
  const tally = new QuotaTally();
  const tallyYear =
    (year: number): LandedLineListener =>
    (vesselId, species, roundKg, quotaTypeCode) => {
      if (quotaTypeCode === GENERATED_QUOTA_TYPE) tally.add(vesselId, year, species, roundKg);
    };
  // Lines are 1–1.2 kB; ZIP64 is only used when a file could come near 4 GiB.
  const expectedLandingBytes = linesPerYear * 1_300;
  for (let year = Math.max(firstYear, options.onlyYearsFrom ?? firstYear); year <= endYear; year++) {
    const network = networkInYear(everyStation, year);
    const wholeYear = buildYearSchedule(fleet, year, seed, linesPerYear);
    const schedule = landedBy(wholeYear, lastDay);
    if (vms.some((window) => window.year === year)) vmsSchedules.set(year, wholeYear);
    const file = path.join(options.outDir, landingFileName(year));
    const common = { fleet, network, schedule, seed, documentNumberStride, historyEndDay: referenceDay };
    await writeZipEntry(
      file,
      `fangstdata_${year}.csv`,
      referenceDay,
      landingFileChunks({
        ...common,
        publishedDay: referenceDay,
        kind: 'final',
        onFinalLine: tallyYear(year),
      }),
      expectedLandingBytes,
      (lines) => {
        landingLines += lines;
        progress(lines);
      },
    );
    files.push(file);
    tallyTripsToCome(fleet, wholeYear, schedule.count, tallyYear(year));
    if (earlierCopy && year === endYear) {
      const earlierFile = path.join(options.outDir, earlierLandingFileName(year));
      const day = earlierCopyDay(lastDay);
      await writeZipEntry(
        earlierFile,
        `fangstdata_${year}.csv`,
        day,
        landingFileChunks({ ...common, publishedDay: day, kind: 'earlier' }),
        expectedLandingBytes,
        progress,
      );
      files.push(earlierFile);
    }
    if ((options.ers ?? true) && year >= (options.ersFromYear ?? firstYear)) {
      const ersFile = path.join(options.outDir, ersFileName(year));
      const bytes = ersYearFiles({ fleet, network, schedule });
      await writeSmallZipFile(
        ersFile,
        ERS_MESSAGE_TYPES.map((type) => ({ name: ERS_ENTRY_NAMES[type](year), bytes: bytes[type] })),
        { modified: calendarDay(referenceDay), level: ZIP_LEVEL },
      );
      files.push(ersFile);
    }
  }

  const extractFile = path.join(options.outDir, REGISTER_EXTRACT_FILE);
  await writeFile(extractFile, registerExtract(fleet, tally, seed));
  files.push(extractFile);

  for (const window of vms) {
    // A window in a year not written (onlyYearsFrom) has no trips to follow.
    if (!vmsSchedules.has(window.year)) continue;
    const file = path.join(options.outDir, vmsFileName(window.year));
    await writeZipEntry(
      file,
      `${window.year}-VMS.csv`,
      window.lastDay + 1,
      vmsChunks({
        fleet,
        network: networkInYear(everyStation, window.year),
        schedule: vmsSchedules.get(window.year)!,
        seed,
        firstDay: window.firstDay,
        lastDay: window.lastDay,
      }),
      vmsLineEstimate(fleet, window.firstDay, window.lastDay) * 160,
      progress,
    );
    files.push(file);
  }
  options.onProgress?.(total, total);

  return {
    files,
    landingLines,
    vessels: fleet.vessels.length,
    buyers: everyStation.buyers.length,
    endDate: isoDay(lastDay),
    referenceDate: isoDay(referenceDay),
  };
}
