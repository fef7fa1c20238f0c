import { z } from 'zod';
import { parseDecimal } from './values';

/**
 * What the vessel and buyer registers share: lenient field schemas (the real vessel API leaves fields
 * out or sends null; numbers may come as strings) and errors that name the element and field at fault.
 */

export interface RegisterIssue {
  /** Position in the register's array. */
  index: number;
  /** The element's id when it has a readable one, to find it in the file. */
  id?: string;
  /** Field path inside the element, e.g. `owners[0].entityType`; empty for the element itself. */
  field: string;
  message: string;
}

export class RegisterParseError extends Error {
  readonly issues: RegisterIssue[];

  constructor(register: string, issues: RegisterIssue[]) {
    const shown = issues.slice(0, 10).map(describeIssue);
    const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : '';
    super(`${register}: ${shown.join('; ')}${more}`);
    this.name = 'RegisterParseError';
    this.issues = issues;
  }
}

export function describeIssue(issue: RegisterIssue): string {
  const element =
    issue.id === undefined ? `element ${issue.index}` : `element ${issue.index} (id ${issue.id})`;
  return issue.field === '' ? `${element}: ${issue.message}` : `${element}, ${issue.field}: ${issue.message}`;
}

function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}

function elementId(element: unknown): string | undefined {
  if (element === null || typeof element !== 'object') return undefined;
  const id = (element as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

export interface RegisterParseResult<T> {
  entries: T[];
  issues: RegisterIssue[];
}

/** Parses each element on its own so one bad element is reported with its position, not the whole file. */
export function parseRegisterElements<T>(
  json: unknown,
  elementSchema: z.ZodType<T>,
  what: string,
): RegisterParseResult<T> {
  if (!Array.isArray(json)) {
    return {
      entries: [],
      issues: [
        { index: -1, field: '', message: `expected a JSON array of ${what}, got ${describeType(json)}` },
      ],
    };
  }
  const entries: T[] = [];
  const issues: RegisterIssue[] = [];
  json.forEach((element, index) => {
    const result = elementSchema.safeParse(element);
    if (result.success) {
      entries.push(result.data);
      return;
    }
    const id = elementId(element);
    for (const issue of result.error.issues) {
      issues.push({ index, id, field: formatPath(issue.path), message: issue.message });
    }
  });
  return { entries, issues };
}

/**
 * A register's reader: `parse` takes a file whole or throws RegisterParseError naming every bad element
 * and field; `safeParse` keeps the good elements and reports the bad ones.
 */
export function registerReader<T>(register: string, elementSchema: z.ZodType<T>, what: string) {
  return {
    parse(json: unknown): T[] {
      const { entries, issues } = parseRegisterElements(json, elementSchema, what);
      if (issues.length > 0) throw new RegisterParseError(register, issues);
      return entries;
    },
    safeParse(json: unknown): RegisterParseResult<T> {
      return parseRegisterElements(json, elementSchema, what);
    },
  };
}

/** A list that may be missing or null; both mean empty. */
export function optionalList<T extends z.ZodType>(element: T) {
  return z
    .array(element)
    .nullish()
    .transform((list) => list ?? []);
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Text that may be missing, null, a number or blank; blank becomes null. */
export const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value == null) return null;
    const text = String(value).trim();
    return text === '' ? null : text;
  });

/** Text that identifies something: present and not blank. Numbers are taken as their digits. */
export const requiredText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, 'must not be empty'));

/** A number that may be missing or null, or sent as text with a decimal comma. */
export const optionalNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value, context) => {
    if (value == null) return null;
    if (typeof value === 'number') return value;
    if (value.trim() === '') return null;
    const parsed = parseDecimal(value);
    if (parsed === null) {
      context.issues.push({ code: 'custom', message: `"${value}" is not a number`, input: value });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(z.number().nullable());

export const optionalInteger = optionalNumber.pipe(z.number().int('must be a whole number').nullable());

export function optionalNumberInRange(min: number, max: number) {
  return optionalNumber.pipe(
    z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).nullable(),
  );
}

/** A 4-digit municipality code; a number loses its leading zero in JSON, so it is padded back. */
export const optionalMunicipalityCode = optionalText.pipe(
  z
    .string()
    .transform((code) => (/^\d{1,4}$/.test(code) ? code.padStart(4, '0') : code))
    .pipe(z.string().regex(/^\d{4}$/, 'must be a 4-digit municipality code'))
    .nullable(),
);

/** `yyyy-mm-dd`. */
export const isoDate = z.iso.date('must be a date written yyyy-mm-dd');
