/** @jest-environment node */
import SpeciesPage from '@/app/(site)/art/[slug]/page';
import MunicipalityPage from '@/app/(site)/kommune/[slug]/page';
import { GET as speciesCsvRoute } from '@/app/(site)/art/[slug]/csv/[table]/route';
import { GET as municipalityCsvRoute } from '@/app/(site)/kommune/[slug]/csv/[table]/route';
import { GET as speciesApi } from '@/app/api/species/[slug]/route';
import { GET as municipalityApi } from '@/app/api/municipalities/[slug]/route';
import { seasonSummary } from '@/components/places/season-chart';
import { formatNumber, formatWeight } from '@/lib/format';
import { municipalityDirectory } from '@/lib/landings/places/municipality-page';
import { municipalityPageData, namesakesOf, speciesPageData } from '@/lib/landings/places/place-pages';
import { SEASON_WEEK, seasonWeekOf, speciesDirectory } from '@/lib/landings/places/species-page';
import { slugOf, uniqueSlugs } from '@/lib/seo/slug';
import { queryStore } from '@/lib/store/landing-store';
import { runLandingQuery } from '@/lib/landings/landing-query';
import { ROW_KIND_NAMES } from '@/lib/landings/landing-query/types';
import { clearQueryCache } from '@/lib/store/result-cache';
import { fact, renderHtml } from '@/tests/helpers/render-page';
import { FIELD_SEPARATOR, parseCsvLine } from '@/lib/fiskeridir/csv';
import { searchAllGroups } from '@/lib/landings/search/search';
import { sitemapEntities } from '@/lib/landings/search/sitemap-entries';
import { callRoute } from '@/tests/helpers/call-route';
import { landingSampleLines } from '@/tests/helpers/fiskeridir-samples';
import { latestLandingYear, sampleStoreForFile } from '@/tests/helpers/test-store';

jest.mock('next/navigation', () => jest.requireActual('./helpers/next-navigation-double'));

/**
 * Issue 53: the species pages (/art/{slug}) and the municipality pages (/kommune/{slug}) on the
 * directorate's own landing sample. Each figure a page shows, its API answer and its downloads equal
 * SQL over the raw landing lines, summed here and not by the code under test.
 */

let year: number;
let speciesCode: string;
let municipalityCode: string;

sampleStoreForFile(async () => {
  year = await latestLandingYear();
  [{ code: speciesCode }] = await queryStore<{ code: string }>(
    `select species_fdir_code as code from landing_lines where year(landing_date) = $1
     group by 1 order by sum(round_weight) desc limit 1`,
    [year],
  );
  [{ code: municipalityCode }] = await queryStore<{ code: string }>(
    `select landing_municipality_code as code from landing_lines where year(landing_date) = $1
     group by 1 order by count(distinct doc_key) desc limit 1`,
    [year],
  );
});

beforeEach(() => clearQueryCache());

const r2 = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;

/** What the lines matching `where` in the year add up to. */
async function fromLines(where: string, params: Record<string, unknown>) {
  const [row] = await queryStore<Record<string, unknown>>(
    `select coalesce(sum(round_weight), 0) as weight, count(distinct doc_key)::integer as notes,
       sum(amount_fisher) as value,
       coalesce(sum(round_weight) filter (where amount_fisher is not null), 0) as priced_weight
     from landing_lines where ${where} and year(landing_date) = $year`,
    { ...params, year },
  );
  return {
    weight: r2(row.weight),
    notes: Number(row.notes),
    value: row.value == null ? null : r2(row.value),
    pricedWeight: r2(row.priced_weight),
  };
}

const pageProps = (slug: string, query: Record<string, string> = {}) => ({
  params: Promise.resolve({ slug }),
  searchParams: Promise.resolve(query),
});

