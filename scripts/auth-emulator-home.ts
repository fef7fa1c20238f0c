/**
 * The private room of one Auth emulator process: its own firebase config and its own TMPDIR.
 *
 * firebase-tools registers an emulator suite's hub in `os.tmpdir()/hub-<projectId>.json`, and the exit
 * export (`--export-on-exit`) goes through whichever hub that file names. With one shared temporary
 * directory, a second emulator of the same project on the machine (the test suite beside a developer's
 * `npm start`, or two test files) finds the first one's registration: its exit export then writes the
 * other emulator's accounts into its own directory, or nothing at all. A TMPDIR of its own makes each
 * emulator's hub registration private. The hub and logging ports are taken free for the same reason:
 * firebase's defaults (4400, 4500) when nobody holds them, otherwise ports the system hands out.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const DEFAULT_HUB_PORT = 4400;
const DEFAULT_LOGGING_PORT = 4500;

export interface EmulatorHome {
  /** The generated firebase config (`--config`). */
  configFile: string;
  /** The emulator's TMPDIR, where its hub registers itself. */
  tmpDir: string;
  /** The emulator hub's port: its export endpoint. */
  hubPort: number;
}

/** A port on 127.0.0.1 that answers nothing now: `preferred` when it is free, else one the system picks. */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (preferred !== 0 && error.code === 'EADDRINUSE') freePort(0).then(resolve, reject);
      else reject(error);
    });
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Clears and fills `dir` for an emulator on `authPort`: a registration left by an emulator that was
 * killed names a process id the system may have given to another process since, and firebase would
 * then not register the new hub at all. `defaultPorts: false` skips 4400/4500 (after a start that lost
 * them to an emulator starting at the same moment).
 */
export async function prepareEmulatorHome(
  dir: string,
  authPort: number,
  { defaultPorts = true }: { defaultPorts?: boolean } = {},
): Promise<EmulatorHome> {
  rmSync(dir, { recursive: true, force: true });
  const tmpDir = path.join(dir, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  const hubPort = await freePort(defaultPorts ? DEFAULT_HUB_PORT : 0);
  let loggingPort = await freePort(defaultPorts ? DEFAULT_LOGGING_PORT : 0);
  while (loggingPort === hubPort) loggingPort = await freePort(0);
  const configFile = path.join(dir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        ui: { enabled: false },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        singleProjectMode: true,
      },
    }),
  );
  return { configFile, tmpDir, hubPort };
}
