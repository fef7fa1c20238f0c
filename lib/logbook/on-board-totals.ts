import type { BoatOnBoardChanges, OnBoardEvent } from './on-board-types';

/**
 * The catch-on-board time series (lib/landings/boats/on-board.ts) summed over species, for the boat page's chart
 * and its table: one point per event, and one row per day.
 */

export interface OnBoardPoint {
  /** ISO 8601. */
  time: string;
  event: OnBoardEvent;
  /** Kg on board, all species, after the event. */
  total: number;
}

export interface OnBoardDay {
  /** yyyy-MM-dd. */
  day: string;
  /** Kg the hauls reported. */
  caught: number;
  /** Kg landed or transferred to another vessel (a positive number). */
  removed: number;
  /** Kg on board at the end of the day. */
  onBoard: number;
}

/** The total on board after each event, starting with what was on board when the period began. */
export function onBoardPoints(
  series: Pick<BoatOnBoardChanges, 'From' | 'Opening' | 'Changes'>,
): OnBoardPoint[] {
  const held = new Map<string, number>();
  for (const species of series.Opening) held.set(species.SpeciesCode ?? '', species.RoundWeight);
  const total = () => Math.round([...held.values()].reduce((sum, kg) => sum + kg, 0) * 100) / 100;
  const points: OnBoardPoint[] = [{ time: `${series.From}T00:00:00Z`, event: 'DEP', total: total() }];
  const changes = series.Changes;
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i];
    held.set(change.SpeciesCode ?? '', change.Balance);
    const next = changes[i + 1];
    // One point per event: the rows of one message (one per species) share time, event and reference.
    if (
      next &&
      next.Time === change.Time &&
      next.Event === change.Event &&
      next.Reference === change.Reference
    )
      continue;
    points.push({ time: change.Time, event: change.Event, total: total() });
  }
  return points;
}

/** Per day with any event: caught, landed or transferred, and what was on board at the end of it. */
export function onBoardDays(series: Pick<BoatOnBoardChanges, 'From' | 'Opening' | 'Changes'>): OnBoardDay[] {
  const points = onBoardPoints(series);
  const days = new Map<string, OnBoardDay>();
  for (const change of series.Changes) {
    const day = change.Time.slice(0, 10);
    const entry = days.get(day) ?? { day, caught: 0, removed: 0, onBoard: 0 };
    if (change.Event === 'DCA') entry.caught += change.Change;
    else if (!change.Checkpoint && change.Change < 0) entry.removed -= change.Change;
    days.set(day, entry);
  }
  for (const point of points.slice(1)) {
    const entry = days.get(point.time.slice(0, 10));
    if (entry) entry.onBoard = point.total;
  }
  const round = (kg: number) => Math.round(kg * 100) / 100;
  return [...days.values()].map((d) => ({ ...d, caught: round(d.caught), removed: round(d.removed) }));
}
