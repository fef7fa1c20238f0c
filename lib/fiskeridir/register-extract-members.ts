import { parseCsvLine } from './csv';

/**
 * The members of the register extract `frtyweb.tar` (./register-extract.ts): which file holds what, the
 * columns read from each, and a member's rows. Header spellings differ between releases (`FARTØY_ID`,
 * `FartøyID`, `Fartoy id`), so a column is found by its name without case, accents or separators, and
 * only the columns read are required.
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
export const EXTRACT_MEMBER_NAMES: Record<ExtractMemberKind, string> = {
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

export const LINE = Symbol('line');
/** A member's row: the columns read, and its line in the member (the header is line 1). */
export type Row = Record<string, string | undefined> & { [LINE]: number };

export function csvRows<K extends ExtractMemberKind>(member: string, kind: K, text: string): Row[] {
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
