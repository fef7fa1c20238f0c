import { onBoardDays, onBoardPoints } from './on-board-totals';
import type { OnBoardChange } from './on-board-types';

const change = (
  Time: string,
  Event: OnBoardChange['Event'],
  Reference: string,
  SpeciesCode: string,
  Change: number,
  Balance: number,
  Checkpoint = false,
): OnBoardChange => ({
  Time,
  Event,
  Reference,
  SpeciesCode,
  Species: SpeciesCode,
  Change,
  Balance,
  Checkpoint,
});

const series = {
  From: '2025-01-01',
  Opening: [{ SpeciesCode: 'SAI', Species: 'SAI', RoundWeight: 50 }],
  Changes: [
    change('2025-01-01T10:00:00Z', 'DCA', '1', 'COD', 1000, 1000),
    change('2025-01-01T10:00:00Z', 'DCA', '1', 'HAD', 200, 200),
    change('2025-01-02T08:00:00Z', 'POR', '2', 'SAI', -50, 0, true),
    change('2025-01-02T08:00:00Z', 'POR', '2', 'COD', -10, 990, true),
    change('2025-01-02T08:00:00Z', 'POR', '2', 'HAD', 0, 200, true),
    change('2025-01-02T14:00:00Z', 'LANDING', 'doc', 'COD', -990, 0),
    change('2025-01-02T14:00:00Z', 'LANDING', 'doc', 'HAD', -200, 0),
  ],
};

describe('the catch-on-board series summed over species', () => {
  it('gives one point per event with the total on board after it, from the opening balance', () => {
    expect(onBoardPoints(series)).toEqual([
      { time: '2025-01-01T00:00:00Z', event: 'DEP', total: 50 },
      { time: '2025-01-01T10:00:00Z', event: 'DCA', total: 1250 },
      { time: '2025-01-02T08:00:00Z', event: 'POR', total: 1190 },
      { time: '2025-01-02T14:00:00Z', event: 'LANDING', total: 0 },
    ]);
  });

  it('gives per day what was caught, what went ashore and what was left on board', () => {
    expect(onBoardDays(series)).toEqual([
      { day: '2025-01-01', caught: 1200, removed: 0, onBoard: 1250 },
      { day: '2025-01-02', caught: 0, removed: 1190, onBoard: 0 },
    ]);
  });
});
