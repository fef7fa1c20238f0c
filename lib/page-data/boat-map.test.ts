import { callRoute } from '@/tests/helpers/call-route';
import { GET as positionsRoute } from '@/app/api/maps/boats/route';
import { GET as mapCsvRoute } from '@/app/(site)/kart/csv/route';
import { boatTrackMap, TRACK_POSITIONS } from '@/lib/landings/boats/boat-track';
import type { BoatPositions } from '@/lib/landings/places/maps';
import { queryStore } from '@/lib/store/landing-store';
import { parseBoatMap } from '@/lib/url-state';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { boatMapData } from './boat-map';

let api: BoatPositions;

generatedStoreForFile(async () => {
  api = (await callRoute<BoatPositions>(positionsRoute, '/api/maps/boats')).body;
});

describe('the map of boats (/kart)', () => {
  it('shows every boat the API has a position for, each coloured by its gear group, with a legend', async () => {
    const map = await boatMapData(parseBoatMap({}));
    expect(api.boats.length).toBeGreaterThan(10);
    expect(map.boats.map((b) => b.radioCallSign)).toEqual(api.boats.map((b) => b.radioCallSign));
    expect(map.fleetCount).toBe(api.boats.length);
    expect(map.latestReport).toBe(api.latestReport);
    // One colour per gear group, and the legend names exactly the colours in use.
    const colourOf = new Map<string, string>();
    for (const boat of map.boats) {
      const key = boat.gearGroupCode ?? '?';
      expect(colourOf.get(key) ?? boat.color).toBe(boat.color);
      colourOf.set(key, boat.color);
    }
    expect(new Set(map.legend.map((l) => l.color))).toEqual(new Set(map.boats.map((b) => b.color)));
  });

  it('narrows to one gear group and one length group, as the API’s fields say', async () => {
    const gear = api.boats.find((b) => b.gearGroupCode)!.gearGroupCode!;
    const byGear = await boatMapData(parseBoatMap({ gear }));
    expect(byGear.boats.length).toBe(api.boats.filter((b) => b.gearGroupCode === gear).length);
    expect(byGear.fleetCount).toBe(api.boats.length);
    const coloured = await boatMapData(parseBoatMap({ color: 'length', length: '5' }));
    expect(coloured.boats.every((b) => b.length != null && b.length >= 28)).toBe(true);
    expect(coloured.boats.length).toBe(api.boats.filter((b) => (b.length ?? 0) >= 28).length);
    expect(coloured.legend.map((l) => l.label)).toEqual(coloured.boats.length ? ['28 m og over'] : []);
  });

  it('keeps only boats that reported within the days asked for', async () => {
    const recent = await boatMapData(parseBoatMap({ days: '1' }));
    const since = Date.parse(api.latestReport!) - 24 * 3600 * 1000;
    expect(recent.boats.map((b) => b.radioCallSign).sort()).toEqual(
      api.boats
        .filter((b) => Date.parse(b.time) >= since)
        .map((b) => b.radioCallSign)
        .sort(),
    );
  });

  it('downloads the same boats as CSV, and ignores what it cannot read in the address', async () => {
    const gear = api.boats.find((b) => b.gearGroupCode)!.gearGroupCode!;
    const answer = await mapCsvRoute(new Request(`http://localhost/kart/csv?gear=${gear}&length=<script>`));
    expect(answer.status).toBe(200);
    const lines = (await answer.text()).trim().split('\n');
    expect(lines[0]).toContain('Radiokallesignal');
    expect(lines.length - 1).toBe(api.boats.filter((b) => b.gearGroupCode === gear).length);
  });
});

describe('the boat page’s track (boatTrackMap)', () => {
  it('gives the last 500 positions, the ports the boat landed in and its catch areas in those days', async () => {
    // The boat with a track that landed most often within its track's days.
    const candidates = api.boats.filter((b) => b.boatId).slice(0, 40);
    let best: Awaited<ReturnType<typeof boatTrackMap>> = null;
    let bestId = '';
    for (const boat of candidates) {
      const trackMap = await boatTrackMap(boat.boatId!, boat.radioCallSign);
      if (trackMap && trackMap.ports.length > (best?.ports.length ?? 0)) {
        best = trackMap;
        bestId = boat.boatId!;
      }
    }
    expect(best).not.toBeNull();
    const trackMap = best!;
    expect(trackMap.track.positions.length).toBeLessThanOrEqual(TRACK_POSITIONS);
    expect(trackMap.from).toBe(trackMap.track.from!.slice(0, 10));
    const ports = await queryStore<{ code: string; landings: number }>(
      `select landing_municipality_code as code, count(distinct doc_key)::integer as landings from landing_lines
       where vessel_id = $id and landing_date between $from::date and $to::date group by code order by code`,
      { id: bestId, from: trackMap.from, to: trackMap.to },
    );
    expect(
      trackMap.ports
        .map((p) => ({ code: p.municipalityCode, landings: p.landings }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    ).toEqual(ports);
    for (const port of trackMap.ports) {
      expect(port.latitude).toBeGreaterThan(57);
      expect(port.longitude).toBeGreaterThan(4);
    }
  });

  it('is absent for a boat without a call sign or without position reports', async () => {
    expect(await boatTrackMap('1', null)).toBeNull();
    expect(await boatTrackMap('1', 'ZZZZ9')).toBeNull();
  });
});
