/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import BoatPage from '@/app/(site)/boats/[id]/page';
import FirmPage from '@/app/(site)/firm/[id]/page';
import OwnerPage from '@/app/(site)/owner/[id]/page';
import { GET as boatCsvRoute } from '@/app/(site)/boats/[id]/csv/route';
import { GET as firmCsvRoute } from '@/app/(site)/firm/[id]/csv/[table]/route';
import { GET as boatYearApi } from '@/app/api/offloads/[a]/[b]/route';
import { formatNumber, formatWeight } from '@/lib/format';
import { boatCatchSummary } from '@/lib/landings/boats/boat-catch-summary';
import { runLandingQuery } from '@/lib/landings/landing-query';
import { entityKeyFigures } from '@/lib/landings/key-figures';
import { ingestFiles } from '@/lib/store/ingest';
import { queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { busyBoatLandingFile } from '@/tests/helpers/busy-boat-file';
import { LANDING_SAMPLE_ZIP, makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { fact, renderHtml } from '@/tests/helpers/render-page';
import { useStore } from '@/tests/helpers/test-store';

jest.mock('next/navigation', () => jest.requireActual('./helpers/next-navigation-double'));

/**
 * Issue 52: no figure of an entity page stops at a row limit. The directorate's landing sample with one
 * boat given 6,200 more notes in its catch year (its file as published, with the notes written in its
 * format), and a register that names the boat's owner: the boat page's count and weight, its species
 * table, the landing query, the year's API list and the CSV all equal SQL over the raw lines, and so
 * do the figures of the firm the notes were sold to and of the boat's owner.
 */

const EXTRA_NOTES = 6_200;
const OWNER = { id: '999888777', name: 'TRAVLE REDERI AS' };

let dataDir: string;
let workDir: string;
let boatId: string;
let buyerId: string;
let year: number;

beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-whole-store-');
  workDir = makeTempDir('fangstdata-whole-files-');
  const busy = await busyBoatLandingFile(LANDING_SAMPLE_ZIP, workDir, EXTRA_NOTES);
  ({ boatId, buyerId, year } = busy);
  const register = path.join(workDir, 'register_vessels.json');
  writeFileSync(
    register,
    JSON.stringify([
      {
        id: boatId,
        name: 'TRAVLE',
        registrationMark: busy.registrationMark,
        owners: [{ id: OWNER.id, entityType: 'COMPANY', name: OWNER.name, postalCode: '8000', city: 'BODØ' }],
        ownershipHistory: [
          { ownerId: OWNER.id, name: OWNER.name, entityType: 'COMPANY', from: '2010-01-01', to: null },
        ],
      },
    ]),
  );
  await ingestFiles([busy.file, register], { dataDir, snapshotDate: `${year + 1}-02-01` });
  useStore(dataDir);
}, 180_000);

afterAll(() => {
  removeDir(dataDir);
  removeDir(workDir);
});

beforeEach(() => clearQueryCache());

const yearOf = () => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** The lines matching `where` in the year, totalled in SQL here (not by the code under test). */
async function fromLines(where: string, params: Record<string, string>) {
  const [row] = await queryStore<Record<string, unknown>>(
    `select coalesce(sum(round_weight), 0) as weight, count(distinct doc_key)::integer as notes
     from landing_lines
     where ${where} and landing_date between $from::date and $to::date`,
    { ...params, ...yearOf() },
  );
  return { weight: Math.round(Number(row.weight) * 100) / 100, notes: Number(row.notes) };
}

/** The data rows of a CSV download (its lines after the header), each as its fields by column. */
async function csvRows(response: Response): Promise<Record<string, string>[]> {
  expect(response.status).toBe(200);
  const [header, ...lines] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const columns = header.split(';');
  return lines.map((line) => {
    const fields = line.split(';');
    return Object.fromEntries(columns.map((column, i) => [column, fields[i]]));
  });
}

