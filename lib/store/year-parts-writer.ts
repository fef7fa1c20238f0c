import type { DuckDBConnection } from '@duckdb/node-api';
import { copyFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  attachPart,
  attachYearParts,
  hasOwnFile,
  partAlias,
  partFile,
  partOfYear,
  YEAR_PART_TABLES,
  YEAR_SHAPE_SCHEMA,
  yearPartTablesSql,
  yearPartViewsSql,
  yearsIn,
  yearsOf,
  yearRowsSql,
  type PartKey,
  type YearPartTable,
  type YearParts,
} from './year-parts';

const PARTIAL_SUFFIX = '.partial';

/**
 * The year files (./year-parts.ts) of the store version an ingest writes. It starts from the previous
 * version's files, attached read-only; a part the ingest changes is copied first (that part's file
 * only) to `<file>.partial` and attached read-write in its place, and a new year gets a new file.
 */
export class YearPartsWriter {
  private readonly tables: Set<YearPartTable>;
  private readonly own: Map<number, string>;
  private older: { file: string; years: Set<number> } | null;
  private readonly written = new Set<PartKey>();
  /** The `.partial` files this ingest wrote: renamed into place, or removed at the commit. */
  private readonly created = new Set<string>();

  private constructor(
    private readonly connection: DuckDBConnection,
    private readonly storeDirectory: string,
    private readonly version: number,
    parts: YearParts,
    written: Iterable<PartKey>,
    /** Files no version lists yet, removed if the ingest fails (StoreWriter). */
    private readonly scratch: Set<string>,
  ) {
    this.tables = new Set(parts.tables);
    this.own = new Map(parts.years);
    this.older = parts.older ? { file: parts.older.file, years: new Set(parts.older.years) } : null;
    for (const key of written) {
      this.written.add(key);
      this.created.add(this.partialOf(key));
    }
  }

  private partialOf(key: PartKey): string {
    const file = key === 'older' ? this.older!.file : this.own.get(key)!;
    return path.join(this.storeDirectory, file + PARTIAL_SUFFIX);
  }

  /**
   * Attaches `previous` (read-only) to the connection of the main file being written, or takes the
   * parts a move out of a single-file store wrote (`written`, already attached read-write), and
   * (re)creates the views over them.
   */
  static async start(
    connection: DuckDBConnection,
    storeDirectory: string,
    version: number,
    previous: YearParts,
    scratch: Set<string>,
    written: PartKey[] = [],
  ): Promise<YearPartsWriter> {
    if (written.length === 0) await attachYearParts(connection, storeDirectory, previous, { readOnly: true });
    await connection.run(`create schema if not exists ${YEAR_SHAPE_SCHEMA}`);
    await connection.run(yearPartTablesSql(YEAR_SHAPE_SCHEMA));
    const writer = new YearPartsWriter(connection, storeDirectory, version, previous, written, scratch);
    await connection.run(yearPartViewsSql(writer.parts()));
    return writer;
  }

  /** A new part's file for this version: its name in the list, and where it is written until the commit. */
  static newPartFile(storeDirectory: string, key: PartKey, version: number, scratch: Set<string>) {
    const file = partFile(key, version);
    const filePath = path.join(storeDirectory, file + PARTIAL_SUFFIX);
    scratch.add(filePath);
    return { file, path: filePath };
  }

  parts(): YearParts {
    return {
      tables: YEAR_PART_TABLES.filter((table) => this.tables.has(table)),
      years: new Map(this.own),
      older: this.older ? { file: this.older.file, years: [...this.older.years] } : null,
    };
  }

  /**
   * Makes the years' tables writable in this version. A year the store has is written where it is;
   * a new one gets a file of its own if it is among the newest, else goes with the older years. A year
   * newer than any before moves the years it pushes out of the newest into the older years' file.
   */
  async writeYears(years: Iterable<number>): Promise<void> {
    const wanted = [...new Set(years)].sort((a, b) => a - b);
    if (wanted.length === 0) return;
    const newest = Math.max(...yearsOf(this.parts()), ...wanted);
    let changedParts = await this.moveOutOfNewest(newest);
    for (const year of wanted) {
      const key = partOfYear(this.parts(), year) ?? (hasOwnFile(year, newest) ? year : 'older');
      changedParts = (await this.makeWritable(key)) || changedParts;
      if (key === 'older') this.older!.years.add(year);
    }
    if (changedParts) await this.connection.run(yearPartViewsSql(this.parts()));
  }

