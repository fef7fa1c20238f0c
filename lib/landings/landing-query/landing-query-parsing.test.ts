import fc from 'fast-check';
import {
  parseGroupingDate,
  parseOrderBy,
  parsePivotRef,
  PIVOT_KINDS,
  rowKindOf,
  splitList,
  type OrderBy,
  type PivotKind,
} from './types';
import { foldLabel } from './codes';
import { landingQueryBodySchema } from '@/lib/api/contract/offloads';

/**
 * The pivot and OrderBy texts are parsed in linear time. The regexes they replaced backtracked
 * quadratically: `fish:a` + 100 000 spaces + `b` kept the Node process busy for 21 s, and with it every
 * other request. These tests feed the worst texts a caller can send and check both the answer and the
 * time it took.
 */

const HUGE = 100_000;
/**
 * The linear parsers take well under a millisecond; the old regexes took seconds (21 s for the worst
 * text). The bound sits between the two with room for a busy machine's pauses (a shared 2-core CI box
 * once took 138 ms for one parse).
 */
const FAST_MS = 1000;

function timed<T>(work: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = work();
  return { result, ms: performance.now() - started };
}

// The regex implementations these functions replaced, kept as the reference for what the answers must
// be. They are only ever given short texts here, where their backtracking does not matter.
function referencePivotRef(raw: string): { kind: PivotKind | null; value: string } {
  const match = /^\s*([A-Za-z]+)\s*:\s*(.+?)\s*$/.exec(raw);
  if (match) {
    const kind = PIVOT_KINDS.find((candidate) => candidate.toLowerCase() === match[1].toLowerCase());
    if (kind) return { kind, value: match[2] };
  }
  return { kind: null, value: raw.trim() };
}

function referenceDirection(text: string): { direction: string; rest: string } | null {
  const suffix = /(?:\s+|\s*:\s*)(asc|desc)$/i.exec(text);
  return suffix ? { direction: suffix[1].toLowerCase(), rest: text.slice(0, suffix.index).trim() } : null;
}

const REFERENCE_FIELDS: Record<string, OrderBy['field']> = {
  totalweight: 'TotalWeight',
  weight: 'TotalWeight',
  title: 'Title',
};

function referenceOrderBy(raw: string, isPivot: (text: string) => boolean): OrderBy | null {
  let text = raw.trim();
  if (!text) return null;
  let direction: OrderBy['direction'] | null = null;
  const prefix = /^([+-])\s*/.exec(text);
  if (prefix) {
    direction = prefix[1] === '-' ? 'desc' : 'asc';
    text = text.slice(prefix[0].length);
  }
  const suffix = referenceDirection(text);
  if (suffix) {
    if (direction) return null;
    direction = suffix.direction as OrderBy['direction'];
    text = suffix.rest;
  }
  if (!text) return null;
  const known = REFERENCE_FIELDS[text.toLowerCase().replace(/[\s_]+/g, '')];
  if (known) return { field: known, direction: direction ?? (known === 'Title' ? 'asc' : 'desc') };
  const pivotMatch = /^pivot\s*:\s*(.+)$/i.exec(text);
  const pivot = pivotMatch ? pivotMatch[1].trim() : isPivot(text) ? text : null;
  if (!pivot) return null;
  return { field: 'Pivot', pivot, direction: direction ?? 'desc' };
}

