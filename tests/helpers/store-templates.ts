import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { makeTempDir } from './fiskeridir-samples';

/**
 * Generated stores shared by the files of one jest run. Generating and ingesting a store is most of a
 * store test file's time, and most files ask for the same one, so the first file that needs a store of
 * given options builds it once as a template, and every file (the first included) gets its own copy:
 * no file sees another's writes. jest's global setup names the run's template folder
 * (tests/jest-global-setup.ts); without it (a script, another runner) every call builds its own store.
 */
export const TEMPLATE_DIR_ENV = 'FANGSTDATA_TEST_STORE_TEMPLATES';

const WAIT_FOR_OTHER_BUILDER_MS = 5 * 60_000;

/**
 * A fresh data dir holding a copy of the store that `build` makes for `options`. `build` writes into
 * the folder it is given.
 */
export async function copyOfTemplateStore(
  options: object,
  prefix: string,
  build: (dataDir: string) => Promise<void>,
): Promise<string> {
  const dataDir = makeTempDir(prefix);
  await copyTemplateStoreInto(options, dataDir, build);
  return dataDir;
}

/** Fills `dataDir` (a test's own, empty or not yet made) with a copy of the store `build` makes. */
export async function copyTemplateStoreInto(
  options: object,
  dataDir: string,
  build: (dataDir: string) => Promise<void>,
): Promise<void> {
  const runDir = process.env[TEMPLATE_DIR_ENV];
  if (!runDir || !existsSync(runDir)) {
    await build(dataDir);
    return;
  }
  const key = createHash('sha256')
    .update(JSON.stringify(sortedEntries(options)))
    .digest('hex')
    .slice(0, 16);
  const template = path.join(runDir, key);
  if (!existsSync(template)) await buildOrAwaitTemplate(template, build);
  cpSync(template, dataDir, { recursive: true });
}

/** Options in a stable order, so `{ a, b }` and `{ b, a }` share a template. */
function sortedEntries(options: object): [string, unknown][] {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * One worker builds (it holds `<template>.lock`, created atomically by mkdir); the others wait for the
 * finished template, which appears by an atomic rename. A builder that died leaves its lock: after a
 * long wait the waiter builds the template itself under a private name.
 */
async function buildOrAwaitTemplate(template: string, build: (dataDir: string) => Promise<void>) {
  const partial = `${template}.${process.pid}.partial`;
  let builder = true;
  try {
    mkdirSync(`${template}.lock`);
  } catch {
    builder = false;
  }
  if (!builder) {
    const deadline = Date.now() + WAIT_FOR_OTHER_BUILDER_MS;
    while (!existsSync(template) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    if (existsSync(template)) return;
  }
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  await build(partial);
  if (!existsSync(template)) renameSync(partial, template);
  else rmSync(partial, { recursive: true, force: true });
}
