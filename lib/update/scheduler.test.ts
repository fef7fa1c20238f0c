import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ChildProcess } from 'node:child_process';
import { startUpdateSchedule } from './scheduler';

/** A stand-in child process: output streams, an exit the test triggers, a kill that records. */
function fakeRun() {
  const child = Object.assign(new EventEmitter(), {
    stdout: new PassThrough(),
    stderr: new PassThrough(),
    killed: '' as string,
    kill(signal: string) {
      child.killed = signal;
      return true;
    },
  });
  return child;
}

beforeEach(() =>
  // Streams deliver through nextTick and setImmediate: only the clock and its timers are faked.
  jest.useFakeTimers({
    now: new Date('2026-11-24T01:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
  }),
);
afterEach(() => jest.useRealTimers());

/** A schedule at 04:30 Oslo time whose runs are fakes the test drives, and its log. */
function scheduleAtHalfPastFour() {
  const runs: ReturnType<typeof fakeRun>[] = [];
  const log: string[] = [];
  const schedule = startUpdateSchedule({
    at: { hour: 4, minute: 30 },
    startRun: () => {
      runs.push(fakeRun());
      return runs.at(-1) as unknown as ChildProcess;
    },
    log: (line) => log.push(line),
  });
  return { runs, log, schedule };
}

describe('startUpdateSchedule', () => {
  it('runs at the Oslo time of day, logs the run, and plans the next day', async () => {
    const { runs, log, schedule } = scheduleAtHalfPastFour();
    expect(log).toEqual(['next update at 2026-11-24T03:30:00.000Z (UPDATE_AT 04:30 Oslo time)']);
    jest.advanceTimersByTime(2.5 * 3_600_000 - 1);
    expect(runs).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(runs).toHaveLength(1);
    runs[0].stdout.write('2026-11-24T03:30:01Z landings-2026: not modified\npartial');
    runs[0].stdout.end(' line\n');
    await new Promise((resolve) => setImmediate(resolve));
    runs[0].emit('exit', 0, null);
    expect(log).toEqual([
      'next update at 2026-11-24T03:30:00.000Z (UPDATE_AT 04:30 Oslo time)',
      '2026-11-24T03:30:00.000Z scheduled update starting',
      'next update at 2026-11-25T03:30:00.000Z (UPDATE_AT 04:30 Oslo time)',
      '2026-11-24T03:30:01Z landings-2026: not modified',
      'partial line',
      '2026-11-24T03:30:00.000Z scheduled update ended (exit 0)',
    ]);
    schedule.stop();
  });

  it('does not start a second run while one is still going, and stops it with the server', () => {
    const { runs, log, schedule } = scheduleAtHalfPastFour();
    jest.advanceTimersByTime(2.5 * 3_600_000 + 24 * 3_600_000);
    expect(runs).toHaveLength(1);
    expect(log).toContain('2026-11-25T03:30:00.000Z the previous update is still running; skipping this one');
    schedule.stop();
    expect(runs[0].killed).toBe('SIGTERM');
  });
});
