import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDir } from './fiskeridir-samples';
import { copyOfTemplateStore, TEMPLATE_DIR_ENV } from './store-templates';

describe('copyOfTemplateStore', () => {
  const saved = process.env[TEMPLATE_DIR_ENV];
  let runDir: string;
  beforeEach(() => {
    runDir = mkdtempSync(path.join(os.tmpdir(), 'templates-test-'));
    process.env[TEMPLATE_DIR_ENV] = runDir;
  });
  afterEach(() => {
    removeDir(runDir);
    if (saved === undefined) delete process.env[TEMPLATE_DIR_ENV];
    else process.env[TEMPLATE_DIR_ENV] = saved;
  });

  const builder = () => {
    const build = jest.fn(async (dir: string) => writeFileSync(path.join(dir, 'store'), 'built'));
    return build;
  };

  it('builds a store once per run and gives every caller its own copy', async () => {
    const build = builder();
    const [first, second] = await Promise.all([
      copyOfTemplateStore({ years: 2, seed: 1 }, 't-', build),
      copyOfTemplateStore({ seed: 1, years: 2 }, 't-', build),
    ]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first).not.toBe(second);
    writeFileSync(path.join(first, 'store'), 'changed by one file');
    expect(readFileSync(path.join(second, 'store'), 'utf8')).toBe('built');
    removeDir(first);
    removeDir(second);
  });

  it('builds separately for other options', async () => {
    const build = builder();
    const a = await copyOfTemplateStore({ years: 1 }, 't-', build);
    const b = await copyOfTemplateStore({ years: 3 }, 't-', build);
    expect(build).toHaveBeenCalledTimes(2);
    removeDir(a);
    removeDir(b);
  });

  it('builds straight into the data dir when no run folder is named', async () => {
    delete process.env[TEMPLATE_DIR_ENV];
    const build = builder();
    const dir = await copyOfTemplateStore({}, 't-', build);
    expect(build).toHaveBeenCalledWith(dir);
    expect(existsSync(path.join(dir, 'store'))).toBe(true);
    removeDir(dir);
  });
});
