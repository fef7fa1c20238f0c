/**
 * The wire format of the internal reads (lib/store-reads/reads.ts): JSON that keeps what plain JSON
 * loses on the way from a data node to a proxy node, so a page renders from the decoded value exactly
 * as from the local one. Dates stay Dates, bigints stay bigints, Maps and Sets stay Maps and Sets,
 * `undefined`, -0 and non-finite numbers survive in arrays and objects. Such a value travels as a tagged
 * object `{ "~wire": tag, "value": … }`; a plain object that happens to have a `~wire` key is escaped
 * the same way, so nothing the data holds can be mistaken for a tag.
 */

const TAG = '~wire';

type Tagged =
  | { [TAG]: 'date'; value: string | null }
  | { [TAG]: 'bigint'; value: string }
  | { [TAG]: 'number'; value: 'NaN' | 'Infinity' | '-Infinity' | '-0' }
  | { [TAG]: 'undefined' }
  | { [TAG]: 'map'; value: unknown[] }
  | { [TAG]: 'set'; value: unknown[] }
  | { [TAG]: 'object'; value: Record<string, unknown> };

/** Deeper than any answer a read gives; a cycle or a hostile body stops here instead of the stack. */
const MAX_DEPTH = 64;

export class WireFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WireFormatError';
  }
}

function encodeObject(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) out[key] = encode(entry, depth + 1);
  return out;
}

function encode(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new WireFormatError(`deeper than ${MAX_DEPTH} levels (a cycle?)`);
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (Object.is(value, -0)) return { [TAG]: 'number', value: '-0' } satisfies Tagged;
      return Number.isFinite(value) ? value : ({ [TAG]: 'number', value: String(value) } as Tagged);
    case 'bigint':
      return { [TAG]: 'bigint', value: value.toString() } satisfies Tagged;
    case 'undefined':
      return { [TAG]: 'undefined' } satisfies Tagged;
    case 'object':
      break;
    default:
      throw new WireFormatError(`a ${typeof value} cannot be sent`);
  }
  if (value === null) return null;
  if (Array.isArray(value)) return value.map((entry) => encode(entry, depth + 1));
  if (value instanceof Date) {
    return {
      [TAG]: 'date',
      value: Number.isNaN(value.getTime()) ? null : value.toISOString(),
    } satisfies Tagged;
  }
  if (value instanceof Map) {
    return {
      [TAG]: 'map',
      value: [...value].map(([key, entry]) => [encode(key, depth + 1), encode(entry, depth + 1)]),
    } satisfies Tagged;
  }
  if (value instanceof Set) {
    return { [TAG]: 'set', value: [...value].map((entry) => encode(entry, depth + 1)) } satisfies Tagged;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) {
    throw new WireFormatError(`an instance of ${(value as object).constructor?.name ?? '?'} cannot be sent`);
  }
  const record = encodeObject(value as Record<string, unknown>, depth);
  return Object.hasOwn(record, TAG) ? ({ [TAG]: 'object', value: record } satisfies Tagged) : record;
}

function decodeObject(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    // Never let a received key reach the prototype chain.
    if (key === '__proto__') continue;
    out[key] = decode(entry, depth + 1);
  }
  return out;
}

function decodeList(value: unknown, depth: number): unknown[] {
  if (!Array.isArray(value)) throw new WireFormatError('a tagged list is not a list');
  return value.map((entry) => decode(entry, depth + 1));
}

function decodeTagged(tagged: Record<string, unknown>, depth: number): unknown {
  const inner = tagged.value;
  switch (tagged[TAG]) {
    case 'date':
      if (inner === null) return new Date(Number.NaN);
      if (typeof inner !== 'string' || Number.isNaN(Date.parse(inner)))
        throw new WireFormatError('a date is not an ISO timestamp');
      return new Date(inner);
    case 'bigint':
      if (typeof inner !== 'string' || !/^-?\d{1,400}$/.test(inner))
        throw new WireFormatError('a bigint is not a whole number');
      return BigInt(inner);
    case 'number':
      if (inner === '-0') return -0;
      if (inner !== 'NaN' && inner !== 'Infinity' && inner !== '-Infinity')
        throw new WireFormatError('a number tag is not NaN, ±Infinity or -0');
      return Number(inner);
    case 'undefined':
      return undefined;
    case 'map':
      return new Map(
        decodeList(inner, depth).map((pair) => {
          if (!Array.isArray(pair) || pair.length !== 2)
            throw new WireFormatError('a map entry is not a pair');
          return pair as [unknown, unknown];
        }),
      );
    case 'set':
      return new Set(decodeList(inner, depth));
    case 'object':
      if (inner === null || typeof inner !== 'object' || Array.isArray(inner))
        throw new WireFormatError('an escaped object is not an object');
      return decodeObject(inner as Record<string, unknown>, depth);
    default:
      throw new WireFormatError(`unknown tag ${JSON.stringify(tagged[TAG])}`);
  }
}

function decode(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new WireFormatError(`deeper than ${MAX_DEPTH} levels`);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => decode(entry, depth + 1));
  const record = value as Record<string, unknown>;
  return Object.hasOwn(record, TAG) ? decodeTagged(record, depth) : decodeObject(record, depth);
}

/** A value as JSON text for the wire. Throws WireFormatError for what cannot travel (functions, class instances, cycles). */
export function toWireText(value: unknown): string {
  return JSON.stringify(encode(value, 0));
}

/** A value parsed from the wire's JSON (already JSON.parse'd). Throws WireFormatError for a malformed tag. */
export function fromWire(parsed: unknown): unknown {
  return decode(parsed, 0);
}
