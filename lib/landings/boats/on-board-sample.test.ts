import { GET as changesRoute } from '@/app/api/boats/lager/changes/[id]/route';
import { GET as boatOnBoardRoute } from '@/app/api/lager/boats/fishes/[id]/route';
import { callRoute } from '@/tests/helpers/call-route';
import { ingestFiles } from '@/lib/store/ingest';
import { ERS_SAMPLE_ZIP, makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { useStore } from '@/tests/helpers/test-store';
import type { BoatOnBoardChanges } from './on-board';
import { runningBalance, type EventLine } from '@/lib/logbook/on-board-changes';

/** The directorate's own ERS sample: a krill trawler whose two hauls all went to a carrier at sea. */
let dataDir: string;
beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-stock-');
  await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
  useStore(dataDir);
}, 60_000);
afterAll(() => removeDir(dataDir));

describe('catch on board from the real ERS sample', () => {
  it('adds the hauls and takes out the transfer to the carrier, ending with an empty hold', async () => {
    const answer = await callRoute<BoatOnBoardChanges>(changesRoute, '/api/boats/lager/changes/2008045929', {
      id: '2008045929',
    });
    expect(answer.status).toBe(200);
    const krill = answer.body.Changes.filter((c) => c.SpeciesCode === '2513');
    expect(krill.map((c) => [c.Event, c.Change, c.Balance])).toEqual([
      ['DCA', 235218, 235218],
      ['DCA', 18, 235236],
      ['TRA', -235236, 0],
    ]);
    const transfer = answer.body.Changes.filter((c) => c.Event === 'TRA');
    expect(transfer.every((c) => c.Balance === 0 && !c.Checkpoint)).toBe(true);
  });

  it('gives a departure without species lines as a reported empty hold', async () => {
    // A vessel whose latest report is a departure listing nothing on board.
    const answer = await callRoute<{ MessageType: string; Species: unknown[] }>(
      boatOnBoardRoute,
      '/api/lager/boats/fishes/2011055290',
      { id: '2011055290' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ MessageType: 'DEP', Species: [] });
  });
});

describe('runningBalance', () => {
  const line = (
    t: string,
    event: EventLine['event'],
    reference: string,
    code: string | null,
    weight: number,
  ) => ({
    t,
    event,
    reference,
    code,
    name: code,
    weight,
  });

  it('sets a checkpoint species by species and clears what it does not list', () => {
    const { changes: rows } = runningBalance(
      [
        line('2025-01-01T06:00:00Z', 'DEP', '1', null, 0),
        line('2025-01-01T10:00:00Z', 'DCA', '2', 'COD', 1000),
        line('2025-01-01T12:00:00Z', 'DCA', '3', 'HAD', 300),
        line('2025-01-02T08:00:00Z', 'POR', '4', 'COD', 980),
        line('2025-01-02T10:00:00Z', 'LANDING', 'doc', 'COD', -1000),
      ],
      '2025-01-01',
    );
    expect(rows.map((r) => [r.Event, r.SpeciesCode, r.Change, r.Balance, r.Checkpoint])).toEqual([
      ['DEP', null, 0, 0, true],
      ['DCA', 'COD', 1000, 1000, false],
      ['DCA', 'HAD', 300, 300, false],
      ['POR', 'HAD', -300, 0, true],
      ['POR', 'COD', -20, 980, true],
      ['LANDING', 'COD', -980, 0, false],
    ]);
  });

  it('carries the balance in from before the period without listing those rows', () => {
    const { changes, opening } = runningBalance(
      [
        line('2024-12-30T06:00:00Z', 'POR', '1', 'COD', 500),
        line('2024-12-30T07:00:00Z', 'POR', '1', 'HAD', 200),
        line('2025-01-01T10:00:00Z', 'DCA', '2', 'COD', 100),
      ],
      '2025-01-01',
    );
    expect(opening).toEqual([
      { SpeciesCode: 'COD', Species: 'COD', RoundWeight: 500 },
      { SpeciesCode: 'HAD', Species: 'HAD', RoundWeight: 200 },
    ]);
    expect(changes).toEqual([expect.objectContaining({ Event: 'DCA', Change: 100, Balance: 600 })]);
  });
});
