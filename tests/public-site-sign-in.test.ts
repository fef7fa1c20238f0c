/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';

/**
 * Issue 55: a production server on a public address without a Firebase project would sign visitors in
 * on the local Auth emulator, which accepts unsigned tokens. It refuses to start instead, naming
 * FIREBASE_PROJECT_ID, before it serves anything: no emulator token is ever accepted there.
 */

it('refuses to start the production server on a public SITE_URL without a Firebase project', () => {
  const dataDir = makeTempDir('fangstdata-public-site-');
  try {
    const { FIREBASE_PROJECT_ID: _project, FIREBASE_AUTH_EMULATOR_HOST: _emulator, ...env } = process.env;
    const started = spawnSync(
      process.execPath,
      [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/serve.ts'],
      {
        env: {
          ...env,
          NODE_ENV: 'production',
          SITE_URL: 'https://fangstdata.example',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          DATA_DIR: dataDir,
          PORT: '39871',
          LOG_LEVEL: 'info',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(started.status).toBe(1);
    const lines = started.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const refusal = lines.find((line) => line.level === 50);
    expect(refusal?.msg).toMatch(/refuses to start: SITE_URL is a public address .*FIREBASE_PROJECT_ID/);
  } finally {
    removeDir(dataDir);
  }
});
