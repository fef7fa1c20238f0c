import { GET as placesRoute } from '@/app/(site)/kart/steder/route';
import { findMunicipality } from '@/lib/fiskeridir/code-lists';
import { queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { mapBaseLayer, type MapBaseLayer } from './map-places';

generatedStoreForFile();
beforeEach(() => clearQueryCache());

describe('the map base layer (/kart/steder)', () => {
  it('names every landing municipality at its harbour, with the weight landed there, heaviest first', async () => {
    const layer = await mapBaseLayer();
    const towns = layer.places.filter((place) => place.kind === 'town');
    const rows = await queryStore<{ code: string; weight: number }>(
      `select landing_municipality_code as code, sum(round_weight) as weight from landing_lines
       where landing_municipality_code is not null group by 1 order by weight desc`,
    );
    const known = rows.filter((row) => findMunicipality(row.code));
    expect(towns.length).toBe(known.length);
    expect(towns.length).toBeGreaterThan(5);
    const heaviest = findMunicipality(known[0].code)!;
    expect(towns[0]).toMatchObject({
      latitude: heaviest.latitude,
      longitude: heaviest.longitude,
      weight: Math.round(Number(known[0].weight)),
    });
    // Title case, as the page writes place names: "Bodø", not "BODØ".
    expect(towns[0].name).not.toBe(towns[0].name.toUpperCase());
    const weights = layer.places.map((place) => place.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('has the receiving stations with a registered position, and the catch areas with their names', async () => {
    const layer = await mapBaseLayer();
    const stations = layer.places.filter((place) => place.kind === 'station');
    const [{ count }] = await queryStore<{ count: number }>(
      `select count(distinct s.station_id)::integer as count from stations s
       join station_months m on m.station_id = s.station_id
       where s.latitude is not null and s.longitude is not null and s.name is not null`,
    );
    expect(stations.length).toBe(Math.min(count, 250));
    for (const station of stations) {
      expect(Math.abs(station.latitude)).toBeLessThanOrEqual(90);
      expect(station.name.length).toBeGreaterThan(0);
    }
    expect(layer.catchAreas).toContainEqual(
      expect.objectContaining({ code: '00', name: 'Vestfjorden (Lofoten)' }),
    );
  });

  it('is served as cacheable JSON, 304 when the browser has it', async () => {
    const first = await placesRoute(new Request('http://localhost/kart/steder'));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/json');
    const body = (await first.json()) as MapBaseLayer;
    expect(body.places.length).toBeGreaterThan(0);
    const again = await placesRoute(
      new Request('http://localhost/kart/steder', {
        headers: { 'if-none-match': first.headers.get('etag')! },
      }),
    );
    expect(again.status).toBe(304);
  });
});
