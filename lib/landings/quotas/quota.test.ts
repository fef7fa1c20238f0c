import { queryStore } from '@/lib/store/landing-store';
import { callRoute } from '@/tests/helpers/call-route';
import { GET as quotaRoute } from '@/app/api/boats/quota/[id]/route';
import { GET as fishedRoute } from '@/app/api/fishing/fished/kvota/route';
import { GET as boatFishedRoute } from '@/app/api/fishing/fished/kvota/[id]/route';
import { GET as quotaCsvGet } from '@/app/(site)/kvoter/csv/[table]/route';
import { GET as boatCsvGet } from '@/app/(site)/boats/[id]/csv/[table]/route';
import { COUNTED_QUOTA_TYPES } from '@/lib/store/ingest/read-models/derive';
import { FISHED_SHARE } from '@/lib/sample-data/register-extract-output';
import { generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';
import { boatQuota, ownerQuotas, type BoatQuota } from './quota';
import type { Fished } from './quota-fished';
import { quotaHoldings } from './quota-holdings';

type AnyRoute = Parameters<typeof callRoute>[0];
const quotaCsvRoute = quotaCsvGet as unknown as AnyRoute;
const boatCsvRoute = boatCsvGet as unknown as AnyRoute;

/** Quotas on the default (generated) data: the generator's frtyweb.tar ingested with its landings. */

let latestYear: number;
/** The vessel with the most quota in tonnes in the latest year. */
let boatId: string;

generatedStoreForFile(async () => {
  latestYear = await latestLandingYear();
  const [row] = await queryStore<{ vessel_id: string }>(
    `select vessel_id from quota_lines where year = $1 group by vessel_id order by sum(quota_weight) desc nulls last limit 1`,
    [latestYear],
  );
  boatId = row.vessel_id;
});

describe('quotas on the generated data', () => {
  it('counts each line’s catch from exactly the landings of its vessel, year and species', async () => {
    const lines = await queryStore<{
      vessel_id: string;
      year: number;
      species_code: string | null;
      catch_weight: number | null;
      catch_source: string | null;
      quota_weight: number | null;
      unit: string;
    }>('select * from quota_lines');
    const tonnes = lines.filter((line) => line.unit === 'tonnes');
    expect(tonnes.length).toBeGreaterThan(50);
    expect(lines.some((line) => line.unit === 'factor')).toBe(true);
    // Every generated line names its species the way the landing notes do: all are matched.
    expect(tonnes.every((line) => line.species_code !== null && line.catch_source === 'landings')).toBe(true);

    const landed = await queryStore<{ vessel_id: string; year: number; code: string; w: number }>(
      `select vessel_id, year(landing_date)::integer as year, species_fdir_code as code, sum(round_weight) as w
       from landing_lines
       where quota_type_code is null or quota_type_code in (${COUNTED_QUOTA_TYPES.map((code) => `'${code}'`).join(', ')})
       group by all`,
    );
    const landedBy = new Map(
      landed.map((row) => [`${row.vessel_id}|${row.year}|${row.code}`, Number(row.w)]),
    );
    for (const line of tonnes) {
      const expected = landedBy.get(`${line.vessel_id}|${line.year}|${line.species_code}`) ?? 0;
      expect(Number(line.catch_weight)).toBeCloseTo(expected, 3);
      // The generator fitted the quotas so that vessels fished 60–110 % of them (quota to the kg).
      const share = Number(line.catch_weight) / Number(line.quota_weight);
      expect(share).toBeGreaterThanOrEqual(FISHED_SHARE.min - 0.001);
      expect(share).toBeLessThanOrEqual(FISHED_SHARE.max + 0.001);
    }
    // A factor is never a tonnage, and nothing is counted against it.
    for (const line of lines.filter((l) => l.unit === 'factor')) expect(line.quota_weight).toBeNull();
  });

  it('keeps no 11-digit person number in any table', async () => {
    // Eleven digits standing alone: not part of a longer number, an id in hex, or a decimal fraction
    // (the read models keep figures such as 0.12345678901 in JSON).
    const ELEVEN_DIGITS_NOT_IN_A_NUMBER = '(^|[^0-9a-f.])[0-9]{11}([^0-9a-f.]|[.][^0-9]|[.]$|$)';
    const tables = await queryStore<{ name: string }>(
      "select table_name as name from duckdb_tables() where schema_name = 'main' and table_name not in ('landing_lines', 'positions', 'documents')",
    );
    for (const { name } of tables) {
      const columns = await queryStore<{ column_name: string }>(
        `select column_name from duckdb_columns() where table_name = '${name}' and data_type = 'VARCHAR'`,
      );
      if (columns.length === 0) continue;
      const [hit] = await queryStore<{ n: number }>(
        `select count(*)::integer as n from "${name}" where ${columns
          .map(
            (column) =>
              `regexp_matches(coalesce("${column.column_name}", ''), '${ELEVEN_DIGITS_NOT_IN_A_NUMBER}')`,
          )
          .join(' or ')}`,
      );
      expect({ table: name, hits: hit.n }).toEqual({ table: name, hits: 0 });
    }
    const [persons] = await queryStore<{ n: number }>(
      "select count(*)::integer as n from owners where entity_type = 'PERSON' and owner_id like 'P%'",
    );
    expect(persons.n).toBeGreaterThan(0);
  });

  it('answers /api/boats/quota/{id} with the quota lines, remaining and share fished', async () => {
    const answer = await callRoute<BoatQuota>(quotaRoute, `/api/boats/quota/${boatId}`, { id: boatId });
    expect(answer.status).toBe(200);
    expect(answer.body.year).toBe(latestYear);
    expect(answer.body.quotaYears[0]).toBe(latestYear);
    const line = answer.body.lines.find((l) => l.unit === 'tonnes')!;
    expect(line.quotaWeight).toBeCloseTo(line.size * 1000, 1);
    expect(line.remainingWeight).toBeCloseTo(line.quotaWeight! - line.catchWeight!, 1);
    expect(line.shareFished).toBeCloseTo(line.catchWeight! / line.quotaWeight!, 3);
    expect((await callRoute(quotaRoute, '/api/boats/quota/5', { id: '5' })).status).toBe(404);
  });

  it('gives each year of a boat its own quota lines, by line number, and every year that has any', async () => {
    const boats = await queryStore<{ id: string }>(
      'select vessel_id as id from quota_lines group by vessel_id order by count(distinct year) desc, 1 limit 6',
    );
    let years = 0;
    for (const { id } of boats) {
      const stored = await queryStore<{ year: number; lines: string[] }>(
        `select year, list(line_number order by try_cast(line_number as integer), line_number) as lines
         from quota_lines where vessel_id = $1 group by year order by year desc`,
        [id],
      );
      for (const year of [...stored.map((row) => row.year), 1999]) {
        const quota = await boatQuota(id, year);
        expect(quota!.quotaYears).toEqual(stored.map((row) => row.year));
        expect(quota!.lines.map((line) => [line.year, line.lineNumber])).toEqual(
          (stored.find((row) => row.year === year)?.lines ?? []).map((line) => [year, line]),
        );
      }
      years += stored.length;
    }
    expect(years).toBeGreaterThan(boats.length);
  });

  it('answers /api/fishing/fished/kvota with the fleet’s quota per species, and one boat’s lines', async () => {
    const fleet = await callRoute<Fished>(fishedRoute, `/api/fishing/fished/kvota?Data=${latestYear}`);
    expect(fleet.status).toBe(200);
    const [expected] = await queryStore<{ w: number }>(
      'select sum(quota_weight) as w from quota_lines where year = $1',
      [latestYear],
    );
    const speciesTotal = fleet.body.speciesQuotas.reduce((sum, s) => sum + (s.quotaWeight ?? 0), 0);
    expect(speciesTotal).toBeCloseTo(Number(expected.w), 0);
    const ordinaryWithQuota = fleet.body.rows.filter((row) => row.quota !== null);
    expect(ordinaryWithQuota.length).toBeGreaterThan(0);
    expect(ordinaryWithQuota.every((row) => row.quotaTypeCode === '01')).toBe(true);

    const boat = await callRoute<Fished>(
      boatFishedRoute,
      `/api/fishing/fished/kvota/${boatId}?Data=${latestYear}`,
      {
        id: boatId,
      },
    );
    expect(boat.body.quotaLines.length).toBeGreaterThan(0);
    expect(boat.body.quotaLines.every((line) => line.boatId === boatId && line.year === latestYear)).toBe(
      true,
    );
    const bad = await callRoute(fishedRoute, '/api/fishing/fished/kvota?Data=20x5');
    expect(bad.status).toBe(400);
  });

  it('sums holdings per owner group, and an owner’s quotas include those held through companies', async () => {
    const holdings = await quotaHoldings(latestYear);
    expect(holdings.years[0]).toBe(latestYear);
    expect(holdings.topGroups.length).toBeGreaterThan(0);
    expect(holdings.topTenShare).toBeGreaterThan(0);
    expect(holdings.topTenShare).toBeLessThanOrEqual(1);
    expect(holdings.topTenWeight).toBeCloseTo(
      holdings.topGroups.reduce((sum, group) => sum + group.quotaWeight, 0),
      1,
    );
    const [holding] = await queryStore<{ owner_id: string; vessels: number }>(
      `select c.owner_id, count(distinct c.vessel_id)::integer as vessels from owner_chains c
       join quota_lines q on q.vessel_id = c.vessel_id and q.year = $1
       where c.depth > 0 group by c.owner_id order by vessels desc, c.owner_id limit 1`,
      [latestYear],
    );
    expect(holding).toBeDefined();
    // A holding company owns no vessel directly, yet has its own page (an owners row) for its quotas.
    const [page] = await queryStore('select name, entity_type from owners where owner_id = $1', [
      holding.owner_id,
    ]);
    expect(page).toEqual({ name: expect.stringMatching(/Holding AS$/), entity_type: 'COMPANY' });
    const owner = await ownerQuotas(holding.owner_id, latestYear);
    expect(owner.vessels).toHaveLength(holding.vessels);
    expect(owner.vessels.every((vessel) => vessel.depth > 0)).toBe(true);
    expect(new Set(owner.lines.map((line) => line.boatId))).toEqual(
      new Set(owner.vessels.map((vessel) => vessel.boatId)),
    );
  });

  it('offers the /kvoter tables and the boat page’s quota lines as CSV', async () => {
    const groups = await callRoute<string>(quotaCsvRoute, `/kvoter/csv/eiergrupper?year=${latestYear}`, {
      table: 'eiergrupper',
    });
    expect(groups.status).toBe(200);
    const holdings = await quotaHoldings(latestYear);
    const rows = groups.body.trim().split('\n');
    expect(rows).toHaveLength(holdings.topGroups.length + 1);
    expect(rows[0]).toContain('Kvote (kg)');
    expect((await callRoute(quotaCsvRoute, '/kvoter/csv/nope', { table: 'nope' })).status).toBe(404);

    const boat = await callRoute<string>(boatCsvRoute, `/boats/${boatId}/csv/kvoter?year=${latestYear}`, {
      id: boatId,
      table: 'kvoter',
    });
    expect(boat.status).toBe(200);
    const lines = await queryStore<{ n: number }>(
      'select count(*)::integer as n from quota_lines where vessel_id = $1 and year = $2',
      [boatId, latestYear],
    );
    expect(boat.body.trim().split('\n')).toHaveLength(lines[0].n + 1);
  });
});
