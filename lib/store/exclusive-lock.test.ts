import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { acquireExclusiveLock, activeLockHolder, LockHeldError, type LockHolder } from './exclusive-lock';

const NAME = 'ingest.lock';
const REQUIRE_LOCK = `const { acquireExclusiveLock } = require(${JSON.stringify(path.resolve('lib/store/exclusive-lock.ts'))});`;
let dir: string;
beforeEach(() => {
  dir = makeTempDir('fangstdata-lock-');
});
afterEach(() => removeDir(dir));

/** The pid of a process that has exited: what a crashed (kill -9) holder leaves behind. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

function writeStaleLock(generation: number, pid = deadPid()) {
  const holder: LockHolder = {
    pid,
    host: hostname(),
    startedAt: '2025-01-01T00:00:00.000Z',
    purpose: 'ingest',
    token: `crashed-${generation}`,
  };
  writeFileSync(path.join(dir, `${NAME}.${generation}`), JSON.stringify(holder));
  return holder;
}

const lockFileNames = () =>
  readdirSync(dir)
    .filter((name) => name.startsWith(NAME))
    .sort();

describe('an exclusive lock', () => {
  it('is refused while held, naming the holder, and free again once released', async () => {
    const first = await acquireExclusiveLock(dir, NAME, 'ingest');
    const refusal = acquireExclusiveLock(dir, NAME, 'ingest');
    await expect(refusal).rejects.toBeInstanceOf(LockHeldError);
    await expect(refusal).rejects.toThrow(new RegExp(`held by process ${process.pid} on ${hostname()}`));

    await first.release();
    expect(await activeLockHolder(dir, NAME)).toBeNull();
    const second = await acquireExclusiveLock(dir, NAME, 'ingest');
    expect(await activeLockHolder(dir, NAME)).toEqual(second.holder);
    await second.release();
    // The newest generation stays (marked released); older ones and drafts are gone.
    expect(lockFileNames()).toEqual([`${NAME}.2`]);
  });

  it('lets exactly one of many concurrent acquirers take over a stale lock', async () => {
    writeStaleLock(7);
    const attempts = await Promise.allSettled(
      Array.from({ length: 16 }, () => acquireExclusiveLock(dir, NAME, 'ingest')),
    );
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(15);
    for (const attempt of refused) expect(attempt.reason).toBeInstanceOf(LockHeldError);
    const winner = won[0].value;
    expect(await activeLockHolder(dir, NAME)).toEqual(winner.holder);
    expect(lockFileNames()).toEqual([`${NAME}.8`]);
    await winner.release();
  });

  it('lets exactly one of several processes take over a stale lock', async () => {
    writeStaleLock(3);
    // Each child tries once and says how it went; the one that gets the lock holds it until every child
    // has tried (its stdin closes), however long a loaded machine takes to start the others.
    const script = `${REQUIRE_LOCK}
      acquireExclusiveLock(${JSON.stringify(dir)}, ${JSON.stringify(NAME)}, 'ingest').then(
        (lock) => {
          console.log('won');
          process.stdin.on('end', () => lock.release()).resume();
        },
        (error) => console.log(error.name === 'LockHeldError' ? 'refused' : 'error ' + error.message),
      );`;
    const children = Array.from({ length: 6 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '-e', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const outcomes = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => {
              out += chunk.toString();
              if (out.includes('\n')) resolve(out.trim());
            });
            child.on('exit', () => resolve(out.trim()));
          }),
      ),
    );
    await Promise.all(
      children.map((child) => {
        child.stdin.end();
        return new Promise((resolve) =>
          child.exitCode === null ? child.on('exit', resolve) : resolve(null),
        );
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(5);
  });

  it('treats a lock naming this process but none of its holders as stale (a reused pid)', async () => {
    writeStaleLock(1, process.pid);
    const lock = await acquireExclusiveLock(dir, NAME, 'ingest');
    expect(lock.path).toBe(path.join(dir, `${NAME}.2`));
    await lock.release();
  });

  it('is released when its process exits without releasing it', async () => {
    const script = `${REQUIRE_LOCK}
      acquireExclusiveLock(${JSON.stringify(dir)}, ${JSON.stringify(NAME)}, 'ingest').then(() => process.exit(0));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.status).toBe(0);
    const holder = JSON.parse(readFileSync(path.join(dir, `${NAME}.1`), 'utf8')) as LockHolder;
    expect(holder).toEqual(expect.objectContaining({ pid: child.pid, released: true }));
    expect(await activeLockHolder(dir, NAME)).toBeNull();
  });

  it('keeps a lock held on another machine (its pid cannot be checked)', async () => {
    writeFileSync(
      path.join(dir, `${NAME}.4`),
      JSON.stringify({ pid: 1, host: 'other-host', startedAt: '', purpose: 'ingest', token: 'x' }),
    );
    await expect(acquireExclusiveLock(dir, NAME, 'ingest')).rejects.toThrow(/process 1 on other-host/);
  });
});
