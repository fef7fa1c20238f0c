import { queryStore } from '@/lib/store/landing-store';
import { callRoute } from '@/tests/helpers/call-route';
import { GET as boatRoute } from '@/app/api/boats/efficiency/[id]/route';
import { GET as fleetRoute } from '@/app/api/efficiency/route';
import { GET as openApiRoute } from '@/app/api/openapi.json/route';
import type { BoatEfficiency, FleetEfficiency } from '@/lib/trips/efficiency';
import { fishingLoadFactor } from '@/lib/trips/fuel';
import { generatedStoreForFile } from '@/tests/helpers/test-store';

/** The trip benchmarks' API on the default (generated) data. */

let boatId: string;
let year: number;

generatedStoreForFile(async () => {
  // A boat benchmarked on catch per hour in a segment of several boats.
  const [row] = await queryStore<{ vessel_id: string; year: number }>(
    `select vessel_id, year from trip_benchmarks where metric = 'kg_per_hour' and percentile is not null
     order by year desc, vessel_id limit 1`,
  );
  boatId = row.vessel_id;
  year = row.year;
});

describe('/api/boats/efficiency/{id}', () => {
  it('answers with the year’s trips, newest first, and the boat against its segment', async () => {
    const answer = await callRoute<BoatEfficiency>(boatRoute, `/api/boats/efficiency/${boatId}`, {
      id: boatId,
    });
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.year).toBe(year);
    expect(body.years[0]).toBe(year);
    expect(body.trips.length).toBeGreaterThanOrEqual(3);
    const departures = body.trips.map((trip) => trip.departure);
    expect([...departures].sort().reverse()).toEqual(departures);
    const perHour = body.benchmarks.find((row) => row.metric === 'kg_per_hour')!;
    expect(perHour.segmentBoats).toBeGreaterThanOrEqual(3);
    expect(perHour.percentile).toBeGreaterThanOrEqual(0);
    expect(perHour.percentile).toBeLessThanOrEqual(100);
    expect(perHour.segmentP25).toBeLessThanOrEqual(perHour.segmentMedian);
    expect(perHour.segmentMedian).toBeLessThanOrEqual(perHour.segmentP75);
    expect(body.segment?.lengthGroup).toBeTruthy();
    expect(body.months.some((month) => month.boat !== null && month.segment !== null)).toBe(true);
    // Each trip says the fishing load its fuel rests on: its boat's main gear group's.
    const load = fishingLoadFactor(body.segment!.gearGroupCode);
    expect(body.trips.map((trip) => trip.fishingLoadFactor)).toEqual(body.trips.map(() => load));
  });

  it('refuses a bad year with 400 and answers an unknown boat with 404', async () => {
    const bad = await callRoute(boatRoute, `/api/boats/efficiency/${boatId}?year=tjue`, { id: boatId });
    expect(bad.status).toBe(400);
    expect((await callRoute(boatRoute, '/api/boats/efficiency/5', { id: '5' })).status).toBe(404);
  });
});

describe('/api/efficiency', () => {
  it('lists the segments with their medians and leading boats, best first', async () => {
    const answer = await callRoute<FleetEfficiency>(fleetRoute, `/api/efficiency?year=${year}`, {});
    expect(answer.status).toBe(200);
    expect(answer.body.segments.length).toBeGreaterThan(1);
    for (const segment of answer.body.segments) {
      expect(segment.medians.kg_per_hour).toBeGreaterThan(0);
      const perHour = segment.leaders.map((leader) => leader.kgPerHour);
      expect([...perHour].sort((a, b) => b - a)).toEqual(perHour);
      expect(segment.leaders.length).toBeLessThanOrEqual(Math.min(3, segment.boats));
    }
  });

  it('is in the OpenAPI document with the boat’s route', async () => {
    const answer = await callRoute<{ paths: Record<string, unknown> }>(openApiRoute, '/api/openapi.json', {});
    expect(Object.keys(answer.body.paths)).toEqual(
      expect.arrayContaining(['/api/efficiency', '/api/boats/efficiency/{id}']),
    );
  });
});
