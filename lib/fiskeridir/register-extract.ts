import { parseCsvLine } from './csv';
import { readTar } from './tar';
import { parseDate, parseDecimal, parseInteger, parseText } from './values';

/**
 * The nightly extract of the vessel register, `frtyweb.tar`: `;`-separated CSV files with a header
 * row. Header spellings differ between releases (`FARTØY_ID`, `FartøyID`, `Fartoy id`), so a column is
 * found by its name without case, accents or separators, and only the columns read here are required.
 *
 * Privacy: a person owner's `IDNR` may be a national identity number (11 digits). It never leaves this
 * module: persons are handed on by name and postal code, from which the store makes its person id.
 */

export type ExtractMemberKind = 'vessels' | 'entities' | 'ownership' | 'quotas' | 'catch' | 'licences';

/** A column name without case, accents or separators: `FARTØY_ID` and `FartøyID` are both `fartoyid`. */
export function normaliseColumnName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

interface ColumnSpec {
  /** Normalised names that may carry the value, the usual one first. */
  names: string[];
  required: boolean;
  /** As published, for messages and the README. */
  label: string;
}

const col = (label: string, required: boolean, ...aliases: string[]): ColumnSpec => ({
  label,
  required,
  names: [normaliseColumnName(label), ...aliases.map(normaliseColumnName)],
});

/** Every column read from each member; what is not listed is ignored. */
export const EXTRACT_COLUMNS = {
  vessels: {
    id: col('FARTØY_ID', true),
    name: col('NAVN', false),
    registrationMark: col('REGISTRERINGSMERKE', false),
    radioCallSign: col('RADIOKALLESIGNAL', false),
    municipalityCode: col('KOMMUNENUMMER', false),
    length: col('STØRSTE_LENGDE', false),
    buildYear: col('BYGGET_ÅR', false, 'BYGGEÅR'),
    enginePower: col('MOTORKRAFT', false),
  },
  entities: {
    id: col('IDNR', true),
    name: col('NAVN', true),
    postalCode: col('POSTNUMMER', false, 'POSTSNUMMER'),
    city: col('POSTSTED', false),
  },
  ownership: {
    ownedKind: col('EIET_ENTITET', true),
    ownedId: col('EIET_IDNR', true),
    ownerId: col('EIER_IDNR', true),
    share: col('ANDEL', false, 'EIERANDEL', 'EIERANDEL_PROSENT'),
  },
  quotas: {
    snapshot: col('Datapr', false),
    vesselId: col('FartøyID', true),
    registrationMark: col('Registreringsmerke', false),
    licenceCode: col('Tillatelsekode', false),
    licence: col('Tillatelse', false),
    lineNumber: col('Linjenummer', true),
    lineDescription: col('Linjenummerbeskrivelse', false),
    size: col('Kvotestørrelse', true),
    unit: col('Kvoteenhet', false, 'Enhet'),
    speciesCode: col('Art - FDIR (kode)', false, 'Artskode', 'Art kode'),
    validFrom: col('KvotestrGjelderFraDato', false),
    validTo: col('KvotestrGjelderTilDato', false),
  },
  catch: {
    snapshot: col('Datapr', false),
    vesselId: col('FartøyID', true),
    lineNumber: col('Linjenummer', true),
    year: col('År', false, 'Kvoteår'),
    catchTonnes: col('Fangst', true, 'Fangst tonn', 'Fangstmengde'),
  },
  licences: {},
} satisfies Record<ExtractMemberKind, Record<string, ColumnSpec>>;

/** The member names in the published tar, by what they hold. */
const MEMBER_NAMES: Record<string, ExtractMemberKind> = {
  fartoy: 'vessels',
  juridiskenhet: 'entities',
  fartoyeier: 'ownership',
  kvoter: 'quotas',
  fangst: 'catch',
  tillatelser: 'licences',
  tillatelserparametere: 'licences',
};