describe('parsePivotRef', () => {
  it.each([
    ['fish:1022', { kind: 'fish', value: '1022' }],
    ['  FishingGear : 5 ', { kind: 'fishingGear', value: '5' }],
    ['fishMainGroup:02', { kind: 'fishMainGroup', value: '02' }],
    ['gear:51', { kind: 'gear', value: '51' }],
    ['Torsk', { kind: null, value: 'Torsk' }],
    ['colour:red', { kind: null, value: 'colour:red' }],
    ['fish:', { kind: null, value: 'fish:' }],
    [':1022', { kind: null, value: ':1022' }],
    ['fish:a:b', { kind: 'fish', value: 'a:b' }],
  ])('reads %j', (raw, expected) => {
    expect(parsePivotRef(raw)).toEqual(expected);
  });

  it('answers what the old pattern answered, for any short text of letters, colons and spaces', () => {
    const pieces = fc.constantFrom(
      'fish',
      'Fish',
      'gear',
      'fishGroup',
      'x',
      '1022',
      ':',
      ' ',
      '\t',
      'a',
      ' :',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const raw = parts.join('');
        const reference = referencePivotRef(raw);
        // One deliberate difference: the old pattern read `fish: ` as the pivot value " " (blank).
        // A blank value names nothing, so the whole text is now taken as a bare value instead.
        if (reference.kind && !reference.value.trim()) {
          expect(parsePivotRef(raw)).toEqual({ kind: null, value: raw.trim() });
        } else {
          expect(parsePivotRef(raw)).toEqual(reference);
        }
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['spaces inside', `fish:a${' '.repeat(HUGE)}b`, { kind: 'fish', value: `a${' '.repeat(HUGE)}b` }],
    ['spaces after the colon', `fish:${' '.repeat(HUGE)}b`, { kind: 'fish', value: 'b' }],
    ['spaces before the colon', `fish${' '.repeat(HUGE)}:b`, { kind: 'fish', value: 'b' }],
    ['tabs', `fish:a${'\t'.repeat(HUGE)}`, { kind: 'fish', value: 'a' }],
    ['colons', `fish${':'.repeat(HUGE)}`, { kind: 'fish', value: ':'.repeat(HUGE - 1) }],
    ['letters without a colon', 'f'.repeat(HUGE), { kind: null, value: 'f'.repeat(HUGE) }],
    ['space-colon pairs', ' :'.repeat(HUGE / 2), { kind: null, value: ' :'.repeat(HUGE / 2).trim() }],
  ])('parses 100 kB of %s in milliseconds', (_name, raw, expected) => {
    const { result, ms } = timed(() => parsePivotRef(raw));
    expect(result).toEqual(expected);
    expect(ms).toBeLessThan(FAST_MS);
  });
});

describe('parseOrderBy', () => {
  it.each<[string, OrderBy | null]>([
    ['TotalWeight desc', { field: 'TotalWeight', direction: 'desc' }],
    ['price asc', { field: 'Price', direction: 'asc' }],
    ['price:asc', { field: 'Price', direction: 'asc' }],
    ['Title  :  DESC', { field: 'Title', direction: 'desc' }],
    ['-LastLandingDate', { field: 'LastLandingDate', direction: 'desc' }],
    ['+ vekt', { field: 'TotalWeight', direction: 'asc' }],
    ['Title', { field: 'Title', direction: 'asc' }],
    ['Pivot:fish:1022 desc', { field: 'Pivot', pivot: 'fish:1022', direction: 'desc' }],
    ['pivot : Torsk:asc', { field: 'Pivot', pivot: 'Torsk', direction: 'asc' }],
    ['Pivot:fish:1022:desc', { field: 'Pivot', pivot: 'fish:1022', direction: 'desc' }],
    ['weightdesc', null],
    ['desc', null],
    ['-weight asc', null],
    ['Pivot:', null],
    ['constructor', null],
    ['__proto__ desc', null],
  ])('reads %j', (raw, expected) => {
    expect(parseOrderBy(raw)).toEqual(expected);
  });

  it('reads a bare pivot name when XPivots has it', () => {
    expect(parseOrderBy('Torsk asc', ['torsk'])).toEqual({
      field: 'Pivot',
      pivot: 'Torsk',
      direction: 'asc',
    });
    expect(parseOrderBy('Torsk asc', ['Hyse'])).toBeNull();
  });

  it('answers what the old patterns answered, for any short text of fields, colons, signs and spaces', () => {
    const pieces = fc.constantFrom(
      'weight',
      'Title',
      'Pivot',
      'pivot',
      'fish',
      '1022',
      ':',
      ' ',
      '\t',
      '-',
      '+',
      'asc',
      'DESC',
      'x',
    );
    const isPivot = (text: string) => text.length % 2 === 0; // any rule will do, as long as both use it
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const raw = parts.join('');
        expect(parseOrderBy(raw, isPivot)).toEqual(referenceOrderBy(raw, isPivot));
      }),
      { numRuns: 1000 },
    );
  });

  it.each<[string, string, OrderBy | null]>([
    ['spaces before a non-direction', `weight${' '.repeat(HUGE)}x`, null],
    [
      'spaces before the direction',
      `weight${' '.repeat(HUGE)}desc`,
      { field: 'TotalWeight', direction: 'desc' },
    ],
    [
      'spaces around a colon',
      `price${' '.repeat(HUGE)}:${' '.repeat(HUGE)}asc`,
      { field: 'Price', direction: 'asc' },
    ],
    ['tabs', `\t${'\t'.repeat(HUGE)}Title${'\t'.repeat(HUGE)}`, { field: 'Title', direction: 'asc' }],
    ['colons', `${':'.repeat(HUGE)}desc`, null],
    ['repeated asc', 'asc '.repeat(HUGE / 4), null],
    [
      'repeated desc with a pivot prefix',
      `Pivot:${'desc '.repeat(HUGE / 5)}desc`,
      { field: 'Pivot', pivot: 'desc '.repeat(HUGE / 5).trim(), direction: 'desc' },
    ],
    [
      'a long pivot',
      `Pivot:fish:${'1'.repeat(HUGE)} asc`,
      { field: 'Pivot', pivot: `fish:${'1'.repeat(HUGE)}`, direction: 'asc' },
    ],
    ['spaces after a sign', `-${' '.repeat(HUGE)}weight`, { field: 'TotalWeight', direction: 'desc' }],
  ])('parses 100 kB of %s in milliseconds', (_name, raw, expected) => {
    const { result, ms } = timed(() => parseOrderBy(raw));
    if (expected === null) expect(result).toBeNull();
    else expect(result).toEqual(expected);
    expect(ms).toBeLessThan(FAST_MS);
  });
});

