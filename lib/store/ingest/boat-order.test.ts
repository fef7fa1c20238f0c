import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERS_SAMPLE_ZIP, VMS_SAMPLE_ZIP, writeLines } from '@/tests/helpers/fiskeridir-samples';
import { queryCurrentStore, storedTables } from '@/tests/helpers/store-query';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { BOAT_ORDER, type BoatOrderedTable } from './boat-order';
import { ingestFiles } from './index';
import { extractZipEntry } from './unzip';

let dataDir: string;
let workDir: string;
freshStoreDirsForEachTest('fangstdata-boat-order-', (dirs) => ({ dataDir, workDir } = dirs));

/** A row's boat-order key as JSON text: a list of its key columns as text. */
const keyJson = (table: BoatOrderedTable) =>
  `to_json([${BOAT_ORDER[table]
    .split(', ')
    .map((column) => `${column}::varchar`)
    .join(', ')}])::varchar`;

/** The keys of the table's rows in the order they are stored and in boat order (a year file at a time). */
async function storedAndBoatOrder(table: BoatOrderedTable) {
  const keys = async (from: string, order: string) =>
    (
      await queryCurrentStore<{ key: string }>(
        dataDir,
        `select ${keyJson(table)} as key from ${from} order by ${order}`,
      )
    ).map((row) => row.key);
  const stored: string[] = [];
  const boatOrder: string[] = [];
  for (const from of storedTables(dataDir, table)) {
    stored.push(...(await keys(from, 'rowid')));
    boatOrder.push(...(await keys(from, BOAT_ORDER[table])));
  }
  return { stored, boatOrder };
}

describe('the large tables in boat order', () => {
  it("stores each file's logbook lines and positions by boat, and keeps every row", async () => {
    const report = await ingestFiles([VMS_SAMPLE_ZIP, ERS_SAMPLE_ZIP], { dataDir });
    // The ERS file holds one entry per message type: all go in as one batch.
    const [{ types }] = await queryCurrentStore<{ types: number }>(
      dataDir,
      'select count(distinct message_type)::integer as types from ers_lines',
    );
    expect(types).toBeGreaterThan(1);
    for (const table of Object.keys(BOAT_ORDER) as BoatOrderedTable[]) {
      const { stored, boatOrder } = await storedAndBoatOrder(table);
      // Many boats, listed by date in the file: stored as read, the rows would not be in boat order.
      expect(new Set(stored.map((key) => JSON.parse(key)[0])).size).toBeGreaterThan(5);
      expect(stored).toEqual(boatOrder);
    }
    const [stored] = await queryCurrentStore<{ positions: number; logbook: number }>(
      dataDir,
      `select (select count(*) from positions)::integer as positions,
         (select count(*) from ers_lines)::integer as logbook`,
    );
    const loaded = (kind: string) => report.files.find((file) => file.kind === kind)?.lines;
    expect(stored).toEqual({ positions: loaded('vms'), logbook: loaded('ers') });
  });
});

describe('call signs of positions', () => {
  it('are stored upper-case, so the track query can compare the column itself', async () => {
    const csv = path.join(workDir, 'vms.csv');
    await extractZipEntry(VMS_SAMPLE_ZIP, csv, (name) => name.endsWith('.csv'));
    const [header, ...rows] = readFileSync(csv, 'utf8').split('\n').filter(Boolean);
    const signColumn = header.split(';').findIndex((name) => name.replace(/"/g, '') === 'Radiokallesignal');
    expect(signColumn).toBeGreaterThanOrEqual(0);
    const lowered = rows.map((row) => {
      const fields = row.split(';');
      fields[signColumn] = fields[signColumn].toLowerCase();
      return fields.join(';');
    });
    await ingestFiles([writeLines(workDir, 'vms_2023.csv', [header, ...lowered])], { dataDir });
    const [signs] = await queryCurrentStore<{ all: number; upper: number }>(
      dataDir,
      `select count(radio_call_sign)::integer as all,
         count(*) filter (where radio_call_sign = upper(radio_call_sign) and regexp_matches(radio_call_sign, '[A-Z]'))::integer as upper
       from positions`,
    );
    expect(signs.all).toBeGreaterThan(100);
    expect(signs.upper).toBe(signs.all);
  });
});
