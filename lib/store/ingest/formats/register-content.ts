import type { DuckDBConnection } from '@duckdb/node-api';
import { SOURCE_TABLES } from '../../schema';
import type { LoadContext, LoadedFile } from './types';

/** The register tables: small enough to compare whole before and after a register file. */
const REGISTER_TABLES = SOURCE_TABLES.filter((table) => table.startsWith('register_'));

/** Row counts and order-independent checksums of the register tables, as one text. */
async function registerContent(connection: DuckDBConnection): Promise<string> {
  const parts = REGISTER_TABLES.map(
    (table) =>
      `select count(*)::varchar || ':' || coalesce(sum(hash(t))::varchar, '0') as part from ${table} t`,
  );
  const reader = await connection.runAndReadAll(parts.join(' union all '));
  return reader
    .getRowObjectsJS()
    .map((row) => String(row.part))
    .join('|');
}

/**
 * Runs a register file's load (which returns the entries it read) and tells whether the registers
 * changed: the same register again is no new version.
 */
export async function loadRegister(
  context: LoadContext,
  loaded: LoadedFile,
  load: () => Promise<number>,
): Promise<void> {
  const before = await registerContent(context.connection);
  loaded.report.lines = await load();
  loaded.changed = (await registerContent(context.connection)) !== before;
}
