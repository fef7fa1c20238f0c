import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for fuzzing the API from its zod contracts (tests/api-fuzz.test.ts): hostile
 * values of every kind, and values that fit a contract, generated from its JSON Schema with the zod
 * schema of each field deciding which real values (storeValues) it accepts.
 */

const HUGE = 100_000;

// ---------------------------------------------------------------------------------------------------
// Hostile values.

const hugeTexts = [
  `fish:a${' '.repeat(HUGE)}b`,
  `weight${' '.repeat(HUGE)}x`,
  `Pivot:${'desc '.repeat(HUGE / 5)}`,
  'asc '.repeat(HUGE / 4),
  ':'.repeat(HUGE),
  '\t'.repeat(HUGE),
  ','.repeat(HUGE),
  '9'.repeat(HUGE),
  'Ø'.repeat(HUGE),
  Array.from({ length: 5000 }, (_, i) => String(i)).join(','),
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hugeTexts),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%00',
    '..',
    '../..',
    '/',
    '\\',
    "'; drop table landing_lines; --",
    '$1',
    '?',
    '#',
  ),
  fc.constantFrom('NaN', 'Infinity', '-1', '0', '1e400', '0x10', ' 1 ', '1.5', '-0', '9007199254740993'),
  fc.constantFrom('2024-02-30', '2025-02-29', '0000-01-01', '9999-12-31', '2024-13-01', '0000', '0000-01'),
  fc.constantFrom('latest', 'current', 'all'),
  // Half a surrogate pair: JSON carries it, PostgreSQL's jsonb refuses it.
  fc.constantFrom('\ud800', 'x\udc00y', '\udbff\ud800', '🐟\ud83d'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
    maxLength: 20,
  }),
);

function deepObject(depth: number): unknown {
  let value: unknown = 'bunn';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}
const wideObject = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.constantFrom(-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(true, false, null, [], {}, [[[]]], deepObject(400), wideObject),
  fc.array(hostileText, { maxLength: 3 }),
  fc.constant(Array.from({ length: 1000 }, (_, i) => String(i))),
);

// ---------------------------------------------------------------------------------------------------
// Values that fit a contract, from its JSON Schema.

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  examples?: unknown[];
};

/**
 * Real values from the test store (boat ids, call signs, organisation numbers, station numbers,
 * document keys, species codes and names) and the periods it covers, so that fitting inputs reach
 * the queries behind the validation instead of ending as 404s.
 */
export const storeValues: string[] = [];
const PERIOD_VALUES = [
  '2025-01-01',
  '2025-03-31',
  '2024-12-31',
  '2025-06',
  '2024',
  '2025',
  'latest',
  'current',
  'all',
  'boats',
  'owners',
  '1',
  '20',
];
const NUMBER_VALUES = [1, 2, 20, 2024, 2025];

/**
 * Values that fit `schema` (its JSON Schema). For an object's fields, `zodField` is the field's own zod
 * schema: the candidate values that it accepts are preferred, so that whole inputs pass validation
 * often enough to reach the queries behind it.
 */
function fittingValue(schema: JsonSchema, zodField?: z.ZodType): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => fittingValue(option)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const examples = schema.examples ?? [];
  const exampleValues = examples.length ? [fc.constantFrom(...examples)] : [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const maxLength = schema.maxLength ?? 30;
      const candidates = [...storeValues, ...PERIOD_VALUES].filter((value) => value.length <= maxLength);
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
      const known = zodField
        ? candidates.filter((value) => zodField.safeParse(value).success)
        : pattern
          ? candidates.filter((value) => pattern.test(value))
          : candidates;
      // Mostly values that can pass (the schema's examples, real values that fit its pattern), now and
      // then any short text.
      return fc.oneof(
        ...exampleValues.map((arbitrary) => ({ weight: 3, arbitrary })),
        ...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
        {
          weight: 1,
          arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 30) }),
        },
      );
    }
    case 'integer':
    case 'number': {
      const accepted = zodField
        ? [...examples, ...NUMBER_VALUES].filter((value) => zodField.safeParse(value).success)
        : [];
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e6) - 1;
      return fc.oneof(
        ...exampleValues,
        ...(accepted.length ? [fc.constantFrom(...accepted)] : []),
        fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 1000)) }),
        fc.constant(Math.floor(max)),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? fittingValue(schema.items) : hostileText, {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const zodObject = zodField;
      const properties = schema.properties ?? {};
      const required = (schema.required ?? []).filter((key) => key in properties);
      const optional = Object.keys(properties).filter((key) => !required.includes(key));
      // A few optional fields at a time: with all of a landing query's 25 fields present, one of them
      // would nearly always be off and no input would get past validation.
      const shape = (zodObject?._zod.def as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fittingValue(value, shape[key])]),
      );
      return fc
        .subarray(optional, { maxLength: Math.min(4, optional.length) })
        .chain((chosen) =>
          fc.record(Object.fromEntries([...required, ...chosen].map((key) => [key, fields[key]]))),
        );
    }
    default:
      return hostileValue;
  }
}

/** A value that fits the schema, with some of its fields (or itself) swapped for hostile ones. */
export function contractInput(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fitting = fittingValue(json, schema);
  const keys = Object.keys(json.properties ?? {});
  const mutated =
    keys.length === 0
      ? hostileValue
      : fc
          .tuple(
            fitting,
            fc.dictionary(fc.constantFrom(...keys, '__proto__', 'extra'), hostileValue, { maxKeys: 3 }),
          )
          .map(([value, swaps]) => ({ ...(value as object), ...swaps }));
  return fc.oneof(
    { weight: 3, arbitrary: fitting },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** An object with every field of the schema set to `text` (the fields of its JSON Schema). */
export function namedEverywhere(
  schema: z.ZodType | undefined,
  text: string,
): Record<string, string> | undefined {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.fromEntries(Object.keys(json.properties ?? {}).map((key) => [key, text]));
}