describe('other texts a caller controls', () => {
  it.each<[string, () => unknown, unknown]>([
    ['a grouping with spaces', () => rowKindOf(`Fisker${' '.repeat(HUGE)}ID`), 'fisher'],
    ['a grouping named like an Object member', () => rowKindOf('constructor'), 'boat'],
    ['a date grouping named like an Object member', () => parseGroupingDate('__proto__'), null],
    ['a date grouping of spaces', () => parseGroupingDate(`${' '.repeat(HUGE)}month `), 'month'],
    ['a list of commas and spaces', () => splitList(', '.repeat(HUGE / 2)), []],
    ['a label of spaces and accents', () => foldLabel(`Ø${' \u0301'.repeat(HUGE / 2)}x`), 'O X'],
  ])('%s is handled in milliseconds', (_name, work, expected) => {
    const { result, ms } = timed(work);
    expect(result).toEqual(expected);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('a list of 100 000 values is split in linear time (the contract then refuses it by count)', () => {
    const list = (count: number) => Array.from({ length: count }, (_, i) => String(i)).join(',');
    // The fastest of five runs: building 100 000 strings can meet a garbage collection on a busy machine.
    const fastest = (raw: string) => Math.min(...[0, 1, 2, 3, 4].map(() => timed(() => splitList(raw)).ms));
    expect(splitList(list(HUGE))).toHaveLength(HUGE);
    const tenth = fastest(list(HUGE / 10));
    const whole = fastest(list(HUGE));
    // Ten times the values, ten to twenty times the time with allocation (a quadratic split: a hundred
    // times, seconds in all). The floor and the factor leave room for a busy machine's pauses: a shared
    // 2-core CI box measured 40 times the tenth once; quadratic work stays far beyond either bound.
    expect(whole).toBeLessThan(Math.max(tenth, 5) * 60);
    expect(whole).toBeLessThan(FAST_MS);
  });
});

describe('the landing query contract refuses huge texts quickly, naming the limit', () => {
  it.each([
    ['XPivots', { XPivots: `fish:a${' '.repeat(HUGE)}b` }, 'Lista kan være høyst 10000 tegn'],
    ['XPivots', { XPivots: [`fish:a${' '.repeat(5000)}b`] }, 'Hver verdi kan være høyst 120 tegn'],
    ['OrderBy', { OrderBy: `weight${' '.repeat(HUGE)}x` }, 'Sortering kan være høyst 200 tegn'],
    ['Fish', { Fish: Array.from({ length: 201 }, (_, i) => String(i)) }, 'Høyst 200 verdier'],
    ['Fish', { Fish: Array.from({ length: 300 }, (_, i) => String(i)).join(',') }, 'Høyst 200 verdier'],
    ['Fish', { Fish: 'T'.repeat(101) }, 'Hver verdi kan være høyst 100 tegn'],
    [
      'OffloadGroupingDate',
      { OffloadGroupingDate: ' '.repeat(HUGE) },
      'Datogruppering kan være høyst 20 tegn',
    ],
    ['FromDate', { FromDate: '2'.repeat(HUGE) }, 'Dato kan være høyst 10 tegn'],
  ])('%s', (field, body, message) => {
    const { result, ms } = timed(() => landingQueryBodySchema.safeParse(body));
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((candidate) => candidate.path[0] === field);
    expect(issue?.message).toBe(message);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('still accepts an ordinary query', () => {
    const parsed = landingQueryBodySchema.parse({
      XPivots: 'fish:1022, Hyse',
      OrderBy: 'Pivot:fish:1022 desc',
      Fish: ['1022', '1027'],
    });
    expect(parsed.XPivots).toEqual(['fish:1022', 'Hyse']);
    expect(parsed.Fish).toEqual(['1022', '1027']);
  });
});
