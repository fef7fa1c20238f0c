import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  osloYesterday,
  readSampleDataRecord,
  resolveEndDate,
  writeSampleDataRecord,
  type SampleDataRecord,
} from './default-data-set';

/** A late evening in Oslo (23:30 on 25 November) that is still the 25th in UTC: yesterday is the 24th. */
const NOW = new Date('2026-11-25T22:30:00Z');
const RECORD: SampleDataRecord = { endDate: '2026-10-31', years: 3, linesPerYear: 150_000, seed: 1 };

describe('the default data set’s end date', () => {
  it('is yesterday in Oslo, whatever the machine’s time zone', () => {
    expect(osloYesterday(NOW)).toBe('2026-11-24');
    // Midnight has passed in Oslo while it is still the 31st in UTC.
    expect(osloYesterday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('takes the date asked for, else the recorded one, else yesterday', () => {
    const given = { value: '2026-06-30', givenBy: '--end-date' };
    expect(resolveEndDate(given, RECORD, NOW)).toEqual({ endDate: '2026-06-30', source: 'given' });
    expect(resolveEndDate(undefined, RECORD, NOW)).toEqual({ endDate: '2026-10-31', source: 'recorded' });
    expect(resolveEndDate(undefined, null, NOW)).toEqual({ endDate: '2026-11-24', source: 'yesterday' });
    // `yesterday` asks for a new data set even when one is recorded.
    expect(resolveEndDate({ value: 'yesterday', givenBy: '--end-date' }, RECORD, NOW)).toEqual({
      endDate: '2026-11-24',
      source: 'yesterday',
    });
  });

  it('refuses a date that does not exist or whose landings are not all in, naming where it came from', () => {
    expect(() => resolveEndDate({ value: '2026-02-30', givenBy: 'SAMPLE_END_DATE' }, null, NOW)).toThrow(
      'SAMPLE_END_DATE must be a date like 2026-11-25 or "yesterday", got "2026-02-30"',
    );
    expect(() => resolveEndDate({ value: '2026-11-25', givenBy: '--end-date' }, null, NOW)).toThrow(
      '--end-date 2026-11-25 is after yesterday (2026-11-24)',
    );
  });

  it('is recorded beside the generated files, and a damaged record is ignored', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sample-record-'));
    try {
      expect(readSampleDataRecord(dir)).toBeNull();
      writeSampleDataRecord(dir, RECORD);
      expect(readSampleDataRecord(dir)).toEqual(RECORD);
      writeFileSync(path.join(dir, 'sample-data.json'), '{"endDate": "31.10.2026"}');
      expect(readSampleDataRecord(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
