import { callRoute } from '@/tests/helpers/call-route';
import { GET } from '@/app/(site)/boats/[id]/kart/[map]/route';
import { reads } from '@/lib/store-reads/reads';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile, latestLandingYear, loggedAndSmallBoat } from '@/tests/helpers/test-store';

/**
 * The boat page's maps as SVG images (/boats/{id}/kart/{file}.svg), on a store built through the real
 * ingest path: each image draws what the page says it does (every haul from start to stop, the period's
 * catch locations, the track), answers as a cacheable public image, and a wrong address answers 404.
 */

const route = GET as unknown as Parameters<typeof callRoute>[0];

let year: number;
let logged: string;
let small: string;
let tracked: string;

generatedStoreForFile(
  async () => {
    year = await latestLandingYear();
    ({ logged, small } = await loggedAndSmallBoat());
    // A boat with VMS positions (the generated store has them for the last days of the newest year).
    const boats = await queryStore<{ id: string; call_sign: string }>(
      `select vessel_id as id, radio_call_sign as call_sign from boats
       where radio_call_sign is not null and length >= 15 order by vessel_id`,
    );
    for (const boat of boats) {
      if (await reads.boatTrackMap(boat.id, boat.call_sign)) {
        tracked = boat.id;
        break;
      }
    }
  },
  { years: 1, linesPerYear: 6000 },
);

const mapImage = (id: string, file: string, query = '') =>
  callRoute<string>(route, `/boats/${id}/kart/${file}${query}`, { id, map: file });

/** The `d` of every drawn line, and the positions of every drawn point, read off the markup. */
function drawn(svg: string) {
  const lines = [...svg.matchAll(/<path class="map-track"[^>]*\sd="([^"]*)"/g)].map((m) => m[1]);
  const points = [...svg.matchAll(/data-point="([^"]+)"/g)].map((m) => m[1]);
  return { lines, points };
}

it('draws every haul of the logbook map from start to stop, as a public, cacheable SVG image', async () => {
  const logbook = await reads.boatLogbook(logged);
  expect(logbook!.hauls.length).toBeGreaterThan(0);
  const answer = await mapImage(logged, 'trekk.svg');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(answer.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60/);
  const svg = answer.body;
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain('<style>');
  expect(svg).toContain(`<title>Trekkene til `);
  const { lines, points } = drawn(svg);
  expect(points).toHaveLength(logbook!.hauls.length);
  const withStop = logbook!.hauls.filter((haul) => haul.stopLatitude != null).length;
  expect(withStop).toBeGreaterThan(0);
  // A haul with a stop position is a visible line (two points), not an empty path.
  expect(lines.filter((d) => /^M[-\d.]+ [-\d.]+L[-\d.]+ [-\d.]+$/.test(d)).length).toBeGreaterThan(0);
  expect(lines.filter((d) => d !== '').length).toBeGreaterThanOrEqual(withStop * 0.9);

  // The same image again with its ETag: 304, nothing sent.
  const again = await callRoute<string>(
    route,
    `/boats/${logged}/kart/trekk.svg`,
    { id: logged, map: 'trekk.svg' },
    { headers: { 'If-None-Match': answer.headers.get('etag')! } },
  );
  expect(again.status).toBe(304);
  expect(again.body).toBe('');
});

it('draws the catch locations of the period the page shows, per period', async () => {
  const boat = (await reads.findBoat(logged))!;
  const period = { from: `${year}-01-01`, to: `${year}-12-31`, label: String(year) };
  const summary = await reads.boatCatchSummary(boat.id, period as never);
  expect(summary.locations.length).toBeGreaterThan(0);
  const answer = await mapImage(logged, 'fangstfelt.svg', `?year=${year}`);
  expect(answer.status).toBe(200);
  expect(answer.body).toContain(`<title>Hvor fangsten ble tatt, ${year}</title>`);
  expect(drawn(answer.body).points).toHaveLength(summary.locations.length);
  // A period without landings: the coast and no dots, said in the summary.
  const empty = await mapImage(logged, 'fangstfelt.svg', `?from=${year - 20}-01-01&to=${year - 20}-01-31`);
  expect(empty.status).toBe(200);
  expect(drawn(empty.body).points).toHaveLength(0);
  expect(empty.body).toContain('Ingen fangstfelt med posisjon i perioden');
});

it('draws the track as one line ending at the newest position', async () => {
  expect(tracked).toBeDefined();
  const answer = await mapImage(tracked, 'spor.svg');
  expect(answer.status).toBe(200);
  const { lines, points } = drawn(answer.body);
  expect(lines).toHaveLength(1);
  expect(lines[0].split('L').length).toBeGreaterThan(10);
  expect(answer.body).toContain('<title>Siste posisjon: ');
  expect(points.length).toBeGreaterThan(0);
});

it('answers 404 with the reason for a boat without the data, an unknown boat or an unknown map', async () => {
  const message = async (id: string, file: string) => {
    const answer = await callRoute<{ error: { code: string; message: string } }>(
      route,
      `/boats/${id}/kart/${file}`,
      { id, map: file },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
    return answer.body.error.message;
  };
  expect(await message(small, 'trekk.svg')).toBe('Båten har ingen data til kartet trekk.svg');
  expect(await message('1999999999', 'trekk.svg')).toBe('Fant ikke båten');
  expect(await message(logged, 'kart.png')).toBe(
    'Ukjent kart «kart.png». Kart: fangstfelt.svg, trekk.svg, spor.svg.',
  );
});