  /**
   * Moves the years that are no longer among the newest into the older years' file: each view keeps to
   * a few files (./year-parts.ts). True when it moved any.
   */
  private async moveOutOfNewest(newest: number): Promise<boolean> {
    const leaving = [...this.own.keys()].filter((year) => !hasOwnFile(year, newest)).sort();
    if (leaving.length === 0) return false;
    await this.makeWritable('older');
    for (const year of leaving) {
      for (const table of this.tables) {
        await this.connection.run(
          `insert into ${partAlias('older')}.${table} from ${partAlias(year)}.${table}`,
        );
      }
      await this.connection.run(`detach ${partAlias(year)}`);
      this.own.delete(year);
      this.written.delete(year);
      this.older!.years.add(year);
    }
    return true;
  }

  /**
   * Moves the raw tables a store written before they had year files keeps in its main file (the
   * positions, before schema 22) into the year files, and drops them from the main file: every part is
   * written, so that each has every table. True when it moved any; the main file then keeps the space
   * the tables took until it is written afresh (StoreWriter compacts it at the commit).
   */
  async moveMainTablesIn(): Promise<boolean> {
    const missing = YEAR_PART_TABLES.filter((table) => !this.tables.has(table));
    if (missing.length === 0) return false;
    const yearsOfTable = new Map<YearPartTable, number[]>();
    for (const table of missing)
      yearsOfTable.set(table, await yearsIn(this.connection, table, `main.${table}`));
    await this.writeYears([...yearsOf(this.parts()), ...[...yearsOfTable.values()].flat()]);
    for (const [table, years] of yearsOfTable) {
      for (const year of years) {
        await this.connection.run(
          `insert into ${this.tableOf(table, year)} ${yearRowsSql(table, `main.${table}`, year)}`,
        );
      }
      await this.connection.run(`drop table main.${table}`);
      this.tables.add(table);
    }
    await this.connection.run(yearPartViewsSql(this.parts()));
    return true;
  }

  /** `year_2024.landing_lines`: where this ingest writes a year's rows (after `writeYears`). */
  tableOf(table: YearPartTable, year: number): string {
    const key = partOfYear(this.parts(), year);
    if (key == null || !this.written.has(key)) throw new Error(`${year} is not written by this ingest`);
    return `${partAlias(key)}.${table}`;
  }

  /** Copies (or creates) a part's file for this version and attaches it read-write; true when new. */
  private async makeWritable(key: PartKey): Promise<boolean> {
    if (this.written.has(key)) return false;
    const target = YearPartsWriter.newPartFile(this.storeDirectory, key, this.version, this.scratch);
    this.created.add(target.path);
    const previous = key === 'older' ? this.older?.file : this.own.get(key);
    if (previous) {
      await this.connection.run(`detach ${partAlias(key)}`);
      await copyFile(path.join(this.storeDirectory, previous), target.path);
    }
    await attachPart(this.connection, target.path, key, false);
    await this.connection.run(yearPartTablesSql(partAlias(key)));
    if (key === 'older') this.older = { file: target.file, years: this.older?.years ?? new Set() };
    else this.own.set(key, target.file);
    this.written.add(key);
    return !previous;
  }

  /** Before the commit: checkpoints every part written. */
  async finish(): Promise<void> {
    for (const key of this.written) await this.connection.run(`checkpoint ${partAlias(key)}`);
  }

  /**
   * After the DuckDB instance is closed: renames the written parts into place and removes the copies of
   * years that moved into the older years' file. The list of parts is the caller's to write next.
   */
  async publish(): Promise<void> {
    const kept = new Set([...this.written].map((key) => this.partialOf(key)));
    for (const partial of kept) await rename(partial, partial.slice(0, -PARTIAL_SUFFIX.length));
    for (const partial of this.created) {
      if (kept.has(partial)) continue;
      await rm(partial, { force: true });
      await rm(`${partial}.wal`, { force: true });
    }
  }
}
