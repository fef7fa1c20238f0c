import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import BoatPage from '@/app/(site)/boats/[id]/page';
import { SpeciesTable } from '@/components/detail/species-table';
import { formatNumber, formatPrice } from '@/lib/format';
import { boatLandings } from '@/lib/landings/boats/boat-landings';
import { boatPeriodFigures } from '@/lib/landings/boats/boat-period';
import { boatCatchSummary, boatYears } from '@/lib/landings/boats/boat-catch-summary';
import { boatTotalsFromLines } from '@/tests/helpers/boat-figures-sql';
import { listBoats } from '@/lib/landings/boats/boats';
import { listOwners } from '@/lib/landings/search/directories';
import { firmSpeciesTotals } from '@/lib/landings/receivers/firm-page';
import { firmStations, listFirms } from '@/lib/landings/receivers/firms';
import { runLandingQuery } from '@/lib/landings/landing-query';
import { ownerBoats } from '@/lib/landings/owners/owners';
import { getStation } from '@/lib/landings/receivers/stations';
import { valueRankingTier, WITHHELD_VALUE_NOTE, type ValueTotal } from '@/lib/landings/value-coverage';
import { queryStore } from '@/lib/store/landing-store';
import { busiestEntities, generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';

jest.mock('next/navigation', () => jest.requireActual('./helpers/next-navigation-double'));

/**
 * Value truth over the generated data: its newest half year has no published value (the directorate
 * withholds values for 12 months), so its totals mix landings with and without a value. Every value
 * total the queries give carries the weight and the landings it covers, as independent SQL counts
 * them; a kr/kg is value ÷ that weight; and the boat page and a species table say how much a value
 * covers wherever a landing in it lacks one.
 */

interface Counted extends ValueTotal {
  landings: number;
  pricedLandings: number;
}

/** The lines matching `where`, totalled here (not by the code under test). */
async function linesTotal(where: string, params: Record<string, string | number>): Promise<Counted> {
  const [row] = await queryStore<Record<string, unknown>>(
    `select coalesce(sum(round_weight), 0) as w, sum(amount_fisher) as v,
       coalesce(sum(case when amount_fisher is null then 0 else round_weight end), 0) as pw,
       count(distinct doc_key) as n, count(distinct case when amount_fisher is not null then doc_key end) as pn
     from landing_lines where ${where}`,
    params,
  );
  return {
    weight: Number(row.w),
    value: row.v == null ? null : Number(row.v),
    pricedWeight: Number(row.pw),
    landings: Number(row.n),
    pricedLandings: Number(row.pn),
  };
}

/** Holds a total to what the lines say, to within rounding to øre and 10 g. */
function expectTotal(actual: Partial<ValueTotal>, expected: Counted, what: string) {
  const near = (a: number | null | undefined, b: number | null, digits: number) => {
    if (b == null) expect([what, a]).toEqual([what, null]);
    else expect([what, Number(a?.toFixed(digits))]).toEqual([what, Number(b.toFixed(digits))]);
  };
  near(actual.value, expected.value, 0);
  near(actual.weight, expected.weight, 1);
  near(actual.pricedWeight, expected.pricedWeight, 1);
  if (actual.landings != null) expect([what, actual.landings]).toEqual([what, expected.landings]);
  if (actual.pricedLandings != null)
    expect([what, actual.pricedLandings]).toEqual([what, expected.pricedLandings]);
}

/** The coverage sentence, written out here from the counts. */
function coverageSentence(total: Counted): string {
  const percent = Math.floor((total.pricedWeight / total.weight) * 100);
  const share = percent < 1 ? 'under 1\u00a0%' : `${formatNumber(percent)}\u00a0%`;
  return `verdi kjent for ${formatNumber(total.pricedLandings)} av ${formatNumber(total.landings)} landinger, ${share} av vekten`;
}

const partly = (total: ValueTotal) =>
  total.value != null && total.pricedWeight < total.weight - 0.01 && total.pricedWeight > 0;

async function renderHtml(element: ReactElement | Promise<ReactElement>): Promise<Document> {
  const stream = await renderToReadableStream(await element);
  await stream.allReady;
  return new JSDOM(await new Response(stream).text()).window.document;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

let year: number;
let boatId: string;
let firmId: string;
let stationId: string;
let ownerId: string;
/** The newest day with a published value: the withheld months start after it. */
let lastPricedDay: string;

generatedStoreForFile(async () => {
  year = await latestLandingYear();
  ({ boatId, firmId, stationId, ownerId } = await busiestEntities(year));
  [{ day: lastPricedDay }] = await queryStore<{ day: string }>(
    `select strftime(max(landing_date) filter (where amount_fisher is not null), '%Y-%m-%d') as day
     from landing_lines`,
  );
});

const yearOf = () => ({ from: `${year}-01-01`, to: `${year}-12-31` });
const inYear = 'landing_date between $from::date and $to::date';

describe('value totals in the query layer', () => {
  it('the generated year mixes landings with and without a value', async () => {
    const boat = await linesTotal(`vessel_id = $id and ${inYear}`, { id: boatId, ...yearOf() });
    expect(partly(boat)).toBe(true);
    expect(boat.pricedLandings).toBeLessThan(boat.landings);
  });

  it('a boat’s period, landings, species and years carry the weight and landings their value covers', async () => {
    const where = `vessel_id = $id and ${inYear}`;
    const expected = await linesTotal(where, { id: boatId, ...yearOf() });
    expectTotal(await boatTotalsFromLines(boatId, yearOf()), expected, 'boatTotalsFromLines');
    const figures = await boatPeriodFigures(boatId, yearOf());
    expectTotal(figures, expected, 'boatPeriodFigures');
    expect(figures.pricePerKg).toBeCloseTo(expected.value! / expected.pricedWeight, 2);
    expect(figures.averageValue).toBeCloseTo(expected.value! / expected.pricedLandings, 2);
    const [thisYear] = (await boatYears(boatId)).filter((y) => y.year === year);
    expectTotal(thisYear, expected, 'boatYears');

    for (const species of (await boatCatchSummary(boatId, yearOf())).species) {
      const lines = await linesTotal(`${where} and species_fdir_code is not distinct from $code`, {
        id: boatId,
        code: species.code ?? '',
        ...yearOf(),
      });
      if (species.code == null) continue;
      expectTotal(species, lines, `species ${species.code}`);
    }
    const landings = await boatLandings(boatId, { FromDate: yearOf().from, ToDate: yearOf().to });
    for (const row of landings!.rows) {
      const lines = await linesTotal('doc_key = $key', { key: row.DocumentKey });
      expectTotal(
        { value: row.Price, weight: row.TotalWeight, pricedWeight: row.PricedWeight },
        lines,
        row.DocumentKey,
      );
    }
  });

  it('directories, firms, stations and owners carry it too', async () => {
    const boats = await listBoats({ year, count: 20 });
    for (const boat of boats.boats) {
      const lines = await linesTotal(`vessel_id = $id and ${inYear}`, { id: boat.id, ...yearOf() });
      expectTotal({ ...boat, weight: boat.landedWeight }, lines, `boat ${boat.id}`);
    }
    for (const firm of (await listFirms({ year, count: 10 })).firms) {
      const lines = await linesTotal(`buyer_id = $id and ${inYear}`, { id: firm.id, ...yearOf() });
      expectTotal({ ...firm, weight: firm.receivedWeight }, lines, `firm ${firm.id}`);
    }
    for (const station of (await firmStations(firmId, year))!.stations) {
      const lines = await linesTotal(`buyer_id = $firm and station_id = $id and ${inYear}`, {
        firm: firmId,
        id: station.id,
        ...yearOf(),
      });
      expectTotal({ ...station, weight: station.receivedWeight }, lines, `station ${station.id}`);
    }
    for (const species of await firmSpeciesTotals(firmId, year)) {
      const lines = await linesTotal(`buyer_id = $id and species_fdir_code = $code and ${inYear}`, {
        id: firmId,
        code: species.code!,
        ...yearOf(),
      });
      expectTotal(species, lines, `firm species ${species.code}`);
    }
    const station = (await getStation(stationId, year))!;
    expectTotal(
      {
        value: station.receivedValue,
        weight: station.receivedWeight,
        pricedWeight: station.receivedPricedWeight,
      },
      await linesTotal(`station_id = $id and ${inYear}`, { id: stationId, ...yearOf() }),
      'station',
    );
    const owner = (await listOwners({ year, name: ownerId })).owners.find((o) => o.id === ownerId)!;
    const ownedNow = `vessel_id in (select vessel_id from ownerships where owner_id = $id and to_date is null)`;
    expectTotal(
      { ...owner, weight: owner.landedWeight },
      await linesTotal(`${ownedNow} and ${inYear}`, { id: ownerId, ...yearOf() }),
      'owner directory',
    );
    const landed = (await ownerBoats(ownerId, year))!;
    for (const boat of landed.boats) {
      expect(boat.pricedWeight).toBeLessThanOrEqual(boat.landedWeight + 0.01);
      expect(boat.pricedLandings).toBeLessThanOrEqual(boat.landings);
    }
    expect(landed.totalPricedWeight).toBeCloseTo(
      landed.boats.reduce((sum, boat) => sum + boat.pricedWeight, 0),
      1,
    );
  });

  it('a top list by value ranks rows whose value is mostly unknown after the others', async () => {
    // A period across the start of the withheld months: boats landing mostly after it are mostly unpriced.
    const start = new Date(`${lastPricedDay}T00:00:00Z`);
    const from = new Date(start.getTime() - 45 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(start.getTime() + 45 * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await runLandingQuery({
      FromDate: from,
      ToDate: to,
      OffloadGrouping: 'Båt',
      OrderBy: 'Price desc',
      Count: 500,
    });
    const totals = rows.map((row) => ({
      value: row.Price,
      weight: row.TotalWeight,
      pricedWeight: row.PricedWeight,
    }));
    for (const [i, row] of rows.entries()) {
      const lines = await linesTotal('vessel_id = $id and landing_date between $from::date and $to::date', {
        id: row.ID,
        from,
        to,
      });
      expectTotal(totals[i], lines, `top-list row ${row.ID}`);
    }
    const tiers = totals.map(valueRankingTier);
    expect(tiers).toEqual([...tiers].sort());
    // The rule matters here: ranked by value alone, a mostly unpriced row would have come before a known one.
    const known = totals.filter((t) => valueRankingTier(t) === 0);
    const mostlyUnknown = totals.filter((t) => valueRankingTier(t) === 1);
    expect(mostlyUnknown.length).toBeGreaterThan(0);
    expect(Math.max(...mostlyUnknown.map((t) => t.value!))).toBeGreaterThan(
      Math.min(...known.map((t) => t.value!)),
    );
    for (let i = 1; i < rows.length; i++)
      if (tiers[i] === tiers[i - 1] && tiers[i] < 2)
        expect(totals[i - 1].value!).toBeGreaterThanOrEqual(totals[i].value!);
  });
});

describe('value truth on the boat page', () => {
  it('says how much of the year’s value is known, and takes kr/kg over the weight with a value', async () => {
    const expected = await linesTotal(`vessel_id = $id and ${inYear}`, { id: boatId, ...yearOf() });
    const page = await renderHtml(
      BoatPage({
        params: Promise.resolve({ id: boatId }),
        // Every landing of the year in the table (up to 300), not only the first view's newest 10.
        searchParams: Promise.resolve({ year: String(year), alle: 'landinger' }),
      }),
    );
    const fact = (name: string) => text(page.querySelector(`[data-fact="${name}"] dd`));
    expect(fact('total-verdi')).toBe(
      `${formatPrice(expected.value)} ${coverageSentence(expected).replace(/\s/g, ' ')}`,
    );
    expect(fact('kilopris')).toMatch(
      new RegExp(`^${formatPrice(Math.round((expected.value! / expected.pricedWeight) * 100) / 100)}/kg`),
    );
    expect(fact('snitt-verdi')).toMatch(
      new RegExp(
        `^${formatPrice(Math.round((expected.value! / expected.pricedLandings) * 100) / 100)} av de`,
      ),
    );

    // The species table: each row's value with its share where part is unknown, kr/kg over the priced weight.
    const table = page.querySelector('[data-table="arter"]')!;
    const rows = [...table.querySelectorAll('tbody tr')];
    const species = (await boatCatchSummary(boatId, yearOf())).species;
    expect(rows).toHaveLength(species.length);
    let partRows = 0;
    for (const [i, row] of rows.entries()) {
      const lines = await linesTotal(`vessel_id = $id and ${inYear} and species_fdir_code = $code`, {
        id: boatId,
        code: species[i].code!,
        ...yearOf(),
      });
      const shown = text(row);
      expect(shown).toContain(species[i].name!);
      if (lines.value == null) {
        expect(row.querySelectorAll(`[title="${WITHHELD_VALUE_NOTE}"]`)).toHaveLength(2);
        continue;
      }
      const perKg = formatPrice(Math.round((lines.value / lines.pricedWeight) * 100) / 100);
      const cells = [...row.querySelectorAll('td')].map(text);
      expect(cells).toContain(perKg);
      if (partly(lines)) {
        partRows++;
        const percent = Math.floor((lines.pricedWeight / lines.weight) * 100);
        expect(cells).toContain(
          `${formatPrice(lines.value)} for ${percent < 1 ? 'under 1' : percent} % av vekten`,
        );
        expect(row.querySelector(`[title="${coverageSentence(lines)}"]`)).not.toBeNull();
        // Not value ÷ all weight.
        const wrong = formatPrice(Math.round((lines.value / lines.weight) * 100) / 100);
        if (wrong !== perKg) expect(cells).not.toContain(wrong);
      } else {
        expect(cells).toContain(formatPrice(lines.value));
      }
    }
    expect(partRows).toBeGreaterThan(0);
    const footer = text(table.querySelector('tfoot'));
    expect(footer).toContain(formatPrice(expected.value));
    expect(footer).toContain(
      `for ${Math.floor((expected.pricedWeight / expected.weight) * 100)} % av vekten`,
    );
    expect(text(page.querySelector('section[aria-labelledby="arter"] [data-value-note]'))).toContain(
      WITHHELD_VALUE_NOTE,
    );
    // Every landing without a value is a "–" that says why.
    const landingRows = [...page.querySelectorAll('[data-table="landinger"] tbody tr')];
    const unknown = landingRows.filter((row) => row.querySelector('[data-value-unknown]'));
    expect(landingRows.length).toBe(Math.min(300, expected.landings));
    expect(unknown.length).toBe(landingRows.length - expected.pricedLandings);
    for (const row of unknown)
      expect(row.querySelector('[data-value-unknown]')!.getAttribute('title')).toBe(WITHHELD_VALUE_NOTE);
  });

  it('shows no value, and says why, for a period whose values are not published yet', async () => {
    const day = new Date(`${lastPricedDay}T00:00:00Z`);
    const from = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
    const page = await renderHtml(
      BoatPage({
        params: Promise.resolve({ id: boatId }),
        searchParams: Promise.resolve({ from, to: `${year}-12-31` }),
      }),
    );
    const value = page.querySelector('[data-fact="total-verdi"] dd');
    expect(text(value)).toBe(`– ${WITHHELD_VALUE_NOTE}`);
    expect(text(page.querySelector('[data-fact="kilopris"] dd'))).toBe('–');
    const speciesRows = [...page.querySelectorAll('[data-table="arter"] tbody tr')];
    expect(speciesRows.length).toBeGreaterThan(0);
    for (const row of speciesRows) expect(text(row)).not.toMatch(/\d kr/);
  });
});

describe('value truth in a species table', () => {
  it('renders the firm’s species with what each value covers', async () => {
    const species = await firmSpeciesTotals(firmId, year);
    const page = await renderHtml(<SpeciesTable species={species} caption="Arter" name="arter" />);
    const rows = [...page.querySelectorAll('tbody tr')];
    expect(rows.some((row) => row.querySelector('[data-value-coverage]'))).toBe(true);
    for (const [i, row] of rows.entries()) {
      const s = species[i];
      const coverage = row.querySelector('[data-value-coverage]');
      expect(coverage !== null).toBe(partly(s) || (s.value != null && s.pricedLandings < s.landings));
      if (s.value != null && s.pricedWeight > 0)
        expect(text(row)).toContain(formatPrice(Math.round((s.value / s.pricedWeight) * 100) / 100));
    }
  });
});
