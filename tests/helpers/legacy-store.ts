import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storeDir, versionOfStoreFile, yearPartsFileName } from '@/lib/store/paths';
import { YEAR_PART_TABLES_DDL } from '@/lib/store/schema';
import {
  openStoreFile,
  partAlias,
  partFiles,
  readYearParts,
  YEAR_PART_TABLES,
  YEAR_PARTS_DIR,
  YEAR_SHAPE_SCHEMA,
} from '@/lib/store/year-parts';
import { currentStoreFile } from './store-query';

/**
 * Rewrites a data dir's current store as a store written before the year files (lib/store/year-parts.ts)
 * looked: one file, the raw tables in it as tables with every row, no list of year files, no views.
 * Every year file goes, so the data dir must hold that one version only.
 */
export async function rewriteAsSingleFileStore(dataDir: string): Promise<void> {
  const file = currentStoreFile(dataDir)!;
  const dir = storeDir(dataDir);
  const single = path.join(dir, `${file}.single`);
  const instance = await openStoreFile(path.join(dir, file));
  const connection = await instance.connect();
  try {
    const [{ name }] = (
      await connection.runAndReadAll('select current_database() as name')
    ).getRowObjectsJS();
    await connection.run(`attach '${single}' as single`);
    await connection.run(`copy from database "${String(name)}" to single (schema)`);
    for (const table of YEAR_PART_TABLES) await connection.run(`drop view if exists single.main.${table}`);
    await connection.run(`drop schema if exists single.${YEAR_SHAPE_SCHEMA} cascade`);
    await connection.run(YEAR_PART_TABLES_DDL('single.main'));
    const tables = (
      await connection.runAndReadAll(
        `select table_name from duckdb_tables() where database_name = 'single' and schema_name = 'main'`,
      )
    ).getRowObjectsJS();
    for (const { table_name: table } of tables) {
      await connection.run(
        `insert into single.main.${String(table)} by name select * from main.${String(table)}`,
      );
    }
    await connection.run('detach single');
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  rmSync(path.join(dir, file));
  renameSync(single, path.join(dir, file));
  rmSync(path.join(dir, yearPartsFileName(versionOfStoreFile(file)!)));
  rmSync(path.join(dir, YEAR_PARTS_DIR), { recursive: true });
}

/**
 * Rewrites a data dir's current store as one of schema 21 looked: its positions a table of the main
 * file (call signs as an older VMS load left them, lower-case), the year files without them, and their
 * list without the `tables` it has since.
 */
export async function rewriteWithPositionsInMainFile(dataDir: string): Promise<void> {
  const file = currentStoreFile(dataDir)!;
  const dir = storeDir(dataDir);
  const version = versionOfStoreFile(file)!;
  const parts = readYearParts(dir, version)!;
  const instance = await openStoreFile(path.join(dir, file));
  const connection = await instance.connect();
  try {
    await connection.run(`create table main.positions_in_main as
      select * replace (lower(radio_call_sign) as radio_call_sign) from main.positions`);
    await connection.run('drop view main.positions');
    await connection.run('alter table main.positions_in_main rename to positions');
    for (const [key] of partFiles(parts)) await connection.run(`drop table ${partAlias(key)}.positions`);
    await connection.run(`drop table ${YEAR_SHAPE_SCHEMA}.positions`);
    await connection.run(`update sitedata set value = '21' where key = 'schema_version'`);
    await connection.run('checkpoint');
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  const listPath = path.join(dir, yearPartsFileName(version));
  const { tables: _tables, ...list } = JSON.parse(readFileSync(listPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(listPath, `${JSON.stringify(list, null, 2)}\n`);
}
