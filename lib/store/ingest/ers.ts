import type { DuckDBConnection } from '@duckdb/node-api';
import { BOAT_ORDER } from './boat-order';
import type { ErsMessageType } from '@/lib/fiskeridir/ers';
import { DATE_PATTERN } from '@/lib/fiskeridir/values';
import { stageAccountedCsv, type CensusedCsv } from './line-accounting';
import type { RejectsTables } from './published-csv';
import { sqlString, textValue, typedValue } from './sql-values';
import type { RejectedLine, YearWriter } from './types';

/**
 * Loads one ERS message file (DEP, DCA, POR or TRA) into `ers_lines`, the DuckDB way the other sources
 * are loaded (a year has millions of catch lines). The published files write a date and a clock time in
 * separate columns (`Startdato` 31.12.2020, `Startklokkeslett` 00:00), read here as one UTC timestamp.
 * A newer copy of a year replaces the lines of that year and type; lines that cannot be placed (no
 * message id, no valid message time, a position off the globe) are rejected with their line number.
 */

const ERS_REJECTS: RejectsTables = { table: 'ers_rejects', scan: 'ers_reject_scans' };

/** The event each file is about: the columns of its date and clock time. */
const EVENT_COLUMNS: Record<ErsMessageType, [string, string]> = {
  DEP: ['Avgangsdato', 'Avgangsklokkeslett'],
  DCA: ['Startdato', 'Startklokkeslett'],
  POR: ['Ankomstdato', 'Ankomstklokkeslett'],
  TRA: ['Omlastingsdato', 'Omlastingsklokkeslett'],
};

/** A column's SQL, or NULL when the file has no such column (DEP has no stop position, …). */
function column(header: readonly string[], name: string, sql: string, type = 'varchar'): string {
  return header.includes(name) ? sql : `null::${type}`;
}

/** Date and clock time columns as one timestamp; NULL when the date is empty or unreadable. */
function instant(header: readonly string[], dateColumn: string, timeColumn: string): string {
  if (!header.includes(dateColumn)) return 'null::timestamp';
  const date = `cast(try_strptime(${textValue(dateColumn)}, ${sqlString(DATE_PATTERN)}) as date)`;
  const time = header.includes(timeColumn)
    ? `coalesce(try_cast(${textValue(timeColumn)} as time), time '00:00')`
    : `time '00:00'`;
  return `(${date} + ${time})`;
}

function coordinate(header: readonly string[], name: string, limit: number): string {
  const value = typedValue(name, 'DOUBLE');
  return column(header, name, `case when abs(${value}) <= ${limit} then ${value} end`, 'double');
}

