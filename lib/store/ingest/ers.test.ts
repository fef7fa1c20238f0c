import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listZipEntries, readLines } from '@/lib/fiskeridir/csv';
import { ERS_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { ingestFiles, IngestInputError } from './index';

let dataDir: string;
let workDir: string;
freshStoreDirsForEachTest('fangstdata-ers-', (dirs) => ({ dataDir, workDir } = dirs));

/** One message file of the sample, as its lines (header first). */
async function sampleFile(part: string): Promise<string[]> {
  const entry = (await listZipEntries(ERS_SAMPLE_ZIP)).find((name) => name.includes(part))!;
  const lines: string[] = [];
  for await (const { line } of readLines(ERS_SAMPLE_ZIP, { entryName: entry })) lines.push(line);
  return lines;
}

const field = (lines: string[], name: string) => lines[0].split(';').indexOf(name);

describe('ingesting electronic logbooks (ERS)', () => {
  it('loads the four message files of the sample zip, every line, with round weights as published', async () => {
    const report = await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
    expect(report.files).toEqual([
      expect.objectContaining({ kind: 'ers', status: 'loaded', lines: 396, rejected: 0 }),
    ]);
    const counts = await queryCurrentStore<{ type: string; lines: number; messages: number; weight: number }>(
      dataDir,
      `select message_type as type, count(*)::integer as lines, count(distinct message_id)::integer as messages,
         sum(round_weight) as weight from ers_lines group by type order by type`,
    );
    for (const [type, part] of [
      ['DCA', 'fangstmelding'],
      ['DEP', 'avgangsmelding'],
      ['POR', 'ankomstmelding'],
      ['TRA', 'overforingsmelding'],
    ]) {
      const lines = await sampleFile(part);
      const rows = lines.slice(1).map((line) => line.split(';'));
      const weight = rows.reduce(
        (sum, r) => sum + Number(r[field(lines, 'Rundvekt')].replace(',', '.') || 0),
        0,
      );
      const messages = new Set(rows.map((r) => r[field(lines, 'Melding ID')])).size;
      const row = counts.find((c) => c.type === type)!;
      expect({ type, lines: row.lines, messages: row.messages }).toEqual({
        type,
        lines: rows.length,
        messages,
      });
      expect(row.weight).toBeCloseTo(weight, 3);
    }
    const [haul] = await queryCurrentStore<Record<string, unknown>>(
      dataDir,
      `select strftime(event_time, '%Y-%m-%d %H:%M') as start, strftime(stop_time, '%Y-%m-%d %H:%M') as stop,
         latitude, longitude, stop_latitude, stop_longitude, gear_code, round_weight, vessel_id
       from ers_lines where message_id = 2270017`,
    );
    expect(haul).toEqual({
      start: '2020-12-31 00:00',
      stop: '2021-01-01 00:00',
      latitude: -62.717,
      longitude: -57.217,
      stop_latitude: -62.667,
      stop_longitude: -57.3,
      gear_code: '53',
      round_weight: 235218,
      vessel_id: '2008045929',
    });
  });

  it('skips the same zip the second time and makes no new version', async () => {
    await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
    const again = await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
    expect(again.changed).toBe(false);
    expect(again.files[0].status).toBe('skipped-unchanged');
  });

  it('replaces a year with a newer copy of its file instead of adding to it', async () => {
    await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
    const lines = await sampleFile('fangstmelding');
    const fewer = path.join(workDir, 'fangstmelding-dca.csv');
    writeFileSync(fewer, `\uFEFF${lines.slice(0, 51).join('\n')}\n`);
    const report = await ingestFiles([fewer], { dataDir });
    expect(report.files[0]).toMatchObject({ kind: 'ers', lines: 50 });
    const [{ n }] = await queryCurrentStore<{ n: number }>(
      dataDir,
      "select count(*)::integer as n from ers_lines where message_type = 'DCA'",
    );
    expect(n).toBe(50);
    const [{ others }] = await queryCurrentStore<{ others: number }>(
      dataDir,
      "select count(*)::integer as others from ers_lines where message_type <> 'DCA'",
    );
    expect(others).toBe(297);
  });

  it('refuses a file whose header lacks a required column, with nothing changed', async () => {
    await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
    const before = currentStoreFile(dataDir);
    const lines = await sampleFile('fangstmelding');
    const bad = path.join(workDir, 'bad-dca.csv');
    writeFileSync(bad, [lines[0].replace(';Rundvekt;', ';Vekt;'), ...lines.slice(1)].join('\n'));
    await expect(ingestFiles([bad], { dataDir })).rejects.toThrow(IngestInputError);
    await expect(ingestFiles([bad], { dataDir })).rejects.toThrow(/lacks required columns: Rundvekt/);
    expect(currentStoreFile(dataDir)).toBe(before);
  });

  it('rejects a cut-off line and a line with a position off the globe, with their line numbers', async () => {
    const lines = await sampleFile('fangstmelding');
    const latitude = field(lines, 'Startposisjon bredde');
    const offGlobe = lines[5].split(';');
    offGlobe[latitude] = '123,4';
    const file = path.join(workDir, 'dca.csv');
    writeFileSync(
      file,
      [...lines.slice(0, 5), offGlobe.join(';'), ...lines.slice(6, 99), lines[99].slice(0, 40)].join('\n'),
    );
    // Two bad lines of 99 are over the default 1 % limit: refused, nothing stored.
    await expect(ingestFiles([file], { dataDir })).rejects.toThrow(/2 of its 99 lines are malformed/);
    expect(currentStoreFile(dataDir)).toBeNull();
    const report = await ingestFiles([file], { dataDir, limits: { maxRejectedShare: 0.05 } });
    expect(report.rejected).toEqual([
      { file: 'dca.csv', line: 6, reason: 'Posisjonen er utenfor gyldig område' },
      { file: 'dca.csv', line: 100, reason: expect.any(String) },
    ]);
    expect(report.files[0]).toMatchObject({ lines: 97, rejected: 2 });
  });
});
