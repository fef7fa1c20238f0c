import { GET as boatOnBoardRoute } from '@/app/api/lager/boats/fishes/[id]/route';
import { GET as fleetOnBoardRoute } from '@/app/api/lager/fish/route';
import { GET as changesRoute } from '@/app/api/boats/lager/changes/[id]/route';
import { callRoute } from '@/tests/helpers/call-route';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile, loggedAndSmallBoat } from '@/tests/helpers/test-store';
import type { BoatCatchOnBoard, BoatOnBoardChanges, FleetCatchOnBoard } from './on-board';

/** The boat with most arrivals in its logbook, and a boat under 15 m (no logbook). */
let logged: string;
let small: string;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

generatedStoreForFile(async () => {
  ({ logged, small } = await loggedAndSmallBoat());
});

const byCode = (rows: { code: string; weight: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.code, Math.round(Number(row.weight) * 100) / 100]));

describe('GET /api/lager/boats/fishes/{id}', () => {
  it('gives the catch on board of the vessel’s latest departure or arrival report', async () => {
    const answer = await callRoute<BoatCatchOnBoard>(boatOnBoardRoute, `/api/lager/boats/fishes/${logged}`, {
      id: logged,
    });
    expect(answer.status).toBe(200);
    const [latest] = await queryStore<{ type: string; id: string; at: string }>(
      `select message_type as type, message_id::varchar as id, strftime(event_time, '%Y-%m-%dT%H:%M:%SZ') as at
       from ers_lines where vessel_id = $id and message_type in ('DEP', 'POR')
       order by event_time desc, message_id desc limit 1`,
      { id: logged },
    );
    expect(answer.body).toMatchObject({ VesselId: logged, ReportedAt: latest.at, MessageType: latest.type });
    const onBoard = await queryStore<{ code: string; weight: number }>(
      `select species_code as code, sum(round_weight) as weight from ers_lines
       where vessel_id = $id and message_id = $message and quantity_type = 'OB' group by 1`,
      { id: logged, message: latest.id },
    );
    expect(Object.fromEntries(answer.body.Species.map((s) => [s.SpeciesCode, s.RoundWeight]))).toEqual(
      byCode(onBoard),
    );
    const weights = answer.body.Species.map((s) => s.RoundWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('answers 404 saying why for a boat under 15 m, 404 for an unknown boat and 400 for a bad id', async () => {
    const none = await callRoute<ErrorBody>(boatOnBoardRoute, `/api/lager/boats/fishes/${small}`, {
      id: small,
    });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toContain('under 15 meter');
    const unknown = await callRoute<ErrorBody>(boatOnBoardRoute, '/api/lager/boats/fishes/3', { id: '3' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Båten finnes ikke');
    expect((await callRoute(boatOnBoardRoute, '/api/lager/boats/fishes/x', { id: 'x' })).status).toBe(400);
  });
});

describe('GET /api/lager/fish', () => {
  it('sums each vessel’s latest report in the newest 30 days of logbooks, by species', async () => {
    const answer = await callRoute<FleetCatchOnBoard>(fleetOnBoardRoute, '/api/lager/fish');
    expect(answer.status).toBe(200);
    const [span] = await queryStore<{ first: string; last: string }>(
      `select strftime(max(event_time)::date - 29, '%Y-%m-%d') as first, strftime(max(event_time), '%Y-%m-%d') as last
       from ers_lines where message_type in ('DEP', 'POR')`,
    );
    expect(answer.body).toMatchObject({ From: span.first, To: span.last, Note: null });
    // Independently: the latest DEP or POR per vessel in the window (generated departures carry no lines).
    const expected = await queryStore<{ code: string; weight: number; vessels: number }>(
      `with latest as (
         select vessel_id, arg_max(message_id, (event_time, message_id)) as message_id
         from ers_lines where message_type in ('DEP', 'POR')
           and event_time >= $first::date and event_time < $last::date + 1 group by vessel_id
       )
       select species_code as code, sum(round_weight) as weight, count(distinct vessel_id)::integer as vessels
       from ers_lines join latest using (vessel_id, message_id) where quantity_type = 'OB' group by 1`,
      span,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(Object.fromEntries(answer.body.Species.map((s) => [s.SpeciesCode, s.RoundWeight]))).toEqual(
      byCode(expected),
    );
    for (const row of expected) {
      expect(answer.body.Species.find((s) => s.SpeciesCode === row.code)?.Vessels).toBe(row.vessels);
    }
    const [{ vessels }] = await queryStore<{ vessels: number }>(
      `select count(distinct vessel_id)::integer as vessels from ers_lines where message_type in ('DEP', 'POR')
         and event_time >= $first::date and event_time < $last::date + 1`,
      span,
    );
    expect(answer.body.Vessels).toBe(vessels);
  });

  it('says so when no vessel reported in the period asked for, and refuses a bad period', async () => {
    const empty = await callRoute<FleetCatchOnBoard>(
      fleetOnBoardRoute,
      '/api/lager/fish?from=1990-01-01&to=1990-01-31',
    );
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ From: '1990-01-01', To: '1990-01-31', Vessels: 0, Species: [] });
    expect(empty.body.Note).toContain('Ingen fartøy meldte fangst om bord');
    const reversed = await callRoute<ErrorBody>(
      fleetOnBoardRoute,
      '/api/lager/fish?from=2025-02-01&to=2025-01-01',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toHaveProperty(['spørring.to']);
    const long = await callRoute<ErrorBody>(
      fleetOnBoardRoute,
      '/api/lager/fish?from=2020-01-01&to=2025-01-01',
    );
    expect(long.status).toBe(400);
    expect((await callRoute(fleetOnBoardRoute, '/api/lager/fish?from=2025-13-01')).status).toBe(400);
  });
});

describe('GET /api/boats/lager/changes/{id}', () => {
  it('adds hauls, sets the reported catch at arrival and takes out what the landing note landed', async () => {
    const answer = await callRoute<BoatOnBoardChanges>(changesRoute, `/api/boats/lager/changes/${logged}`, {
      id: logged,
    });
    expect(answer.status).toBe(200);
    const { Changes: changes, From: from, To: to } = answer.body;
    expect(changes.length).toBeGreaterThan(10);
    const times = changes.map((c) => c.Time);
    expect(times).toEqual([...times].sort());
    expect(times[0] >= from).toBe(true);
    expect(times[times.length - 1].slice(0, 10) <= to).toBe(true);
    for (const change of changes) expect(change.Balance).toBeGreaterThanOrEqual(0);
    const events = new Set(changes.map((c) => c.Event));
    expect([...events].sort()).toEqual(['DCA', 'DEP', 'LANDING', 'POR']);

    // At each arrival the balance is what the vessel reported on board; the hauls before it got close.
    const arrivals = [...new Set(changes.filter((c) => c.Event === 'POR').map((c) => c.Reference))];
    expect(arrivals.length).toBeGreaterThan(1);
    for (const reference of arrivals) {
      const reported = await queryStore<{ code: string; weight: number }>(
        `select species_code as code, sum(round_weight) as weight from ers_lines
         where message_type = 'POR' and message_id = $id::bigint and quantity_type = 'OB' group by 1`,
        { id: reference },
      );
      const rows = changes.filter((c) => c.Event === 'POR' && c.Reference === reference && c.SpeciesCode);
      for (const row of rows) expect(row.Checkpoint).toBe(true);
      const atArrival = Object.fromEntries(
        rows.filter((r) => r.Balance > 0).map((r) => [r.SpeciesCode, r.Balance]),
      );
      expect(atArrival).toEqual(byCode(reported));
    }

    // The landing after an arrival takes out about what was on board (the note lands within 3 %).
    const landings = changes.filter((c) => c.Event === 'LANDING');
    expect(landings.length).toBeGreaterThan(0);
    for (const landing of landings) expect(landing.Change).toBeLessThanOrEqual(0);
    const lastArrival = changes.findLast((c) => c.Event === 'POR')!;
    const after = changes.filter((c) => c.Time > lastArrival.Time && c.Event === 'LANDING');
    if (after.length > 0) {
      const onBoard = changes
        .filter((c) => c.Reference === lastArrival.Reference)
        .reduce((sum, c) => sum + c.Balance, 0);
      const taken = -after.reduce((sum, c) => sum + c.Change, 0);
      expect(Math.abs(taken / onBoard - 1)).toBeLessThan(0.04);
    }
  });

  it('answers only the period asked for, 404 with a reason without a logbook, 400 for a bad period', async () => {
    const full = await callRoute<BoatOnBoardChanges>(changesRoute, `/api/boats/lager/changes/${logged}`, {
      id: logged,
    });
    const day = full.body.Changes[Math.floor(full.body.Changes.length / 2)].Time.slice(0, 10);
    const one = await callRoute<BoatOnBoardChanges>(
      changesRoute,
      `/api/boats/lager/changes/${logged}?from=${day}&to=${day}`,
      { id: logged },
    );
    expect(one.body).toMatchObject({ From: day, To: day });
    expect(one.body.Changes.length).toBeGreaterThan(0);
    expect(one.body.Changes.every((c) => c.Time.startsWith(day))).toBe(true);
    // The balance carried in from before the period matches the full series.
    const first = one.body.Changes[0];
    expect(
      full.body.Changes.find(
        (c) =>
          c.Time === first.Time && c.Reference === first.Reference && c.SpeciesCode === first.SpeciesCode,
      )?.Balance,
    ).toBe(first.Balance);

    const none = await callRoute<ErrorBody>(changesRoute, `/api/boats/lager/changes/${small}`, { id: small });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toContain('under 15 meter');
    expect((await callRoute(changesRoute, '/api/boats/lager/changes/5', { id: '5' })).status).toBe(404);
    const reversed = await callRoute(
      changesRoute,
      `/api/boats/lager/changes/${logged}?from=2025-02-01&to=2025-01-01`,
      {
        id: logged,
      },
    );
    expect(reversed.status).toBe(400);
  });
});
