import type {
  DuckDBConnection,
  DuckDBPreparedStatement,
  DuckDBResultReader,
  DuckDBValue,
} from '@duckdb/node-api';

/**
 * One connection's prepared statements, kept by SQL text and reused with new parameters.
 *
 * Why: `connection.runAndReadAll(sql, params)` parses, plans and throws away a statement on every call.
 * The site asks the same few dozen parameterised queries over and over (a boat page is nine reads
 * whose SQL differs only in its parameters), and preparing each again costs main-thread time on every
 * uncached page. Bounded, least recently used out first, because filter combinations
 * make more distinct SQL texts than are worth keeping.
 *
 * A connection runs one query at a time (lib/store/connection-pool.ts), so a statement is never bound
 * by two queries at once. Statements live as long as their connection: a new store version opens new
 * connections and so prepares anew.
 */
export class PreparedStatementCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly statements = new Map<string, DuckDBPreparedStatement>();

  constructor(
    private readonly connection: DuckDBConnection,
    private readonly capacity: number,
  ) {}

  get size(): number {
    return this.statements.size;
  }

  async statementFor(sql: string): Promise<DuckDBPreparedStatement> {
    const kept = this.statements.get(sql);
    if (kept) {
      this.statements.delete(sql);
      this.statements.set(sql, kept);
      return kept;
    }
    const prepared = await this.connection.prepare(sql);
    this.statements.set(sql, prepared);
    if (this.statements.size > this.capacity) {
      const [oldestSql, oldest] = this.statements.entries().next().value!;
      this.statements.delete(oldestSql);
      oldest.destroySync();
    }
    return prepared;
  }

  /**
   * Runs `sql` with `params` on its prepared statement and reads the whole result. A statement whose
   * run failed (interrupted, out of memory, a bad parameter) is dropped, so the next call prepares it
   * afresh.
   */
  async runAndReadAll(
    sql: string,
    params: DuckDBValue[] | Record<string, DuckDBValue>,
  ): Promise<DuckDBResultReader> {
    const prepared = await this.statementFor(sql);
    try {
      // A call that leaves a parameter out must fail, not run with the last call's value.
      prepared.clearBindings();
      prepared.bind(params);
      return await prepared.runAndReadAll();
    } catch (error) {
      this.forget(sql);
      throw error;
    }
  }

  /** Drops a statement: the next call prepares it afresh. */
  forget(sql: string) {
    const kept = this.statements.get(sql);
    if (!kept) return;
    this.statements.delete(sql);
    kept.destroySync();
  }
}