/** The usual file name of each member, for messages. */
const EXTRACT_MEMBER_NAMES: Record<ExtractMemberKind, string> = {
  vessels: 'fartoy.csv',
  entities: 'juridisk_enhet.csv',
  ownership: 'fartoy_eier.csv',
  quotas: 'kvoter.csv',
  catch: 'fangst.csv',
  licences: 'tillatelser.csv',
};

/** Which member a CSV header belongs to, judged by content (for members given loose, renamed or not). */
export function extractMemberKindOfHeader(header: readonly string[]): ExtractMemberKind | null {
  const names = new Set(header.map(normaliseColumnName));
  const has = (...wanted: string[]) => wanted.every((name) => names.has(normaliseColumnName(name)));
  // Landing notes and ERS messages also name vessels: their own keys rule them out.
  if (names.has('meldingid') || names.has('dokumentnummer')) return null;
  if (has('FartøyID', 'Linjenummer', 'Kvotestørrelse')) return 'quotas';
  if (has('FartøyID', 'Linjenummer', 'Fangst')) return 'catch';
  if (has('EIET_ENTITET', 'EIER_IDNR')) return 'ownership';
  if (has('FARTØY_ID', 'NAVN', 'REGISTRERINGSMERKE')) return 'vessels';
  if (has('IDNR', 'NAVN')) return 'entities';
  return null;
}

/** Which member a tar entry is, by its file name (`kvoter.csv`, `fartoy_eier.csv`, …). */
export function extractMemberKindOfName(fileName: string): ExtractMemberKind | null {
  const base = fileName.split('/').pop() ?? fileName;
  return MEMBER_NAMES[normaliseColumnName(base.replace(/\.csv$/i, ''))] ?? null;
}

export class ExtractHeaderError extends Error {
  constructor(
    readonly member: string,
    readonly missingColumns: string[],
  ) {
    super(`${member}: the header lacks required columns: ${missingColumns.join(', ')}`);
    this.name = 'ExtractHeaderError';
  }
}

/**
 * A member whose content cannot be taken as one snapshot: a column it names twice, a vessel it lists
 * twice, or a second member of the same kind in one extract.
 */
export class ExtractContentError extends Error {
  constructor(
    readonly member: string,
    detail: string,
  ) {
    super(`${member}: ${detail}`);
    this.name = 'ExtractContentError';
  }
}

const LINE = Symbol('line');
/** A member's row: the columns read, and its line in the member (the header is line 1). */
type Row = Record<string, string | undefined> & { [LINE]: number };

function csvRows<K extends ExtractMemberKind>(member: string, kind: K, text: string): Row[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = parseCsvLine(lines[0] ?? '').map((name) => normaliseColumnName(name));
  const specs: Record<string, ColumnSpec> = EXTRACT_COLUMNS[kind];
  const positions: Record<string, number> = {};
  const missing: string[] = [];
  for (const [key, spec] of Object.entries(specs)) {
    const matches = header.flatMap((name, index) => (spec.names.includes(name) ? [index] : []));
    if (matches.length > 1) {
      const columns = matches.map((index) => index + 1).join(' and ');
      throw new ExtractContentError(
        member,
        `the header names ${spec.label} more than once (columns ${columns})`,
      );
    }
    if (matches.length === 1) positions[key] = matches[0];
    else if (spec.required) missing.push(spec.label);
  }
  if (missing.length > 0) throw new ExtractHeaderError(member, missing);
  const rows: Row[] = [];
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const fields = parseCsvLine(line);
    const row: Row = { [LINE]: index + 1 };
    for (const [key, position] of Object.entries(positions)) row[key] = fields[position];
    rows.push(row);
  });
  return rows;
}

export interface ExtractVessel {
  id: string;
  name: string | null;
  registrationMark: string | null;
  radioCallSign: string | null;
  municipalityCode: string | null;
  length: number | null;
  buildYear: number | null;
  enginePower: number | null;
}

/** An owner as the rest of the site may see it: persons carry no id, only name and postal code. */
export interface ExtractOwner {
  /** Organisation number of a company; null for a person. */
  id: string | null;
  entityType: 'COMPANY' | 'PERSON';
  name: string | null;
  postalCode: string | null;
  city: string | null;
}

