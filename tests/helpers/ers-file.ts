import { FIELD_SEPARATOR, parseCsvLine, readLines } from '@/lib/fiskeridir/csv';
import { ersEntries, type ErsHeaderIndex, type ErsMessageType } from '@/lib/fiskeridir/ers';
import { normalizeRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { parseDate, parseDecimal, parseInteger, parseText, parseTime } from '@/lib/fiskeridir/values';

/**
 * ERS zips read back in JavaScript, for tests: ingest reads them with SQL (lib/store/ingest/ers.ts),
 * and this reader is the independent second opinion. Headers are recognised by the production code
 * (ersEntries), so a file the store skips is skipped here too.
 */

export interface ErsLine {
  type: ErsMessageType;
  messageId: number;
  /** 1 unless the message was corrected (DCA only). */
  version: number;
  /** When the message was sent, UTC ISO instant. */
  messageTime: string;
  /** Fartøy ID when the directorate linked the vessel; null for some lines (e.g. foreign vessels). */
  vesselId: string | null;
  radioCallSign: string | null;
  /** `N 0045B` form when it is a Norwegian mark, else as written. */
  registrationMark: string | null;
  vesselName: string | null;
  /** Port (UN/LOCODE) and its name: DEP, POR and DCA. */
  portCode: string | null;
  port: string | null;
  /** The event: departure, arrival, a haul's start, a transfer; UTC ISO instant. */
  eventTime: string | null;
  /** A haul's end (DCA). */
  stopTime: string | null;
  /** Minutes (DCA `Varighet`). */
  durationMinutes: number | null;
  /** Decimal degrees: DEP and TRA where given, DCA start; DCA stop. */
  latitude: number | null;
  longitude: number | null;
  stopLatitude: number | null;
  stopLongitude: number | null;
  /** DCA: the gear (Redskap FDIR code and name, group code) and the main area at the start. */
  gearCode: string | null;
  gear: string | null;
  gearGroupCode: string | null;
  mainAreaCode: string | null;
  /** TRA: the call signs of the vessels the catch went from and to. */
  transferFrom: string | null;
  transferTo: string | null;
  speciesCode: string | null;
  species: string | null;
  /** Kg. */
  roundWeight: number | null;
  /** `OB` catch on board, `KG` transferred, …; DCA lines are the catch of the haul (`DCA`). */
  quantityType: string | null;
}

export class ErsLineError extends Error {
  constructor(
    message: string,
    readonly lineNumber: number,
  ) {
    super(`line ${lineNumber}: ${message}`);
    this.name = 'ErsLineError';
  }
}

/** `01.01.2021` and `06:30` → `2021-01-01T06:30:00.000Z`; null when the date is missing. */
function utcInstant(date: string | null, time: string | null): string | null | undefined {
  if (date === null) return null;
  const day = parseDate(date);
  const clock = time === null ? '00:00:00' : parseTime(time);
  if (!day || !clock) return undefined;
  return `${day}T${clock}.000Z`;
}

/** One line of an ERS file as a record; throws ErsLineError (with the line number) when it cannot. */
export function toErsLine(fields: readonly string[], index: ErsHeaderIndex, lineNumber: number): ErsLine {
  if (fields.length !== index.fieldCount) {
    throw new ErsLineError(`expected ${index.fieldCount} fields, found ${fields.length}`, lineNumber);
  }
  const raw = (column: string): string | null => {
    const position = index.positions.get(column);
    return position === undefined ? null : parseText(fields[position]);
  };
  const fail = (column: string, problem: string): never => {
    throw new ErsLineError(`${column}: ${problem}`, lineNumber);
  };
  const number = (column: string): number | null => {
    const value = raw(column);
    if (value === null) return null;
    return parseDecimal(value) ?? fail(column, `"${value}" is not a number`);
  };
  const coordinate = (column: string, limit: number): number | null => {
    const value = number(column);
    if (value !== null && Math.abs(value) > limit) fail(column, `${value} is out of range`);
    return value;
  };
  const instant = (dateColumn: string, timeColumn: string): string | null => {
    const value = utcInstant(raw(dateColumn), raw(timeColumn));
    return value === undefined
      ? fail(dateColumn, `"${raw(dateColumn)} ${raw(timeColumn) ?? ''}" is not a date and time`)
      : value;
  };

  const typeCode = raw('Meldingstype (kode)');
  if (typeCode !== index.type) fail('Meldingstype (kode)', `"${typeCode}" in a ${index.type} file`);
  const idText = raw('Melding ID') ?? fail('Melding ID', 'is empty');
  const messageId = parseInteger(idText) ?? fail('Melding ID', `"${idText}" is not a whole number`);
  const messageTime = instant('Meldingsdato', 'Meldingsklokkeslett') ?? fail('Meldingsdato', 'is empty');
  const versionText = raw('Meldingsversjon');
  const version =
    versionText === null
      ? 1
      : (parseInteger(versionText) ?? fail('Meldingsversjon', `"${versionText}" is not a whole number`));
  const eventColumns: Record<ErsMessageType, [string, string]> = {
    DEP: ['Avgangsdato', 'Avgangsklokkeslett'],
    DCA: ['Startdato', 'Startklokkeslett'],
    POR: ['Ankomstdato', 'Ankomstklokkeslett'],
    TRA: ['Omlastingsdato', 'Omlastingsklokkeslett'],
  };
  const mark = raw('Registreringsmerke (ERS)') ?? raw('Registreringsmerke');
  const weight = number('Rundvekt');
  if (weight !== null && weight < 0) fail('Rundvekt', `${weight} is negative`);

  return {
    type: index.type,
    messageId,
    version,
    messageTime,
    vesselId: raw('Fartøy ID'),
    radioCallSign: raw('Radiokallesignal (ERS)') ?? raw('Radiokallesignal'),
    registrationMark: mark === null ? null : (normalizeRegistrationMark(mark) ?? mark),
    vesselName: raw('Fartøynavn (ERS)') ?? raw('Fartøynavn'),
    portCode: raw('Havn (kode)'),
    port: raw('Havn'),
    eventTime: instant(...eventColumns[index.type]),
    stopTime: index.type === 'DCA' ? instant('Stoppdato', 'Stoppklokkeslett') : null,
    durationMinutes: number('Varighet'),
    latitude: coordinate('Startposisjon bredde', 90),
    longitude: coordinate('Startposisjon lengde', 180),
    stopLatitude: coordinate('Stopposisjon bredde', 90),
    stopLongitude: coordinate('Stopposisjon lengde', 180),
    gearCode: raw('Redskap FDIR (kode)'),
    gear: raw('Redskap FDIR'),
    gearGroupCode: raw('Redskap - gruppe (kode)'),
    mainAreaCode: raw('Hovedområde start (kode)'),
    transferFrom: raw('Omlasting fra fartøy'),
    transferTo: raw('Omlasting til fartøy'),
    speciesCode: raw('Art - FDIR (kode)'),
    species: raw('Art - FDIR'),
    roundWeight: weight,
    quantityType: index.type === 'DCA' ? 'DCA' : raw('Kvantum type (kode)'),
  };
}

export type ErsReadResult =
  | { entry: string; type: ErsMessageType; lineNumber: number; line: ErsLine; error?: undefined }
  | { entry: string; type: ErsMessageType; lineNumber: number; line?: undefined; error: ErsLineError };

/** Every line of every recognised entry of an ERS zip, streamed: a record, or the reason it is not one. */
export async function* readErsZip(zipPath: string): AsyncGenerator<ErsReadResult> {
  const { entries } = await ersEntries(zipPath);
  for (const { entry, type, index } of entries) {
    for await (const { lineNumber, line } of readLines(zipPath, { entryName: entry })) {
      if (lineNumber === 1 || line.trim() === '') continue;
      try {
        yield {
          entry,
          type,
          lineNumber,
          line: toErsLine(parseCsvLine(line, FIELD_SEPARATOR), index, lineNumber),
        };
      } catch (error) {
        if (!(error instanceof ErsLineError)) throw error;
        yield { entry, type, lineNumber, error };
      }
    }
  }
}
