import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isoDay, parseIsoDay } from './dates';
import { osloToday } from '@/lib/url-state/detail-period';

/**
 * The embedded default data set (`npm run sample-data`, run by a first `npm start`): which years it
 * covers and up to which day, and the record of that kept beside the generated files, so a later run
 * makes the same data set again unless it is asked for another end date.
 */

/** The current year and the two before it: the years the directorate republishes every night. */
export const DEFAULT_SAMPLE_YEARS = 3;

/** What a generation was asked for, kept as `sample-data.json` in the generated files' folder. */
export interface SampleDataRecord {
  /** The last day with landings, yyyy-mm-dd. */
  endDate: string;
  years: number;
  linesPerYear: number;
  seed: number;
}

const RECORD_FILE = 'sample-data.json';

export function readSampleDataRecord(dir: string): SampleDataRecord | null {
  const file = path.join(dir, RECORD_FILE);
  if (!existsSync(file)) return null;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<SampleDataRecord>;
    if (typeof record.endDate !== 'string') return null;
    parseIsoDay(record.endDate);
    return record as SampleDataRecord;
  } catch {
    // A damaged record is not worth stopping for: the data set is then made up to yesterday.
    return null;
  }
}

export function writeSampleDataRecord(dir: string, record: SampleDataRecord): void {
  writeFileSync(path.join(dir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** The day before `now` in Norway, yyyy-mm-dd: the newest day the directorate's nightly file covers. */
export function osloYesterday(now: Date = new Date()): string {
  return isoDay(parseIsoDay(osloToday(now)) - 1);
}

export type EndDateSource = 'given' | 'recorded' | 'yesterday';

/**
 * The last day with landings: the one asked for (`--end-date` or SAMPLE_END_DATE, named by `givenBy` in
 * errors; `yesterday` asks for a new data set up to yesterday), else the one recorded by the previous
 * generation, else yesterday. A day after yesterday is refused: its landings are not all in yet.
 */
export function resolveEndDate(
  given: { value: string; givenBy: string } | undefined,
  recorded: SampleDataRecord | null,
  now: Date = new Date(),
): { endDate: string; source: EndDateSource } {
  const yesterday = osloYesterday(now);
  if (!given)
    return recorded
      ? { endDate: recorded.endDate, source: 'recorded' }
      : { endDate: yesterday, source: 'yesterday' };
  if (given.value === 'yesterday') return { endDate: yesterday, source: 'yesterday' };
  const fail = (why: string): never => {
    throw new Error(`${given.givenBy} ${why}`);
  };
  try {
    parseIsoDay(given.value);
  } catch {
    fail(`must be a date like 2026-11-25 or "yesterday", got "${given.value}"`);
  }
  if (given.value > yesterday) {
    fail(`${given.value} is after yesterday (${yesterday}): that day's landings are not all in yet`);
  }
  return { endDate: given.value, source: 'given' };
}