export interface ExtractOwnership {
  /** The vessel (Fartøy ID) or the company (organisation number) owned. */
  ownedKind: 'VESSEL' | 'COMPANY';
  ownedId: string;
  owner: ExtractOwner;
  /** Share in percent, when published. */
  share: number | null;
}

export type QuotaUnit = 'tonnes' | 'factor';

export interface ExtractQuota {
  vesselId: string;
  registrationMark: string | null;
  year: number;
  licenceCode: string | null;
  licence: string | null;
  lineNumber: string;
  lineDescription: string | null;
  /** As published: tonnes, or a quota factor where the line gives a factor. */
  size: number;
  unit: QuotaUnit;
  speciesCode: string | null;
  validFrom: string | null;
  validTo: string | null;
}

export interface ExtractCatch {
  vesselId: string;
  year: number;
  lineNumber: string;
  catchTonnes: number;
}

export interface RegisterExtract {
  /** The day the extract describes (`Datapr`), when a member carries it. */
  snapshotDate: string | null;
  vessels: ExtractVessel[];
  ownerships: ExtractOwnership[];
  quotas: ExtractQuota[];
  catches: ExtractCatch[];
  /** Ownership rows left out because their owner could not be named (a person absent from the entities). */
  unnamedOwners: number;
  /** Lines left out: no vessel id, no quota line or an unreadable number. */
  skippedLines: number;
  /** The members read, by kind. */
  members: ExtractMemberKind[];
}

/** Organisation numbers have 9 digits; 11 digits is a person's national identity number. */
const PERSON_NUMBER = /^\d{11}$/;

export function isPersonNumber(id: string): boolean {
  return PERSON_NUMBER.test(id.replace(/\s/g, ''));
}

function yearOf(date: string | null): number | null {
  return date ? Number(date.slice(0, 4)) : null;
}

/**
 * Parses the members of an extract (a tar's entries, or loose files) into what the store keeps.
 * Throws `ExtractHeaderError` when a member's header lacks a required column.
 */
