import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile, loggedAndSmallBoat } from '@/tests/helpers/test-store';
import { boatLogbook } from './boat-logbooks';
import { LOGBOOK_TRIPS } from '@/lib/logbook/trips';

/** The busiest boat with a logbook, and a boat under 15 m. */
let logged: string;
let small: string;

generatedStoreForFile(async () => {
  ({ logged, small } = await loggedAndSmallBoat());
});

describe('boatLogbook', () => {
  it('gives the latest trips newest first, each from a departure to its arrival with its hauls', async () => {
    const logbook = (await boatLogbook(logged))!;
    expect(logbook.trips.length).toBeGreaterThan(1);
    expect(logbook.trips.length).toBeLessThanOrEqual(LOGBOOK_TRIPS);
    const departures = logbook.trips.map((trip) => trip.departure);
    expect(departures).toEqual([...departures].sort().reverse());
    for (const trip of logbook.trips) {
      expect(trip.arrival! > trip.departure).toBe(true);
      expect(trip.hauls).toBeGreaterThan(0);
      expect(trip.days).toBeGreaterThan(0);
      expect(trip.fromPort).not.toBeNull();
      expect(trip.caught).toBeCloseTo(
        trip.species.reduce((sum, species) => sum + species.weight, 0),
        0,
      );
      expect(Math.abs(trip.onBoardAtArrival! / trip.caught - 1)).toBeLessThan(0.03);
    }
  });

  it('ends the latest trip where the latest landing was, with about the weight it landed', async () => {
    const logbook = (await boatLogbook(logged))!;
    const [landing] = await queryStore<{ place: string; weight: number; day: string }>(
      `select any_value(landing_municipality) as place, sum(round_weight) as weight,
         strftime(landing_date, '%Y-%m-%d') as day
       from landing_lines where vessel_id = $id group by doc_key, landing_date
       order by landing_date desc, weight desc limit 1`,
      { id: logged },
    );
    const latest = logbook.trips[0];
    expect(latest.toPort).toBe(formatMunicipalityName(landing.place));
    expect(Math.abs(latest.caught / landing.weight - 1)).toBeLessThan(0.03);
    expect(logbook.onBoard).toMatchObject({ basis: 'arrival' });
    expect(logbook.hauls.length).toBeGreaterThan(0);
    expect(logbook.hauls[0].start >= logbook.hauls[logbook.hauls.length - 1].start).toBe(true);
  });

  it('links every arrived trip to the landing notes after its arrival, with about the weight on board', async () => {
    const logbook = (await boatLogbook(logged))!;
    const docKeys = new Set<string>();
    for (const trip of logbook.trips.filter((t) => t.arrival)) {
      expect(trip.landings.length).toBeGreaterThan(0);
      for (const landing of trip.landings) {
        expect(landing.date >= trip.arrival!.slice(0, 10)).toBe(true);
        expect(docKeys.has(landing.docKey)).toBe(false);
        docKeys.add(landing.docKey);
        const [note] = await queryStore<{ w: number; vessel: string }>(
          'select sum(round_weight) as w, any_value(vessel_id) as vessel from landing_lines where doc_key = $1',
          [landing.docKey],
        );
        expect(note).toEqual({ w: expect.closeTo(landing.weight, 1), vessel: logged });
      }
      const landed = trip.landings.reduce((sum, landing) => sum + landing.weight, 0);
      expect(Math.abs(landed / trip.onBoardAtArrival! - 1)).toBeLessThan(0.04);
    }
  });

  it('is absent for a boat under 15 m, which keeps no electronic logbook', async () => {
    expect(await boatLogbook(small)).toBeNull();
  });
});
