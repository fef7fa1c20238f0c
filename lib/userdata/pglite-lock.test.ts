import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { copyOfEmptyPglite } from '@/tests/helpers/userdata';
import { openUserDb, UserDbLockedError } from './db';

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it.
 * The directory carries a lock file, so a second server is refused with a clear message instead.
 */
// No migrations: the lock is what is under test.
let dir: string;
let holder: ChildProcessWithoutNullStreams | null = null;
beforeEach(async () => {
  dir = await copyOfEmptyPglite('fangstdata-userdata-');
}, 90_000);
afterEach(async () => {
  if (holder && holder.exitCode === null && holder.signalCode === null) {
    const exited = new Promise((resolve) => holder!.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
  }
  holder = null;
  removeDir(dir);
});

/** Another process (a second server) that opens the database and keeps it open. */
async function openInAnotherProcess(): Promise<ChildProcessWithoutNullStreams> {
  const script = `
    const { openUserDb } = require(${JSON.stringify(path.resolve('lib/userdata/db.ts'))});
    openUserDb({ pgliteDir: ${JSON.stringify(dir)}, migrations: [] }).then(
      () => { console.log('open'); setInterval(() => {}, 60_000); },
      (error) => { console.log('failed ' + error.message); process.exit(1); },
    );`;
  const child = spawn(process.execPath, ['--conditions', 'react-server', '--import', 'tsx', '-e', script]);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('open')) resolve();
      else if (out.includes('failed')) reject(new Error(out));
    });
    child.on('exit', () => reject(new Error(`the holder exited: ${out}`)));
  });
  return child;
}

it('refuses a second process on the same directory, naming the directory and the holder', async () => {
  holder = await openInAnotherProcess();
  const attempt = openUserDb({ pgliteDir: dir, migrations: [] });
  await expect(attempt).rejects.toBeInstanceOf(UserDbLockedError);
  await expect(attempt).rejects.toThrow(
    `userdata: the PGlite directory ${dir} is in use by process ${holder.pid} on `,
  );
  await expect(attempt).rejects.toThrow(
    /stop that process, give this one another DATA_DIR, or set DATABASE_URL/,
  );
}, 90_000);

it('takes the directory over once the holder has died (kill -9), with the data intact', async () => {
  const first = await openUserDb({ pgliteDir: dir, migrations: [] });
  await first.exec("create table note (text text); insert into note values ('kept')");
  await first.close();

  holder = await openInAnotherProcess();
  const exited = new Promise((resolve) => holder!.on('exit', resolve));
  holder.kill('SIGKILL');
  await exited;

  const db = await openUserDb({ pgliteDir: dir, migrations: [] });
  try {
    expect(await db.query('select text from note')).toEqual([{ text: 'kept' }]);
  } finally {
    await db.close();
  }
}, 90_000);

it('in one process, refuses a second handle while the first is open and allows it after close', async () => {
  const db = await openUserDb({ pgliteDir: dir, migrations: [] });
  await expect(openUserDb({ pgliteDir: dir, migrations: [] })).rejects.toThrow(
    new RegExp(`in use by process ${process.pid} `),
  );
  await db.close();
  const again = await openUserDb({ pgliteDir: dir, migrations: [] });
  await again.close();
}, 90_000);
