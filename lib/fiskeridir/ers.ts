import { FIELD_SEPARATOR, listZipEntries, parseCsvLine, readLines } from './csv';
import { normalizeRegistrationMark } from './registration-mark';
import { parseDate, parseDecimal, parseInteger, parseText, parseTime } from './values';

/**
 * Electronic logbooks (ERS) as the directorate publishes them: a yearly zip
 * (`elektronisk-rapportering-ers-YYYY.zip`) with one `;`-separated CSV per message type: departure
 * (DEP, `avgangsmelding`), catch (DCA, `fangstmelding`), arrival (POR, `ankomstmelding`) and transfer
 * (TRA, `overforingsmelding`). UTF-8 with a BOM, a header row, decimal comma, dates `dd.mm.yyyy` and
 * clock times `HH:MM` in columns of their own. One line per message and species, so `Melding ID`
 * repeats; a corrected catch message has a higher `Meldingsversjon`. Times are UTC, as ERS reports are.
 *
 * This module reads the files; which version of a message counts, trips and hauls are the store's.
 */

export const ERS_MESSAGE_TYPES = ['DEP', 'DCA', 'POR', 'TRA'] as const;
export type ErsMessageType = (typeof ERS_MESSAGE_TYPES)[number];

/** The columns that tell the four files apart, and that a file of the type must have. */
const TYPE_COLUMNS: Record<ErsMessageType, readonly string[]> = {
  DEP: ['Avgangsdato', 'Avgangsklokkeslett'],
  DCA: ['Meldingsversjon', 'Startdato', 'Startklokkeslett', 'Stoppdato', 'Stoppklokkeslett'],
  POR: ['Ankomstdato', 'Ankomstklokkeslett'],
  TRA: ['Omlastingsdato', 'Omlastingsklokkeslett'],
};

/** Every ERS file has these: a message, when it was sent, and a vessel. */
const COMMON_COLUMNS = [
  'Melding ID',
  'Meldingstype (kode)',
  'Meldingsdato',
  'Meldingsklokkeslett',
  'Radiokallesignal (ERS)',
  'Art - FDIR (kode)',
  'Rundvekt',
] as const;

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

export class ErsHeaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ErsHeaderError';
  }
}

/** The message type whose columns the header has; null when it is not an ERS file of a known type. */
export function ersTypeOfHeader(header: readonly string[]): ErsMessageType | null {
  const names = new Set(header.map((name) => name.trim()));
  if (!names.has('Melding ID') || !names.has('Meldingstype (kode)')) return null;
  return ERS_MESSAGE_TYPES.find((type) => TYPE_COLUMNS[type].every((name) => names.has(name))) ?? null;
}

export interface ErsHeaderIndex {
  type: ErsMessageType;
  fieldCount: number;
  positions: ReadonlyMap<string, number>;
}

