import type { DuckDBConnection } from '@duckdb/node-api';
import { BOAT_ORDER } from './boat-order';
import { stageAccountedCsv, type CensusedCsv } from './line-accounting';
import { recordPositionChanges } from './position-changes';
import type { RejectsTables } from './published-csv';
import { quoteIdentifier, typedValue } from './sql-values';
import type { RejectedLine, YearWriter } from './types';
import { yearsIn } from '../year-parts';

/**
 * VMS position reports. Times come in two styles (`01-JAN-24 15.40.00.000000000` and
 * `01.01.2023 00.00.00,000000000`) and decimals with '.' or ','; both are handled by the shared SQL
 * value parsers. A report already in the store (same message id and time) is not added twice; the call
 * signs of the reports added are recorded for the position read models (./position-changes.ts).
 */

/**
 * Some published coordinates lost their decimal comma (64,875 written as 64875: three decimals read as a
 * thousands group). Out of range by a factor of 1000 means exactly that, so divide it back.
 */
function coordinate(column: string, limit: number): string {
  const value = typedValue(column, 'DOUBLE');
  return `case when abs(${value}) > ${limit} and abs(${value}) / 1000 <= ${limit} then ${value} / 1000
    when abs(${value}) > ${limit} then null else ${value} end`;
}

const VMS_REJECTS: RejectsTables = { table: 'vms_rejects', scan: 'vms_reject_scans' };

export async function loadVmsFile(
  connection: DuckDBConnection,
  years: YearWriter,
  csv: CensusedCsv,
): Promise<{ lines: number; added: number; rejected: RejectedLine[] }> {
  const reading = await stageAccountedCsv(connection, csv, VMS_REJECTS, async (source) => {
    await connection.run(`
      create or replace temp table staged_positions as
      select ${typedValue('Melding ID', 'VARCHAR')} as message_id,
        ${typedValue('Tidspunkt (UTC)', 'TIMESTAMP')} as time_utc,
        ${coordinate('Breddegrad', 90)} as latitude,
        ${coordinate('Lengdegrad', 180)} as longitude,
        ${typedValue('Kurs', 'DOUBLE')} as course,
        ${typedValue('Fart', 'DOUBLE')} as speed,
        upper(${typedValue('Radiokallesignal', 'VARCHAR')}) as radio_call_sign,
        ${typedValue('Registreringsmerke', 'VARCHAR')} as registration_mark,
        ${typedValue('Fartøynavn', 'VARCHAR')} as vessel_name,
        nullif(trim(${quoteIdentifier('Tidspunkt (UTC)')}), '') as raw_time
      from ${source}`);
    const staged = await connection.runAndReadAll('select count(*)::integer as n from staged_positions');
    return Number(staged.getRowObjectsJS()[0].n);
  });

  const rejected: RejectedLine[] = reading.rejected.map(({ file, line, reason }) => ({ file, line, reason }));
  const invalid = await connection.runAndReadAll(`
    select cast(rowid as bigint) as row_index, raw_time from staged_positions
    where time_utc is null or latitude is null or longitude is null order by rowid`);
  for (const row of invalid.getRowObjectsJS()) {
    rejected.push({
      file: csv.label,
      line: reading.lines.lineOfRow(Number(row.row_index)),
      reason: row.raw_time ? 'Posisjon eller tidspunkt er ugyldig' : 'Tidspunkt (UTC) mangler',
    });
  }
  // A report already stored is looked for among the stored reports of the file's time span only.
  const span = await connection.runAndReadAll(
    'select min(time_utc)::varchar as first, max(time_utc)::varchar as last from staged_positions',
  );
  const { first, last } = span.getRowObjectsJS()[0];
  const stored =
    first == null
      ? '(select message_id, time_utc from positions limit 0)'
      : `(select message_id, time_utc from positions
          where time_utc between '${String(first)}'::timestamp and '${String(last)}'::timestamp)`;
  await connection.run(`
    create or replace temp table new_positions as
    select s.message_id, s.time_utc, s.latitude, s.longitude, s.course, s.speed, s.radio_call_sign,
      s.registration_mark, s.vessel_name
    from staged_positions s
    anti join ${stored} p on p.message_id = s.message_id and p.time_utc = s.time_utc
    where s.time_utc is not null and s.latitude is not null and s.longitude is not null`);
  // Each year's reports go to that year's file (lib/store/year-parts.ts), sorted by boat.
  const added = await yearsIn(connection, 'positions', 'new_positions');
  await years.writeYears(added);
  let inserted = 0;
  for (const year of added) {
    const result = await connection.runAndReadAll(
      `insert into ${years.yearTable('positions', year)} select * from new_positions
       where year(time_utc) = ${year} order by ${BOAT_ORDER.positions}`,
    );
    inserted += Number(result.getRowObjectsJS()[0]?.Count ?? 0);
  }
  await recordPositionChanges(connection, 'new_positions', false);
  await connection.run('drop table new_positions');
  const counted = await connection.runAndReadAll(
    'select count(*)::integer as n from staged_positions where time_utc is not null and latitude is not null and longitude is not null',
  );
  await connection.run('drop table staged_positions');
  return {
    lines: Number(counted.getRowObjectsJS()[0].n),
    added: inserted,
    rejected: rejected.sort((a, b) => a.line - b.line),
  };
}

/**
 * VMS_KEEP_YEARS: deletes the position reports from before the first of the `keepYears` newest calendar
 * years (counted back from the ingest's date); the number deleted. The tracks and trips are derived
 * from what is left.
 */
export async function prunePositions(
  connection: DuckDBConnection,
  years: YearWriter,
  keepYears: number,
  today: string,
): Promise<number> {
  const firstKept = Number(today.slice(0, 4)) - keepYears + 1;
  const removed = `(select radio_call_sign, time_utc from positions where time_utc < '${firstKept}-01-01'::timestamp)`;
  // Only a year with reports to remove is written (its file copied): an ingest with nothing older
  // than the limit writes none.
  const pruned = await yearsIn(connection, 'positions', removed);
  if (pruned.length === 0) return 0;
  await recordPositionChanges(connection, removed, true);
  await years.writeYears(pruned);
  let deleted = 0;
  // The older years share a file: its table also holds years that are kept.
  for (const table of new Set(pruned.map((year) => years.yearTable('positions', year)))) {
    const result = await connection.runAndReadAll(
      `delete from ${table} where time_utc < '${firstKept}-01-01'::timestamp`,
    );
    deleted += Number(result.getRowObjectsJS()[0]?.Count ?? 0);
  }
  return deleted;
}
