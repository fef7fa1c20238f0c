import { formatNumber, formatPrice, formatWeight } from '@/lib/format';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { shareCard } from './share-card';

let boat: { id: string; name: string; year: number; weight: number };
let station: { id: string; weight: number };

generatedStoreForFile(async () => {
  [boat] = await queryStore(
    `select vessel_id as id, any_value(b.name) as name, year(landing_date)::integer as year, sum(round_weight) as weight
     from landing_lines l join boats b using (vessel_id)
     where year(landing_date) = (select max(year(landing_date)) from landing_lines) and b.name is not null
     group by vessel_id, year order by weight desc limit 1`,
  );
  [station] = await queryStore(
    `select station_id as id, sum(round_weight) as weight from landing_lines
     where year(landing_date) = (select max(year(landing_date)) from landing_lines) and station_id is not null
     group by station_id order by weight desc limit 1`,
  );
});

describe('share cards', () => {
  it('names the boat and gives this year’s landed weight', async () => {
    const card = await shareCard('boat', boat.id);
    expect(card).toMatchObject({ kicker: 'Fiskefartøy', title: boat.name, year: boat.year });
    expect(card!.facts[0]).toEqual({ label: `Landet ${boat.year}`, value: formatWeight(boat.weight) });
  });

  it('says how much of the weight the boat’s value covers', async () => {
    const [lines] = await queryStore<{ value: number | null; weight: number; priced: number }>(
      `select sum(amount_fisher) as value, sum(round_weight) as weight,
         sum(case when amount_fisher is null then 0 else round_weight end) as priced
       from landing_lines where vessel_id = $1 and year(landing_date) = $2`,
      [boat.id, boat.year],
    );
    // The generated newest year has months whose values are not published yet.
    expect(lines.value).not.toBeNull();
    expect(Number(lines.priced)).toBeLessThan(Number(lines.weight));
    const card = await shareCard('boat', boat.id);
    const percent = Math.floor((Number(lines.priced) / Number(lines.weight)) * 100);
    expect(card!.facts).toContainEqual({
      label: `Verdi, kjent for ${percent}\u00a0% av vekten`,
      value: formatPrice(Number(lines.value)),
    });
  });

  it('gives a station the weight it received', async () => {
    const card = await shareCard('station', station.id);
    expect(card!.facts[0]).toEqual({
      label: expect.stringMatching(/^Mottatt \d{4}$/),
      value: formatWeight(station.weight),
    });
  });

  it('gives every kind this year’s weight and landing notes of the raw lines', async () => {
    const year = boat.year;
    // The busiest firm, and the owner of the busiest boat (the card counts its current boats).
    const [{ firm, owner }] = await queryStore<{ firm: string; owner: string }>(
      `select (select buyer_id from landing_lines where year(landing_date) = $year and buyer_id is not null
                group by 1 order by count(*) desc limit 1) as firm,
              (select owner_id from boats where vessel_id = $boat) as owner`,
      { year, boat: boat.id },
    );
    const cases: [Parameters<typeof shareCard>[0], string, string][] = [
      ['boat', boat.id, 'vessel_id = $id'],
      ['owner', owner, 'vessel_id in (select vessel_id from boats where owner_id = $id)'],
      ['firm', firm, 'buyer_id = $id'],
      ['station', station.id, 'station_id = $id'],
    ];
    for (const [kind, id, lines] of cases) {
      const [expected] = await queryStore<{ weight: number; notes: number }>(
        `select sum(round_weight) as weight, count(distinct doc_key)::integer as notes from landing_lines
         where ${lines} and year(landing_date) = $year`,
        { id, year },
      );
      const facts = (await shareCard(kind, id))!.facts;
      expect([kind, facts.find((fact) => /^(Landet|Mottatt) /.test(fact.label))?.value]).toEqual([
        kind,
        formatWeight(expected.weight),
      ]);
      expect([kind, facts.find((fact) => fact.label === 'Landinger')?.value]).toEqual([
        kind,
        formatNumber(expected.notes),
      ]);
    }
  });

  it('is absent for an unknown id', async () => {
    expect(await shareCard('boat', '0000000000')).toBeNull();
    expect(await shareCard('firm', 'finnes-ikke')).toBeNull();
  });
});
