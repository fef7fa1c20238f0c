/**
 * The boat page skips its logbook and track queries for boats the logbooks (ERS) and position reports
 * (VMS) do not cover, by sets read once per store version (hasLogbook, hasPositions). These hold the
 * sets to the tables, and the boat reads to what they answered before for boats without such data.
 */
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { boatTrackMap } from './boat-track';
import { boatLogbook } from './boat-logbooks';
import { storeHasTable } from '../store-lookups';
import { hasLogbook } from './ers-messages';
import { hasPositions } from '../places/maps';
import { boatCatchOnBoard, boatOnBoardChanges } from './on-board';

let withLogbook: string[] = [];
let without: { id: string; callSign: string | null }[] = [];
let signsWithPositions: string[] = [];

generatedStoreForFile(async () => {
  withLogbook = (
    await queryStore<{ id: string }>('select distinct vessel_id as id from ers_lines order by 1 limit 5')
  ).map((row) => row.id);
  without = (
    await queryStore<{ id: string; callSign: string | null }>(
      `select vessel_id as id, radio_call_sign as "callSign" from boats
       where vessel_id not in (select vessel_id from ers_lines where vessel_id is not null)
         and (radio_call_sign is null or upper(radio_call_sign) not in (select radio_call_sign from latest_positions))
       order by 1 limit 5`,
    )
  ).map((row) => ({ ...row }));
  signsWithPositions = (
    await queryStore<{ sign: string }>(
      'select radio_call_sign as sign from latest_positions order by 1 limit 5',
    )
  ).map((row) => row.sign);
});

describe('which boats the logbooks and position reports cover', () => {
  it('knows the vessels with a logbook and the call signs with positions (any case), and no others', async () => {
    expect(withLogbook.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    expect(signsWithPositions.length).toBeGreaterThan(0);
    for (const id of withLogbook) expect(await hasLogbook(id)).toBe(true);
    for (const sign of signsWithPositions) {
      expect(await hasPositions(sign)).toBe(true);
      expect(await hasPositions(` ${sign.toLowerCase()} `)).toBe(true);
    }
    for (const { id, callSign } of without) {
      expect(await hasLogbook(id)).toBe(false);
      if (callSign) expect(await hasPositions(callSign)).toBe(false);
    }
    // Keys of every object are not call signs or vessels.
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(await hasLogbook(name)).toBe(false);
      expect(await hasPositions(name)).toBe(false);
    }
  });

  it('answers a boat without logbook or positions as before: no logbook, no track, “no-logbook” stock', async () => {
    for (const { id, callSign } of without) {
      expect(await boatLogbook(id)).toBeNull();
      expect(await boatTrackMap(id, callSign)).toBeNull();
      expect(await boatOnBoardChanges(id)).toBe('no-logbook');
      expect(await boatCatchOnBoard(id)).toBe('no-logbook');
    }
    expect(await boatOnBoardChanges('no-such-boat')).toBe('unknown-boat');
  });

  it('still reads the logbook of a boat that has one', async () => {
    const logbook = await boatLogbook(withLogbook[0]);
    expect(logbook).not.toBeNull();
    expect(await boatOnBoardChanges(withLogbook[0])).not.toBe('no-logbook');
  });
});

describe('which tables the store has', () => {
  it('lists the tables of the store once (older stores lack the logbook and quota tables), and nothing else', async () => {
    const tables = (
      await queryStore<{ name: string }>(
        "select table_name as name from duckdb_tables() where schema_name = 'main'",
      )
    ).map((row) => row.name);
    for (const table of ['landing_lines', 'ers_lines', 'quota_lines']) {
      expect(tables).toContain(table);
      expect(await storeHasTable(table)).toBe(true);
    }
    for (const missing of ['no_such_table', 'constructor', 'toString', '']) {
      expect(await storeHasTable(missing)).toBe(false);
    }
  });
});
