import { GET as haulsCsv } from '@/app/(site)/fangstmeldinger/csv/route';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { haulFilterOptions, latestHauls } from '../latest-hauls';

generatedStoreForFile();

const countHauls = async (where = 'true', params: Record<string, string> = {}) =>
  (
    await queryStore<{ n: number }>(
      `select count(distinct message_id)::integer as n from ers_lines e left join boats b using (vessel_id)
       where message_type = 'DCA' and ${where}`,
      params,
    )
  )[0].n;

describe('latestHauls (/fangstmeldinger)', () => {
  it('lists every haul newest first, paged, with its weight per species', async () => {
    const first = await latestHauls({}, 1, 20);
    expect(first.total).toBe(await countHauls());
    expect(first.hauls).toHaveLength(20);
    const starts = first.hauls.map((haul) => haul.start);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(first.newest).toBe(starts[0]);
    const second = await latestHauls({}, 2, 20);
    expect(second.hauls[0].start <= first.hauls[19].start).toBe(true);
    for (const haul of first.hauls) {
      expect(haul.weight).toBeCloseTo(
        haul.species.reduce((sum, species) => sum + species.weight, 0),
        0,
      );
    }
  });

  it('filters by gear group, species, main area and the vessels’ length group', async () => {
    const options = await haulFilterOptions();
    const gear = options.gears[0].code;
    expect((await latestHauls({ gear }, 1, 5)).total).toBe(
      await countHauls('e.gear_group_code = $gear', { gear }),
    );
    const species = options.species[0].code;
    const withSpecies = await latestHauls({ species }, 1, 50);
    expect(withSpecies.total).toBe(await countHauls('e.species_code = $species', { species }));
    for (const haul of withSpecies.hauls) expect(haul.species.map((s) => s.code)).toContain(species);
    const area = options.areas[0].code;
    expect((await latestHauls({ area }, 1, 5)).total).toBe(
      await countHauls('e.main_area_code = $area', { area }),
    );
    expect((await latestHauls({ length: '5' }, 1, 5)).total).toBe(await countHauls('b.length >= 28'));
  });

  it('names each main area as the landing notes do, for the filter and for every haul', async () => {
    const named = new Map(
      (
        await queryStore<{ code: string; label: string }>(
          "select code, label from code_values where category = 'mainArea'",
        )
      ).map((row) => [row.code, row.label]),
    );
    const options = await haulFilterOptions();
    expect(options.areas.length).toBeGreaterThan(0);
    for (const area of options.areas) expect(area.name).toBe(named.get(area.code) ?? null);
    expect(options.areas.filter((area) => area.name).length).toBeGreaterThan(0);
    const { hauls } = await latestHauls({}, 1, 50);
    for (const haul of hauls) {
      expect(haul.mainArea).toBe(haul.mainAreaCode ? (named.get(haul.mainAreaCode) ?? null) : null);
    }
  });

  it('downloads the filtered hauls as CSV', async () => {
    const options = await haulFilterOptions();
    const gear = options.gears[0].code;
    const response = await haulsCsv(new Request(`http://localhost/fangstmeldinger/csv?gear=${gear}&area=x`));
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toContain('Rundvekt (kg)');
    expect(lines.length - 1).toBe(Math.min(5000, await countHauls('e.gear_group_code = $gear', { gear })));
  });
});