export async function loadErsFile(
  connection: DuckDBConnection,
  csv: CensusedCsv,
  type: ErsMessageType,
): Promise<{ lines: number; changed: boolean; rejected: RejectedLine[] }> {
  const names = csv.header.map((name) => name.trim());
  const text = (name: string) => column(names, name, textValue(name));
  const double = (name: string) => column(names, name, typedValue(name, 'DOUBLE'), 'double');
  const [eventDate, eventClock] = EVENT_COLUMNS[type];
  const reading = await stageAccountedCsv(connection, csv, ERS_REJECTS, async (source) => {
    await connection.run(`
    create or replace temp table staged_ers as
    select ${sqlString(type)} as message_type,
      try_cast(${textValue('Melding ID')} as bigint) as message_id,
      coalesce(${column(names, 'Meldingsversjon', `try_cast(${textValue('Meldingsversjon')} as integer)`, 'integer')}, 1) as version,
      coalesce(${column(names, 'Relevant år', `try_cast(${textValue('Relevant år')} as integer)`, 'integer')},
        year(${instant(names, 'Meldingsdato', 'Meldingsklokkeslett')})) as year,
      ${instant(names, 'Meldingsdato', 'Meldingsklokkeslett')} as message_time,
      ${text('Fartøy ID')} as vessel_id,
      coalesce(${text('Radiokallesignal (ERS)')}, ${text('Radiokallesignal')}) as radio_call_sign,
      coalesce(${text('Registreringsmerke (ERS)')}, ${text('Registreringsmerke')}) as registration_mark,
      coalesce(${text('Fartøynavn (ERS)')}, ${text('Fartøynavn')}) as vessel_name,
      ${text('Havn (kode)')} as port_code,
      ${text('Havn')} as port,
      ${instant(names, eventDate, eventClock)} as event_time,
      ${type === 'DCA' ? instant(names, 'Stoppdato', 'Stoppklokkeslett') : 'null::timestamp'} as stop_time,
      ${double('Varighet')} as duration_minutes,
      ${coordinate(names, 'Startposisjon bredde', 90)} as latitude,
      ${coordinate(names, 'Startposisjon lengde', 180)} as longitude,
      ${coordinate(names, 'Stopposisjon bredde', 90)} as stop_latitude,
      ${coordinate(names, 'Stopposisjon lengde', 180)} as stop_longitude,
      ${text('Redskap FDIR (kode)')} as gear_code,
      ${text('Redskap FDIR')} as gear,
      ${text('Redskap - gruppe (kode)')} as gear_group_code,
      ${text('Hovedområde start (kode)')} as main_area_code,
      ${text('Omlasting fra fartøy')} as transfer_from,
      ${text('Omlasting til fartøy')} as transfer_to,
      ${text('Art - FDIR (kode)')} as species_code,
      ${text('Art - FDIR')} as species,
      ${double('Rundvekt')} as round_weight,
      ${type === 'DCA' ? "'DCA'" : text('Kvantum type (kode)')} as quantity_type,
      ${textValue('Meldingstype (kode)')} as written_type,
      ${textValue('Melding ID')} as raw_id,
      ${textValue('Meldingsdato')} as raw_date,
      ${names.includes('Startposisjon bredde') ? `${textValue('Startposisjon bredde')} is not null and ${coordinate(names, 'Startposisjon bredde', 90)} is null` : 'false'}
        or ${names.includes('Startposisjon lengde') ? `${textValue('Startposisjon lengde')} is not null and ${coordinate(names, 'Startposisjon lengde', 180)} is null` : 'false'}
        as bad_position
    from ${source}`);
    const staged = await connection.runAndReadAll('select count(*)::integer as n from staged_ers');
    return Number(staged.getRowObjectsJS()[0].n);
  });

  const rejected: RejectedLine[] = reading.rejected.map(({ file, line, reason }) => ({ file, line, reason }));
  const invalid = await connection.runAndReadAll(`
    select cast(rowid as bigint) as row_index,
      case when message_id is null then 'Melding ID mangler eller er ikke et tall'
        when written_type is distinct from message_type then 'Meldingstypen er ' || coalesce(written_type, 'tom') || ', ikke ' || message_type
        when message_time is null then 'Meldingsdato mangler eller er ugyldig'
        else 'Posisjonen er utenfor gyldig område' end as reason
    from staged_ers
    where message_id is null or message_time is null or written_type is distinct from message_type or bad_position
    order by rowid`);
  for (const row of invalid.getRowObjectsJS()) {
    rejected.push({
      file: csv.label,
      line: reading.lines.lineOfRow(Number(row.row_index)),
      reason: String(row.reason),
    });
  }
  const valid =
    'message_id is not null and message_time is not null and written_type = message_type and not bad_position';
  // Held back until the file's last entry is read (`insertPendingErsLines`), so that all its message types
  // go into the store as one batch in boat order: per type, a year of the default data is smaller than
  // one of DuckDB's row groups, and a row group of four batches mixes every boat again.
  await connection.run(CREATE_PENDING_ERS_LINES);
  const yearsOfFile = `message_type = ${sqlString(type)} and year in (select distinct year from staged_ers where ${valid})`;
  const storedBefore = await contentOf(connection, 'ers_lines', yearsOfFile);
  // A newer copy of a year's file replaces that year's lines of this type (also one read before it
  // from the same file, as when each entry went straight into the store).
  await connection.run(`delete from pending_ers_lines where ${yearsOfFile}`);
  await connection.run(`
    insert into pending_ers_lines
    select message_type, message_id, version, year, message_time, vessel_id, radio_call_sign, registration_mark,
      vessel_name, port_code, port, event_time, stop_time, duration_minutes, latitude, longitude, stop_latitude,
      stop_longitude, gear_code, gear, gear_group_code, main_area_code, transfer_from, transfer_to, species_code,
      species, round_weight, quantity_type
    from staged_ers where ${valid}`);
  const counted = await connection.runAndReadAll(
    `select count(*)::integer as n from staged_ers where ${valid}`,
  );
  const written = await contentOf(connection, 'pending_ers_lines', yearsOfFile);
  const changed = written !== storedBefore;
  // What the store holds already is not written again: its year keeps its file.
  if (changed) {
    await connection.run(`insert into replaced_ers_years
      select distinct message_type, year from pending_ers_lines where ${yearsOfFile}
      except select message_type, year from replaced_ers_years`);
  } else {
    await connection.run(`delete from pending_ers_lines where ${yearsOfFile}`);
  }
  await connection.run('drop table staged_ers');
  return {
    lines: Number(counted.getRowObjectsJS()[0].n),
    changed,
    rejected: rejected.sort((a, b) => a.line - b.line),
  };
}

/** Row count and an order-independent checksum of a table's rows matching `where`, as one text. */
async function contentOf(connection: DuckDBConnection, table: string, where: string): Promise<string> {
  const reader = await connection.runAndReadAll(
    `select count(*)::varchar || ':' || coalesce(sum(hash(t))::varchar, '0') as content from ${table} t where ${where}`,
  );
  return String(reader.getRowObjectsJS()[0].content);
}

/** The lines held back, and the message types and years whose lines they replace. */
const CREATE_PENDING_ERS_LINES = `create temp table if not exists pending_ers_lines as from ers_lines limit 0;
  create temp table if not exists replaced_ers_years (message_type varchar, year integer)`;

/**
 * Writes the lines `loadErsFile` held back for the file, in boat order (./boat-order.ts), into the
 * files of their years, each replacing what the store held of its message types in that year.
 */
export async function insertPendingErsLines(connection: DuckDBConnection, years: YearWriter): Promise<void> {
  await connection.run(CREATE_PENDING_ERS_LINES); // a file without entries held back none
  const replaced = (await connection.runAndReadAll('select distinct year from replaced_ers_years order by 1'))
    .getRowObjectsJS()
    .map((row) => Number(row.year));
  await years.writeYears(replaced);
  for (const year of replaced) {
    const table = years.yearTable('ers_lines', year);
    await connection.run(`delete from ${table} where year = ${year}
      and message_type in (select message_type from replaced_ers_years where year = ${year})`);
    await connection.run(
      `insert into ${table} from pending_ers_lines where year = ${year} order by ${BOAT_ORDER.ers_lines}`,
    );
  }
  await connection.run('drop table pending_ers_lines; drop table replaced_ers_years');
}
