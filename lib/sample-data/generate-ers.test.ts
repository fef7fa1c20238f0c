import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readErsZip, type ErsLine } from '@/tests/helpers/ers-file';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile } from '@/tests/helpers/test-store';

/** The default data's logbooks (ERS), generated with its landing notes and ingested with them. */
let dataDir: string;
generatedStoreForFile((dir) => {
  dataDir = dir;
});

describe('the generated logbooks (ERS)', () => {
  it('are one zip a year of the four published files, every line readable', async () => {
    const zips = readdirSync(path.join(dataDir, 'sources'))
      .filter((name) => name.startsWith('elektronisk-rapportering-ers-'))
      .sort();
    expect(zips).toEqual(['elektronisk-rapportering-ers-2024.zip', 'elektronisk-rapportering-ers-2025.zip']);
    const lines: ErsLine[] = [];
    for await (const result of readErsZip(path.join(dataDir, 'sources', zips[1]))) {
      expect(result.error).toBeUndefined();
      lines.push(result.line!);
    }
    const types = new Set(lines.map((line) => line.type));
    expect(types).toEqual(new Set(['DEP', 'DCA', 'POR']));
    for (const haul of lines.filter((line) => line.type === 'DCA')) {
      expect(haul.stopTime! >= haul.eventTime!).toBe(true);
      expect(haul.latitude).not.toBeNull();
      expect(haul.gearCode).not.toBeNull();
    }
  });

  it('come from vessels of 15 m and more only, and from every such vessel that landed', async () => {
    const [row] = await queryStore<{ short: number; missing: number }>(
      `select
         (select count(distinct e.vessel_id) from ers_lines e join boats b using (vessel_id) where b.length < 15)::integer as short,
         (select count(distinct l.vessel_id) from landing_lines l join boats b using (vessel_id)
            where b.length >= 15 and b.radio_call_sign is not null
              and l.vessel_id not in (select vessel_id from ers_lines))::integer as missing`,
    );
    expect(row).toEqual({ short: 0, missing: 0 });
  });

  it('end every landing of those vessels with an arrival, whose catch on board matches the hauls and the notes', async () => {
    const rows = await queryStore<{
      vessel: string;
      notes: number;
      arrivals: number;
      landed: number;
      hauled: number;
      onBoard: number;
    }>(
      `with notes as (
         select vessel_id, count(distinct doc_key)::integer as notes, sum(round_weight) as landed
         from landing_lines where vessel_id in (select vessel_id from ers_lines) group by vessel_id
       ), logbook as (
         select vessel_id,
           count(distinct message_id) filter (where message_type = 'POR')::integer as arrivals,
           sum(round_weight) filter (where message_type = 'DCA') as hauled,
           sum(round_weight) filter (where message_type = 'POR') as on_board
         from ers_lines group by vessel_id
       )
       select vessel_id as vessel, notes, arrivals, landed, hauled, on_board as "onBoard"
       from notes join logbook using (vessel_id)`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect([row.vessel, row.arrivals]).toEqual([row.vessel, row.notes]);
      expect(Math.abs(row.hauled / row.landed - 1)).toBeLessThan(0.03);
      expect(Math.abs(row.onBoard / row.hauled - 1)).toBeLessThan(0.02);
    }
  });

  it('put each arrival on the day of its landing (or the day before, for a landing after midnight)', async () => {
    const [row] = await queryStore<{ arrivals: number; matched: number }>(
      `with arrivals as (
         select distinct vessel_id, message_id, cast(event_time as date) as day from ers_lines where message_type = 'POR'
       )
       select count(*)::integer as arrivals,
         count(*) filter (where exists (
           select 1 from landing_lines l where l.vessel_id = a.vessel_id
             and l.landing_date between a.day and a.day + 1))::integer as matched
       from arrivals a`,
    );
    expect(row.arrivals).toBeGreaterThan(0);
    expect(row.matched).toBe(row.arrivals);
  });
});