const kg = (field: string) => Number(field.replace(',', '.'));
const props = (id: string, query: Record<string, string>) => ({
  params: Promise.resolve({ id }),
  searchParams: Promise.resolve(query),
});

describe('a boat with more notes in a year than any old limit', () => {
  it('shows the count and weight of every note on its page, its species and the landing query', async () => {
    const lines = await fromLines('vessel_id = $id', { id: boatId });
    expect(lines.notes).toBeGreaterThan(6_000);

    const page = await renderHtml(BoatPage(props(boatId, { year: String(year) })));
    expect(fact(page, 'antall-landinger')).toBe(formatNumber(lines.notes));
    expect(fact(page, 'total-vekt')).toBe(formatWeight(lines.weight));
    expect(page.querySelector('[data-table="landinger"] caption')?.textContent).toContain(
      `de 10 nyeste av ${formatNumber(lines.notes)}`,
    );

    const species = (await boatCatchSummary(boatId, yearOf())).species;
    expect(species.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(lines.weight, 1);

    const query = await runLandingQuery({
      FromDate: yearOf().from,
      ToDate: yearOf().to,
      Count: 500,
    });
    expect(query.rows.find((row) => row.ID === boatId)?.TotalWeight).toBeCloseTo(lines.weight, 1);
  });

  it('lists every note of the year in the API and the CSV', async () => {
    const lines = await fromLines('vessel_id = $id', { id: boatId });
    const api = await boatYearApi(new Request(`http://test/api/offloads/${boatId}/${year}`), {
      params: Promise.resolve({ a: boatId, b: String(year) }),
    });
    const listed = (await api.json()) as { TotalWeight: number }[];
    expect(listed).toHaveLength(lines.notes);
    expect(api.headers.get('X-Total-Count')).toBe(String(lines.notes));

    const csv = await csvRows(
      await boatCsvRoute(new Request(`http://test/boats/${boatId}/csv?year=${year}`), {
        params: Promise.resolve({ id: boatId }),
      }),
    );
    expect(csv).toHaveLength(lines.notes);
    expect(csv.reduce((sum, row) => sum + kg(row['Rundvekt (kg)']), 0)).toBeCloseTo(lines.weight, 1);
  });
});

describe('the firm and the owner of those notes', () => {
  it('count every note the firm received, on its page and in its download', async () => {
    const lines = await fromLines('buyer_id = $id', { id: buyerId });
    expect(lines.notes).toBeGreaterThan(6_000);
    const figures = await entityKeyFigures('firm', buyerId, yearOf());
    expect(figures).toMatchObject({ landings: lines.notes });
    expect(figures.weight).toBeCloseTo(lines.weight, 1);
    const page = await renderHtml(FirmPage(props(buyerId, { year: String(year) })));
    expect(fact(page, 'antall-landinger')).toBe(formatNumber(lines.notes));
    expect(fact(page, 'total-vekt')).toBe(formatWeight(lines.weight));
    const csv = await csvRows(
      await firmCsvRoute(new Request(`http://test/firm/${buyerId}/csv/siste-landinger?year=${year}`), {
        params: Promise.resolve({ id: buyerId, table: 'siste-landinger' }),
      }),
    );
    expect(csv).toHaveLength(lines.notes);
  });

  it('count every note the owner’s boat landed while it owned it', async () => {
    const lines = await fromLines('vessel_id = $id', { id: boatId });
    const figures = await entityKeyFigures('owner', OWNER.id, yearOf());
    expect(figures).toMatchObject({ landings: lines.notes });
    expect(figures.weight).toBeCloseTo(lines.weight, 1);
    const page = await renderHtml(OwnerPage(props(OWNER.id, { year: String(year) })));
    expect(fact(page, 'antall-landinger')).toBe(formatNumber(lines.notes));
    expect(fact(page, 'total-vekt')).toBe(formatWeight(lines.weight));
  });
});