async function csvLines(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('addresses', () => {
  it('makes an address of a Norwegian name, and a unique one of equal names', () => {
    expect(slugOf('BÅTSFJORD')).toBe('batsfjord');
    expect(slugOf('HERØY i Nordland')).toBe('heroy-i-nordland');
    expect(slugOf('Blåkveite')).toBe('blakveite');
    expect(slugOf('Tobis og annen sil')).toBe('tobis-og-annen-sil');
    expect(slugOf('Sjøkreps, hale (uten skall)')).toBe('sjokreps-hale-uten-skall');
    expect(slugOf('Grønlandssel, ært')).toBe('gronlandssel-aert');
    const rows = [
      { name: 'Torsk', code: '1022' },
      { name: 'TORSK', code: '1032' },
      { name: '', code: '9999' },
    ];
    expect(
      uniqueSlugs(
        rows,
        (row) => row.name,
        (row) => row.code,
      ),
    ).toEqual(['torsk', 'torsk-1032', '9999']);
  });

  it('names the other pages whose name makes the same address', () => {
    const all = [
      { slug: 'torsk', name: 'Torsk', code: '1022' },
      { slug: 'torsk-1032', name: 'TORSK', code: '1032' },
      { slug: 'sei', name: 'Sei', code: '1032' },
    ];
    expect(namesakesOf(all[0], all, (e) => e.code)).toEqual([
      { slug: 'torsk-1032', name: 'TORSK', code: '1032' },
    ]);
    expect(namesakesOf(all[1], all, (e) => e.code)).toEqual([{ slug: 'torsk', name: 'Torsk', code: '1022' }]);
    expect(namesakesOf(all[2], all, (e) => e.code)).toEqual([]);
  });

  it('counts the weeks of a season as DuckDB does, keeping each day in its own year', async () => {
    const rows = await queryStore<{ day: string; week: number }>(
      `select strftime(day, '%Y-%m-%d') as day, (${SEASON_WEEK('day')})::integer as week
       from (select unnest(generate_series(date '2015-12-20', date '2027-01-10', interval 1 day))::date as day)`,
    );
    expect(rows.length).toBeGreaterThan(4000);
    const wrong = rows.filter((row) => seasonWeekOf(row.day) !== row.week);
    expect(wrong).toEqual([]);
    expect(seasonWeekOf('2021-01-01')).toBe(1);
    expect(seasonWeekOf('2024-12-30')).toBe(53);
  });

  it('sets a year under way against the same weeks of the years before', () => {
    const weeks = (filled: number, each: number) =>
      Array.from({ length: 53 }, (_, i) => (i < filled ? each : filled < 53 ? null : 0));
    const season = { years: [2026, 2025], weights: [weeks(10, 1000), weeks(53, 1000)] };
    expect(seasonSummary(season)).toBe(
      `Til og med uke 10: 2026: ${formatWeight(10_000)}; 2025: ${formatWeight(10_000)} (hele året ${formatWeight(53_000)}).`,
    );
    expect(seasonSummary({ years: [], weights: [] })).toBe('Ingen landinger.');
  });

  it('gives every landed species and municipality one page, by a unique address', async () => {
    const species = await speciesDirectory();
    const [{ n: speciesCount }] = await queryStore<{ n: number }>(
      'select count(distinct species_fdir_code)::integer as n from landing_lines',
    );
    expect(species).toHaveLength(speciesCount);
    expect(new Set(species.map((s) => s.slug)).size).toBe(species.length);
    for (const entry of species) expect(entry.slug).toMatch(/^[a-z0-9-]+$/);

    const municipalities = await municipalityDirectory();
    const codes = municipalities.flatMap((m) => m.codes);
    const [{ n: codeCount }] = await queryStore<{ n: number }>(
      'select count(distinct landing_municipality_code)::integer as n from landing_lines',
    );
    expect(new Set(codes).size).toBe(codeCount);
    expect(codes).toHaveLength(codeCount);
    expect(new Set(municipalities.map((m) => m.slug)).size).toBe(municipalities.length);
  });
});

describe('a species page', () => {
  it('shows what the lines of the species add up to, week by week, by gear and area, and its top lists', async () => {
    const page = await speciesPageData(speciesCode, year);
    expect(page).not.toBeNull();
    const data = page!;
    const lines = await fromLines('species_fdir_code = $code', { code: speciesCode });
    expect(data.year).toBe(year);
    expect(data.figures).toMatchObject({
      weight: lines.weight,
      landings: lines.notes,
      value: lines.value,
      pricedWeight: lines.pricedWeight,
    });
    if (lines.value != null && lines.pricedWeight > 0)
      expect(data.figures.pricePerKg).toBeCloseTo(lines.value / lines.pricedWeight, 1);

    // The season: this year's weeks add up to the year, and each week is its days' lines.
    const weeks = await queryStore<{ week: number; weight: number }>(
      `select (${SEASON_WEEK('landing_date')})::integer as week, sum(round_weight) as weight from landing_lines
       where species_fdir_code = $code and year(landing_date) = $year group by 1`,
      { code: speciesCode, year },
    );
    expect(data.season.years[0]).toBe(year);
    for (const { week, weight } of weeks)
      expect(data.season.weights[0][week - 1]).toBeCloseTo(Number(weight), 1);
    const seasonTotal = data.season.weights[0].reduce<number>((sum, w) => sum + (w ?? 0), 0);
    expect(seasonTotal).toBeCloseTo(lines.weight, 1);

    const gearTotal = data.gears.reduce((sum, g) => sum + g.weight, 0);
    expect(gearTotal).toBeCloseTo(lines.weight, 1);
    const areaTotal = data.areas.reduce((sum, a) => sum + a.weight, 0);
    expect(areaTotal).toBeCloseTo(lines.weight, 1);
    const monthTotal = data.prices
      .filter((m) => m.month.startsWith(`${year}-`))
      .reduce((sum, m) => sum + m.weight, 0);
    expect(monthTotal).toBeCloseTo(lines.weight, 1);

    const boats = await queryStore<{ id: string; weight: number }>(
      `select vessel_id as id, sum(round_weight) as weight from landing_lines
       where species_fdir_code = $code and year(landing_date) = $year group by 1 order by 2 desc`,
      { code: speciesCode, year },
    );
    expect(data.topBoats.total).toBe(boats.length);
    expect(data.topBoats.rows[0].TotalWeight).toBeCloseTo(Number(boats[0].weight), 1);
    expect(data.topBoats.rows.length).toBe(Math.min(10, boats.length));

    // Each top list is the landing query's, row for row: the same ids, names, sums and counts.
    const lists = [
      ['boat', data.topBoats],
      ['buyer', data.topBuyers],
      ['station', data.topStations],
      ['municipality', data.topMunicipalities],
    ] as const;
    for (const [kind, list] of lists) {
      const query = await runLandingQuery({
        FromDate: `${year}-01-01`,
        ToDate: `${year}-12-31`,
        Fish: [speciesCode],
        OffloadGrouping: ROW_KIND_NAMES[kind],
        Count: 10,
      });
      expect(list.rows).toEqual(query.rows);
      expect(list.total).toBe(query.total);
    }
  });

  it('renders its key figures, redirects its code to its name, and is not found when it does not exist', async () => {
    const data = (await speciesPageData(speciesCode, year))!;
    const html = await renderHtml(SpeciesPage(pageProps(data.species.slug, { year: String(year) })));
    expect(html.querySelector('h1')?.textContent).toBe(data.species.name);
    expect(fact(html, 'total-vekt')).toBe(formatWeight(data.figures.weight));
    expect(fact(html, 'antall-landinger')).toBe(formatNumber(data.figures.landings));
    expect(html.querySelector('#sesongdiagram-tittel')?.textContent).toContain(String(year));
    expect(html.body.textContent).toContain('Kilde: Fiskeridirektoratet');
    // The price per month as a chart wherever a month has a published value.
    // The directorate's sample has its values published: the chart is there.
    const priced = data.prices.some((row) => row.pricePerKg != null);
    expect(priced).toBe(true);
    expect(html.querySelector('#prisdiagram-tittel') !== null).toBe(priced);
    await expect(SpeciesPage(pageProps(speciesCode))).rejects.toThrow(`redirect /art/${data.species.slug}`);
    await expect(SpeciesPage(pageProps('finnes-ikke'))).rejects.toThrow('notFound');
  });

  it('answers its API with the page’s figures, and a clear error for a wrong address', async () => {
    const data = (await speciesPageData(speciesCode, year))!;
    const slug = data.species.slug;
    const answer = await callRoute<Record<string, unknown>>(speciesApi, `/api/species/${slug}?year=${year}`, {
      slug,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      species: { code: speciesCode, slug },
      year,
      figures: { weight: data.figures.weight, landings: data.figures.landings },
      period: { from: `${year}-01-01` },
    });
    expect(answer.body).not.toHaveProperty('species.weight');
    const missing = await callRoute<{ error: { code: string } }>(speciesApi, '/api/species/finnes-ikke', {
      slug: 'finnes-ikke',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const wrong = await callRoute(speciesApi, `/api/species/${'x'.repeat(500)}`, { slug: 'x'.repeat(500) });
    expect(wrong.status).toBe(400);
    const badYear = await callRoute(speciesApi, `/api/species/${slug}?year=20x5`, { slug });
    expect(badYear.status).toBe(400);
  });

  it('downloads every row of a top list and the whole year by month', async () => {
    const data = (await speciesPageData(speciesCode, year))!;
    const slug = data.species.slug;
    const csv = (table: string) =>
      speciesCsvRoute(new Request(`http://test/art/${slug}/csv/${table}?year=${year}`), {
        params: Promise.resolve({ slug, table }),
      });
    const [header, ...boats] = await csvLines(await csv('baater'));
    expect(header).toContain('Rundvekt (kg)');
    expect(boats).toHaveLength(data.topBoats.total);
    const [, ...months] = await csvLines(await csv('pris'));
    expect(months).toHaveLength(data.prices.length);
    expect((await csv('finnes-ikke')).status).toBe(404);
  });
});

/**
 * The sample file as published: its lines, the newest version of each landing note only (the
 * directorate corrects a note by publishing it again with a higher version number).
 */
async function publishedLines(): Promise<Record<string, string>[]> {
  const [header, ...lines] = await landingSampleLines();
  const columns = parseCsvLine(header, FIELD_SEPARATOR);
  const rows = lines
    .map((line) => parseCsvLine(line, FIELD_SEPARATOR))
    .filter((fields) => fields.length === columns.length)
    .map((fields) => Object.fromEntries(columns.map((column, i) => [column, fields[i]])));
  const noteOf = (row: Record<string, string>) =>
    [row['Dokumentnummer'], row['Salgslag (kode)'], row['Dokumenttype (kode)'], row['Fangstår']].join('|');
  const newest = new Map<string, number>();
  for (const row of rows) {
    const version = Number(row['Dokument versjonsnummer']);
    newest.set(noteOf(row), Math.max(newest.get(noteOf(row)) ?? 0, version));
  }
  return rows.filter((row) => Number(row['Dokument versjonsnummer']) === newest.get(noteOf(row)));
}

const kgOf = (field: string) => Number(field.replace(',', '.')) || 0;

describe('the directorate’s sample (catch year 2020)', () => {
  it('shows Kolmule and Karmøy as the published file has them, found by search and in the sitemap', async () => {
    const lines = (await publishedLines()).filter((row) => row['Landingsdato'].endsWith(`.${year}`));
    const weightOf = (rows: Record<string, string>[]) =>
      r2(rows.reduce((sum, row) => sum + kgOf(row['Rundvekt']), 0));

    const kolmuleLines = lines.filter((row) => row['Art - FDIR'] === 'Kolmule');
    expect(kolmuleLines.length).toBeGreaterThan(10);
    const kolmule = (await speciesPageData('kolmule', year))!;
    expect(kolmule.species.name).toBe('Kolmule');
    expect(kolmule.figures.weight).toBeCloseTo(weightOf(kolmuleLines), 1);
    // Its boats heaviest first, the heaviest the file's.
    const byBoat = new Map<string, number>();
    for (const row of kolmuleLines)
      byBoat.set(row['Fartøy ID'], (byBoat.get(row['Fartøy ID']) ?? 0) + kgOf(row['Rundvekt']));
    const heaviest = [...byBoat].sort((a, b) => b[1] - a[1])[0];
    expect(kolmule.topBoats.rows[0].ID).toBe(heaviest[0]);
    const weights = kolmule.topBoats.rows.map((row) => row.TotalWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(kolmule.topBoats.total).toBe(byBoat.size);

    const karmoyLines = lines.filter((row) => row['Landingskommune'].toUpperCase() === 'KARMØY');
    const karmoy = (await municipalityPageData('karmoy', year))!;
    expect(karmoy.municipality.name).toBe('Karmøy');
    expect(karmoy.figures.weight).toBeCloseTo(weightOf(karmoyLines), 1);

    const species = (await searchAllGroups('kolmule')).groups.find((group) => group.kind === 'species')!;
    expect(species.hits[0].href).toBe('/art/kolmule');
    const places = (await searchAllGroups('Karmøy')).groups.find((group) => group.kind === 'municipalities')!;
    expect(places.hits[0].href).toBe('/kommune/karmoy');

    const sitemap = await sitemapEntities(0, 100_000);
    expect(sitemap).toContainEqual(expect.objectContaining({ kind: 'species', slug: 'kolmule' }));
    expect(sitemap).toContainEqual(expect.objectContaining({ kind: 'municipality', slug: 'karmoy' }));
  });
});

describe('a municipality page', () => {
  it('shows what was landed there, per species, mottak and boat', async () => {
    const entry = (await municipalityDirectory()).find((m) => m.codes.includes(municipalityCode))!;
    const data = (await municipalityPageData(entry.slug, year))!;
    const lines = await fromLines(
      `landing_municipality_code in (${entry.codes.map((c) => `'${c}'`).join(',')})`,
      {},
    );
    expect(data.figures).toMatchObject({ weight: lines.weight, landings: lines.notes, value: lines.value });
    const speciesTotal = data.species.reduce((sum, s) => sum + s.weight, 0);
    expect(speciesTotal).toBeCloseTo(lines.weight, 1);
    const gearTotal = data.gears.reduce((sum, g) => sum + g.weight, 0);
    expect(gearTotal).toBeCloseTo(lines.weight, 1);
    const seasonTotal = data.season.weights[0].reduce<number>((sum, w) => sum + (w ?? 0), 0);
    expect(seasonTotal).toBeCloseTo(lines.weight, 1);

    const [{ boats }] = await queryStore<{ boats: number }>(
      `select count(distinct vessel_id)::integer as boats from landing_lines
       where landing_municipality_code in (${entry.codes.map((c) => `'${c}'`).join(',')})
         and year(landing_date) = $year`,
      { year },
    );
    expect(data.topBoats.total).toBe(boats);
    const query = await runLandingQuery({
      FromDate: `${year}-01-01`,
      ToDate: `${year}-12-31`,
      OffloadTown: entry.codes,
      Count: 10,
    });
    expect(data.topBoats.rows).toEqual(query.rows);

    const html = await renderHtml(MunicipalityPage(pageProps(entry.slug, { year: String(year) })));
    expect(html.querySelector('h1')?.textContent).toBe(entry.name);
    expect(fact(html, 'total-vekt')).toBe(formatWeight(lines.weight));
    await expect(MunicipalityPage(pageProps(municipalityCode))).rejects.toThrow(
      `redirect /kommune/${entry.slug}`,
    );

    const api = await callRoute<{ municipality: { codes: string[] }; figures: { weight: number } }>(
      municipalityApi,
      `/api/municipalities/${entry.slug}?year=${year}`,
      { slug: entry.slug },
    );
    expect(api.status).toBe(200);
    expect(api.body.municipality.codes).toEqual(entry.codes);
    expect(api.body.figures.weight).toBe(lines.weight);
    expect((await callRoute(municipalityApi, '/api/municipalities/ingen', { slug: 'ingen' })).status).toBe(
      404,
    );

    const [, ...speciesRows] = await csvLines(
      await municipalityCsvRoute(new Request(`http://test/kommune/${entry.slug}/csv/arter?year=${year}`), {
        params: Promise.resolve({ slug: entry.slug, table: 'arter' }),
      }),
    );
    expect(speciesRows).toHaveLength(data.species.length);
  });
});
