import type { DuckDBConnection } from '@duckdb/node-api';
import {
  attachPart,
  hasOwnFile,
  partAlias,
  YEAR_PART_TABLES,
  yearPartTablesSql,
  yearsIn,
  yearRowsSql,
  type PartKey,
  type YearParts,
} from './year-parts';

/**
 * Moves a store written before the year files (its raw tables in the one file) into the layout of
 * ./year-parts.ts, as the first ingest after the change writes its version: the new main file gets
 * every other table (schema and rows) of the old one, the newest years a file each and the older years
 * theirs, attached read-write. The old
 * file is only read, so it keeps serving until the new version is committed, and a failed move leaves
 * it as it was. The new main file is written fresh rather than copied and emptied: DuckDB does not give
 * back the space of dropped tables, and every later ingest copies the main file.
 */
export async function moveRawTablesToYearParts(
  connection: DuckDBConnection,
  legacyStorePath: string,
  partPathOf: (key: PartKey) => { file: string; path: string },
): Promise<{ parts: YearParts; written: PartKey[] }> {
  const quotedIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const current = String(
    (await connection.runAndReadAll('select current_database() as name')).getRowObjectsJS()[0].name,
  );
  await connection.run(`attach '${legacyStorePath.replaceAll("'", "''")}' as legacy (read_only)`);
  try {
    await connection.run(`copy from database legacy to ${quotedIdentifier(current)} (schema)`);
    const tables = (
      await connection.runAndReadAll(
        `select table_name from duckdb_tables() where database_name = 'legacy' and schema_name = 'main'`,
      )
    )
      .getRowObjectsJS()
      .map((row) => String(row.table_name));
    const yearTables = new Set<string>(YEAR_PART_TABLES);
    for (const table of tables) {
      if (yearTables.has(table)) continue;
      await connection.run(
        `insert into main.${quotedIdentifier(table)} from legacy.main.${quotedIdentifier(table)}`,
      );
    }
    const found = new Set<number>();
    for (const table of YEAR_PART_TABLES) {
      for (const year of await yearsIn(connection, table, `legacy.main.${table}`)) found.add(year);
    }
    const years = [...found].sort((a, b) => a - b);
    const newest = Math.max(...years);
    const own = new Map<number, string>();
    let older: { file: string; years: number[] } | null = null;
    for (const year of years) {
      const key: PartKey = hasOwnFile(year, newest) ? year : 'older';
      const alias = partAlias(key);
      if (key !== 'older' || older == null) {
        const part = partPathOf(key);
        await attachPart(connection, part.path, key, false);
        await connection.run(yearPartTablesSql(alias));
        if (key === 'older') older = { file: part.file, years: [] };
        else own.set(year, part.file);
      }
      if (key === 'older') older!.years.push(year);
      // By name: an old store's documents may lack columns added since; they stay empty.
      for (const table of YEAR_PART_TABLES) {
        await connection.run(
          `insert into ${alias}.${table} by name ${yearRowsSql(table, `legacy.main.${table}`, year)}`,
        );
      }
    }
    for (const table of YEAR_PART_TABLES) await connection.run(`drop table if exists main.${table}`);
    const parts: YearParts = { tables: YEAR_PART_TABLES, years: own, older };
    return { parts, written: [...(older ? ['older' as const] : []), ...own.keys()] };
  } finally {
    await connection.run('detach legacy');
  }
}
