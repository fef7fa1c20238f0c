import { parseCsvLine } from './csv';
import {
  csvRows,
  EXTRACT_MEMBER_NAMES,
  ExtractContentError,
  extractMemberKindOfHeader,
  extractMemberKindOfName,
  LINE,
  type ExtractMemberKind,
  type Row,
} from './register-extract-members';
import { readTar } from './tar';
import { parseDate, parseDecimal, parseInteger, parseText } from './values';

/**
 * The nightly extract of the vessel register, `frtyweb.tar`: `;`-separated CSV files with a header
 * row (their columns: ./register-extract-members.ts).
 *
 * Privacy: a person owner's `IDNR` may be a national identity number (11 digits). It never leaves this
 * module: persons are handed on by name and postal code, from which the store makes its person id.
 */

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
    const line = quotaLineOf(row);
    const size = parseDecimal(row.size);
    const validFrom = parseDate(row.validFrom);
    const year = yearOf(validFrom) ?? yearOf(parseDate(row.snapshot)) ?? snapshotYear;
    if (!line || size === null || year === null) {
      result.skippedLines++;
      continue;
    }
    const description = parseText(row.lineDescription);
    const factor = /faktor/i.test(`${parseText(row.unit) ?? ''} ${description ?? ''}`);
    result.quotas.push({
      vesselId: line.vesselId,
      registrationMark: parseText(row.registrationMark),
      year,
      licenceCode: parseText(row.licenceCode),
      licence: parseText(row.licence),
      lineNumber: line.lineNumber,
      lineDescription: description,
      size,
      unit: factor ? 'factor' : 'tonnes',
      speciesCode: parseText(row.speciesCode),
      validFrom,
      validTo: parseDate(row.validTo),
    });
  }

  for (const row of rowsOf('catch')) {
    const line = quotaLineOf(row);
    const catchTonnes = parseDecimal(row.catchTonnes);
    const year = parseInteger(row.year) ?? yearOf(parseDate(row.snapshot)) ?? snapshotYear;
    if (!line || catchTonnes === null || year === null) {
      result.skippedLines++;
      continue;
    }
    result.catches.push({ vesselId: line.vesselId, year, lineNumber: line.lineNumber, catchTonnes });
  }
  return result;
}

/** The vessel and the quota line a quota or catch row is about; null when the row lacks either. */
function quotaLineOf(row: Row): { vesselId: string; lineNumber: string } | null {
  const vesselId = parseText(row.vesselId);
  const lineNumber = parseText(row.lineNumber);
  return vesselId && lineNumber ? { vesselId, lineNumber } : null;
}

/** Reads a whole `frtyweb.tar`. */
export function parseRegisterExtractTar(archive: Buffer, fallbackSnapshotDate?: string): RegisterExtract {
  const members = readTar(archive)
    .filter((entry) => entry.name.toLowerCase().endsWith('.csv'))
    .map((entry) => ({ name: entry.name, text: entry.data.toString('utf8') }));
  return parseRegisterExtract(members, fallbackSnapshotDate);
}