/** Indexes a header of the given type; throws ErsHeaderError naming the columns it lacks. */
export function createErsHeaderIndex(header: readonly string[], type: ErsMessageType): ErsHeaderIndex {
  const positions = new Map<string, number>();
  header.forEach((name, position) => {
    const trimmed = name.trim();
    if (trimmed && !positions.has(trimmed)) positions.set(trimmed, position);
  });
  const missing = [...COMMON_COLUMNS, ...TYPE_COLUMNS[type]].filter((name) => !positions.has(name));
  if (missing.length > 0) {
    throw new ErsHeaderError(`ERS ${type} header lacks required columns: ${missing.join(', ')}`);
  }
  return { type, fieldCount: header.length, positions };
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

export interface ErsEntry {
  entry: string;
  type: ErsMessageType;
  /** The header as written (the byte-order mark removed). */
  header: string[];
  index: ErsHeaderIndex;
}

export interface ErsSkippedEntry {
  entry: string;
  reason: string;
}

/**
 * The CSV entries of an ERS zip: each recognised by its header (not its name), in archive order.
 * Entries of other message types are listed as skipped, with the reason; a header of a known type that
 * lacks a required column throws ErsHeaderError before any line is read, so nothing half-read is used.
 */
export async function ersEntries(zipPath: string): Promise<{
  entries: ErsEntry[];
  skipped: ErsSkippedEntry[];
}> {
  const entries: ErsEntry[] = [];
  const skipped: ErsSkippedEntry[] = [];
  for (const entry of await listZipEntries(zipPath)) {
    if (entry.endsWith('/') || !entry.toLowerCase().endsWith('.csv')) {
      skipped.push({ entry, reason: 'not a CSV file' });
      continue;
    }
    let header: string[] | null = null;
    for await (const { line } of readLines(zipPath, { entryName: entry })) {
      header = parseCsvLine(line, FIELD_SEPARATOR);
      break;
    }
    const type = header ? ersTypeOfHeader(header) : null;
    if (!header || !type) {
      skipped.push({ entry, reason: header ? 'not a DEP, DCA, POR or TRA message file' : 'empty file' });
      continue;
    }
    entries.push({ entry, type, header, index: createErsHeaderIndex(header, type) });
  }
  return { entries, skipped };
}

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
/**
 * The published column order of each ERS message file (2020 extract), for writers: the generator of the
 * default data writes these headers, so what it writes reads like the directorate's files.
 */
export const ERS_HEADERS: Record<ErsMessageType, readonly string[]> = {
  POR: [
    'Relevant år',
    'Meldingsår',
    'Meldingstype (kode)',
    'Meldingstype',
    'Meldingsnummer',
    'Sekvensnummer',
    'Melding ID',
    'Meldingstidspunkt',
    'Meldingsdato',
    'Meldingsklokkeslett',
    'Radiokallesignal (ERS)',
    'Fartøynavn (ERS)',
    'Registreringsmerke (ERS)',
    'Fartøynasjonalitet (kode)',
    'Fartøygruppe (kode)',
    'Fartøygruppe',
    'Havn (kode)',
    'Havn',
    'Havn nasjonalitet',
    'Mottakernavn',
    'Ankomsttidspunkt',
    'Ankomstdato',
    'Ankomstklokkeslett',
    'Kvantum type (kode)',
    'Kvantum type',
    'Art FAO (kode)',
    'Art FAO',
    'Art - FDIR (kode)',
    'Art - FDIR',
    'Art - gruppe (kode)',
    'Art - gruppe',
    'Art - hovedgruppe (kode)',
    'Art - hovedgruppe',
    'Rundvekt',
    'Fartøy ID',
    'Registreringsmerke',
    'Radiokallesignal',
    'Fartøynavn',
    'Fartøykommune (kode)',
    'Fartøykommune',
    'Fartøyfylke (kode)',
    'Fartøyfylke',
    'Største lengde',
    'Lengdegruppe (kode)',
    'Lengdegruppe',
    'Bruttotonnasje 1969',
    'Bruttotonnasje annen',
    'Byggeår',
    'Ombyggingsår',
    'Motorkraft',
    'Motorbyggeår',
    'Fartøymateriale (kode)',
    'Bredde',
    'Fartøy gjelder fra dato',
    'Fartøy gjelder til dato',
    'Fartøyidentifikasjon',
    'Fartøylengde',
  ],
  DEP: [
    'Relevant år',
    'Meldingsår',
    'Meldingstype (kode)',
    'Meldingstype',
    'Meldingsnummer',
    'Sekvensnummer',
    'Melding ID',
    'Meldingstidspunkt',
    'Meldingsdato',
    'Meldingsklokkeslett',
    'Radiokallesignal (ERS)',
    'Fartøynavn (ERS)',
    'Registreringsmerke (ERS)',
    'Fartøynasjonalitet (kode)',
    'Fartøygruppe (kode)',
    'Fartøygruppe',
    'Havn (kode)',
    'Havn',
    'Havn nasjonalitet',
    'Avgangstidspunkt',
    'Avgangsdato',
    'Avgangsklokkeslett',
    'Kvantum type (kode)',
    'Kvantum type',
    'Art FAO (kode)',
    'Art FAO',
    'Art - FDIR (kode)',
    'Art - FDIR',
    'Art - gruppe (kode)',
    'Art - gruppe',
    'Art - hovedgruppe (kode)',
    'Art - hovedgruppe',
    'Rundvekt',
    'Fisketidspunkt',
    'Fiskedato',
    'Fiskeklokkeslett',
    'Startposisjon bredde N/SGGDD',
    'Startposisjon lengde E/WGGGDD',
    'Startposisjon bredde',
    'Startposisjon lengde',
    'Aktivitet (kode)',
    'Aktivitet',
    'Målart FAO (kode)',
    'Målart FAO',
    'Målart - FDIR (kode)',
    'Fartøy ID',
    'Registreringsmerke',
    'Radiokallesignal',
    'Fartøynavn',
    'Fartøykommune (kode)',
    'Fartøykommune',
    'Fartøyfylke (kode)',
    'Fartøyfylke',
    'Største lengde',
    'Lengdegruppe (kode)',
    'Lengdegruppe',
    'Bruttotonnasje 1969',
    'Bruttotonnasje annen',
    'Byggeår',
    'Ombyggingsår',
    'Motorkraft',
    'Motorbyggeår',
    'Fartøymateriale (kode)',
    'Bredde',
    'Fartøy gjelder fra dato',
    'Fartøy gjelder til dato',
    'Fartøyidentifikasjon',
    'Fartøylengde',
  ],
  DCA: [
    'Relevant år',
    'Meldingsår',
    'Meldingstype (kode)',
    'Meldingstype',
    'Meldingsnummer',
    'Meldingsversjon',
    'Sekvensnummer',
    'Melding ID',
    'Meldingstidspunkt',
    'Meldingsdato',
    'Meldingsklokkeslett',
    'Radiokallesignal (ERS)',
    'Fartøynavn (ERS)',
    'Registreringsmerke (ERS)',
    'Fartøynasjonalitet (kode)',
    'Fartøygruppe (kode)',
    'Fartøygruppe',
    'Kvotetype (kode)',
    'Kvotetype',
    'Aktivitet (kode)',
    'Aktivitet',
    'Havn (kode)',
    'Havn',
    'Havn nasjonalitet',
    'Starttidspunkt',
    'Startdato',
    'Startklokkeslett',
    'Startposisjon bredde',
    'Startposisjon lengde',
    'Hovedområde start (kode)',
    'Hovedområde start',
    'Lokasjon start (kode)',
    'Sone (kode)',
    'Sone',
    'Områdegruppering start (kode)',
    'Områdegruppering start',
    'Havdybde start',
    'Stopptidspunkt',
    'Stoppdato',
    'Stoppklokkeslett',
    'Varighet',
    'Fangstår',
    'Stopposisjon bredde',
    'Stopposisjon lengde',
    'Hovedområde stopp (kode)',
    'Hovedområde stopp',
    'Lokasjon stopp (kode)',
    'Områdegruppering stopp (kode)',
    'Områdegruppering stopp',
    'Havdybde stopp',
    'Trekkavstand',
    'Pumpet fra fartøy',
    'Redskap FAO (kode)',
    'Redskap FAO',
    'Redskap FDIR (kode)',
    'Redskap FDIR',
    'Redskap - gruppe (kode)',
    'Redskap - gruppe',
    'Redskap - hovedgruppe (kode)',
    'Redskap - hovedgruppe',
    'Redskapsspesifikasjon (kode)',
    'Redskapsspesifikasjon',
    'Redskap maskevidde',
    'Redskap problem (kode)',
    'Redskap problem',
    'Redskap mengde',
    'Hovedart FAO (kode)',
    'Hovedart FAO',
    'Hovedart - FDIR (kode)',
    'Art FAO (kode)',
    'Art FAO',
    'Art - FDIR (kode)',
    'Art - FDIR',
    'Art - gruppe (kode)',
    'Art - gruppe',
    'Art - hovedgruppe (kode)',
    'Art - hovedgruppe',
    'Sildebestand (kode)',
    'Sildebestand',
    'Sildebestand - FDIR (kode)',
    'Rundvekt',
    'Individnummer',
    'Kjønn (kode)',
    'Kjønn',
    'Lengde',
    'Omkrets',
    'Spekkmål A',
    'Spekkmål B',
    'Spekkmål C',
    'Fosterlengde',
    'Granatnummer',
    'Fartøy ID',
    'Registreringsmerke',
    'Radiokallesignal',
    'Fartøynavn',
    'Fartøykommune (kode)',
    'Fartøykommune',
    'Fartøyfylke (kode)',
    'Fartøyfylke',
    'Største lengde',
    'Lengdegruppe (kode)',
    'Lengdegruppe',
    'Bruttotonnasje 1969',
    'Bruttotonnasje annen',
    'Byggeår',
    'Ombyggingsår',
    'Motorkraft',
    'Motorbyggeår',
    'Fartøymateriale (kode)',
    'Bredde',
    'Fartøy gjelder fra dato',
    'Fartøy gjelder til dato',
    'Fartøyidentifikasjon',
    'Fartøylengde',
  ],
  TRA: [
    'Relevant år',
    'Meldingsår',
    'Meldingstype (kode)',
    'Meldingstype',
    'Meldingsnummer',
    'Sekvensnummer',
    'Melding ID',
    'Meldingstidspunkt',
    'Meldingsdato',
    'Meldingsklokkeslett',
    'Radiokallesignal (ERS)',
    'Fartøynavn (ERS)',
    'Registreringsmerke (ERS)',
    'Fartøynasjonalitet (kode)',
    'Fartøygruppe (kode)',
    'Fartøygruppe',
    'Omlasting fra fartøy',
    'Omlasting til fartøy',
    'Omlastingstidspunkt',
    'Omlastingsdato',
    'Omlastingsklokkeslett',
    'Startposisjon bredde N/SGGDD',
    'Startposisjon lengde E/WGGGDD',
    'Startposisjon bredde',
    'Startposisjon lengde',
    'Kvantum type (kode)',
    'Kvantum type',
    'Art FAO (kode)',
    'Art FAO',
    'Art - FDIR (kode)',
    'Art - FDIR',
    'Art - gruppe (kode)',
    'Art - gruppe',
    'Art - hovedgruppe (kode)',
    'Art - hovedgruppe',
    'Rundvekt',
    'Fartøy ID',
    'Registreringsmerke',
    'Radiokallesignal',
    'Fartøynavn',
    'Fartøykommune (kode)',
    'Fartøykommune',
    'Fartøyfylke (kode)',
    'Fartøyfylke',
    'Største lengde',
    'Lengdegruppe (kode)',
    'Lengdegruppe',
    'Bruttotonnasje 1969',
    'Bruttotonnasje annen',
    'Byggeår',
    'Ombyggingsår',
    'Motorkraft',
    'Motorbyggeår',
    'Fartøymateriale (kode)',
    'Bredde',
    'Fartøy gjelder fra dato',
    'Fartøy gjelder til dato',
    'Fartøyidentifikasjon',
    'Fartøylengde',
  ],
};