export function parseRegisterExtract(
  members: readonly { name: string; text: string; kind?: ExtractMemberKind | null }[],
  fallbackSnapshotDate?: string,
): RegisterExtract {
  const result: RegisterExtract = {
    snapshotDate: null,
    vessels: [],
    ownerships: [],
    quotas: [],
    catches: [],
    unnamedOwners: 0,
    skippedLines: 0,
    members: [],
  };
  const byKind = new Map<ExtractMemberKind, { name: string; rows: Row[] }>();
  for (const member of members) {
    const header = parseCsvLine(member.text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '');
    const kind = member.kind ?? extractMemberKindOfName(member.name) ?? extractMemberKindOfHeader(header);
    if (!kind || kind === 'licences') continue;
    const other = byKind.get(kind);
    if (other) {
      throw new ExtractContentError(
        member.name,
        `a second member with the ${kind} (${EXTRACT_MEMBER_NAMES[kind]}), beside ${other.name}; an extract has one of each`,
      );
    }
    byKind.set(kind, { name: member.name, rows: csvRows(member.name, kind, member.text) });
    result.members.push(kind);
  }
  const rowsOf = (kind: ExtractMemberKind) => byKind.get(kind)?.rows ?? [];

  const snapshots = [...rowsOf('quotas'), ...rowsOf('catch')]
    .map((row) => parseDate(row.snapshot))
    .filter((date): date is string => date !== null)
    .sort();
  result.snapshotDate = snapshots.at(-1) ?? fallbackSnapshotDate ?? null;
  const snapshotYear = yearOf(result.snapshotDate);

  const vesselLines = new Map<string, number>();
  for (const row of rowsOf('vessels')) {
    const id = parseText(row.id);
    if (!id) {
      result.skippedLines++;
      continue;
    }
    const earlier = vesselLines.get(id);
    if (earlier !== undefined) {
      throw new ExtractContentError(
        byKind.get('vessels')!.name,
        `vessel ${id} is listed twice (lines ${earlier} and ${row[LINE]}); the register lists each vessel once`,
      );
    }
    vesselLines.set(id, row[LINE]);
    result.vessels.push({
      id,
      name: parseText(row.name),
      registrationMark: parseText(row.registrationMark),
      radioCallSign: parseText(row.radioCallSign),
      municipalityCode: parseText(row.municipalityCode),
      length: parseDecimal(row.length),
      buildYear: parseInteger(row.buildYear),
      enginePower: parseDecimal(row.enginePower),
    });
  }

  const entities = new Map<string, ExtractOwner>();
  for (const row of rowsOf('entities')) {
    const id = parseText(row.id)?.replace(/\s/g, '');
    if (!id) continue;
    const person = isPersonNumber(id);
    entities.set(id, {
      id: person ? null : id,
      entityType: person ? 'PERSON' : 'COMPANY',
      name: parseText(row.name),
      postalCode: parseText(row.postalCode),
      city: parseText(row.city),
    });
  }
  for (const row of rowsOf('ownership')) {
    const ownedId = parseText(row.ownedId)?.replace(/\s/g, '');
    const ownerId = parseText(row.ownerId)?.replace(/\s/g, '');
    if (!ownedId || !ownerId) {
      result.skippedLines++;
      continue;
    }
    const owner =
      entities.get(ownerId) ??
      (isPersonNumber(ownerId)
        ? null
        : { id: ownerId, entityType: 'COMPANY' as const, name: null, postalCode: null, city: null });
    // A person known only by number cannot be named without storing the number: left out, counted.
    if (!owner || (owner.entityType === 'PERSON' && !owner.name)) {
      result.unnamedOwners++;
      continue;
    }
    const vessel = /fart|vessel|skip/i.test(parseText(row.ownedKind) ?? '');
    if (!vessel && isPersonNumber(ownedId)) {
      result.skippedLines++;
      continue;
    }
    result.ownerships.push({
      ownedKind: vessel ? 'VESSEL' : 'COMPANY',
      ownedId,
      owner,
      share: parseDecimal(row.share),
    });
  }

  for (const row of rowsOf('quotas')) {
    const vesselId = parseText(row.vesselId);
    const lineNumber = parseText(row.lineNumber);
    const size = parseDecimal(row.size);
    const validFrom = parseDate(row.validFrom);
    const year = yearOf(validFrom) ?? yearOf(parseDate(row.snapshot)) ?? snapshotYear;
    if (!vesselId || !lineNumber || size === null || year === null) {
      result.skippedLines++;
      continue;
    }
    const description = parseText(row.lineDescription);
    const factor = /faktor/i.test(`${parseText(row.unit) ?? ''} ${description ?? ''}`);
    result.quotas.push({
      vesselId,
      registrationMark: parseText(row.registrationMark),
      year,
      licenceCode: parseText(row.licenceCode),
      licence: parseText(row.licence),
      lineNumber,
      lineDescription: description,
      size,
      unit: factor ? 'factor' : 'tonnes',
      speciesCode: parseText(row.speciesCode),
      validFrom,
      validTo: parseDate(row.validTo),
    });
  }

  for (const row of rowsOf('catch')) {
    const vesselId = parseText(row.vesselId);
    const lineNumber = parseText(row.lineNumber);
    const catchTonnes = parseDecimal(row.catchTonnes);
    const year = parseInteger(row.year) ?? yearOf(parseDate(row.snapshot)) ?? snapshotYear;
    if (!vesselId || !lineNumber || catchTonnes === null || year === null) {
      result.skippedLines++;
      continue;
    }
    result.catches.push({ vesselId, year, lineNumber, catchTonnes });
  }
  return result;
}

/** Reads a whole `frtyweb.tar`. */
export function parseRegisterExtractTar(archive: Buffer, fallbackSnapshotDate?: string): RegisterExtract {
  const members = readTar(archive)
    .filter((entry) => entry.name.toLowerCase().endsWith('.csv'))
    .map((entry) => ({ name: entry.name, text: entry.data.toString('utf8') }));
  return parseRegisterExtract(members, fallbackSnapshotDate);
}
