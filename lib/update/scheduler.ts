import type { ChildProcess } from 'node:child_process';
import { nextUpdateAt } from './schedule';

/**
 * `npm start`'s daily update (UPDATE_AT): starts a run at the next Oslo time of day, then plans the
 * next. The run is a child process (a crash or a leak in it cannot touch the server); its output lines
 * go to `log`. A run still going when the next one is due is not doubled; across processes and
 * machines the update lock keeps it to one anyway.
 */
export interface UpdateScheduleOptions {
  at: { hour: number; minute: number };
  /** Starts one run (`node --import tsx scripts/update-data.ts`) with its output piped. */
  startRun: () => ChildProcess;
  log: (line: string) => void;
  now?: () => Date;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

export function startUpdateSchedule({ at, startRun, log, now = () => new Date() }: UpdateScheduleOptions): {
  stop(): void;
} {
  let timer: NodeJS.Timeout | undefined;
  let running: ChildProcess | null = null;
  let lastPlanned = 0;

  const runNow = () => {
    if (running) {
      log(`${now().toISOString()} the previous update is still running; skipping this one`);
      return;
    }
    log(`${now().toISOString()} scheduled update starting`);
    const child = startRun();
    running = child;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) log(line);
      });
    }
    child.on('exit', (code, signal) => {
      running = null;
      log(`${now().toISOString()} scheduled update ended (exit ${code ?? signal})`);
    });
  };

  const plan = () => {
    // Never the same time twice, even if a timer fires a moment early.
    const from = new Date(Math.max(now().getTime(), lastPlanned));
    const next = nextUpdateAt(from, at);
    lastPlanned = next.getTime();
    log(
      `next update at ${next.toISOString()} (UPDATE_AT ${twoDigits(at.hour)}:${twoDigits(at.minute)} Oslo time)`,
    );
    timer = setTimeout(
      () => {
        runNow();
        plan();
      },
      Math.max(0, next.getTime() - now().getTime()),
    );
  };
  plan();

  return {
    stop() {
      clearTimeout(timer);
      running?.kill('SIGTERM');
    },
  };
}
