/**
 * `npm start`: serve the site, preparing whatever is missing first.
 *  1. landing data: generates the embedded default data set when DATA_DIR holds no store;
 *  2. production build: runs `next build` when there is none or the sources changed since;
 *  3. serves with `next start` on PORT (default 3000).
 * Later starts find everything in place and only do step 3.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP_FILE, sourceHash } from '../lib/cli/build-stamp';
import { currentPointerPath, resolveDataDir } from '../lib/store/paths';

const root = path.resolve(__dirname, '..');
const port = process.env.PORT ?? '3000';
const dataDir = resolveDataDir();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function step(message: string) {
  console.log(`\n▶ ${message}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function prepareData() {
  if (existsSync(currentPointerPath(dataDir))) {
    console.log(`✔ Landing data found in ${dataDir}`);
    return;
  }
  step(`No landing data in ${dataDir}: generating the default data set (takes about a minute) …`);
  run(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/sample-data.ts'],
    {
      ...process.env,
      DATA_DIR: dataDir,
    },
  );
}

function prepareBuild() {
  const hash = sourceHash(root);
  const stampPath = path.join(root, BUILD_STAMP_FILE);
  const builtHash = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : null;
  if (builtHash === hash && existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('✔ Production build is up to date');
    return;
  }
  step(
    builtHash ? 'Sources changed since the last build: rebuilding …' : 'No production build yet: building …',
  );
  run(process.execPath, [nextBin, 'build']);
  writeFileSync(stampPath, `${hash}\n`);
}

function serve() {
  step(`Serving Fangstdata at http://localhost:${port} (data: ${dataDir})`);
  const server = spawn(process.execPath, [nextBin, 'start', '-p', port], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (existsSync(path.join(root, 'scripts', 'sample-data.ts'))) prepareData();
prepareBuild();
serve();
