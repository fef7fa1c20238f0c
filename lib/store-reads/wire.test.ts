import fc from 'fast-check';
import { fromWire, toWireText, WireFormatError } from './wire';

/** The wire format between a data node and a proxy node: what leaves is what arrives. */

const roundTrip = (value: unknown) => fromWire(JSON.parse(toWireText(value)));

/** Jest finds two invalid Dates unequal (NaN ≠ NaN): compare them as a marker instead. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid date' : value;
  if (Array.isArray(value)) return value.map(comparable);
  if (value instanceof Map)
    return new Map([...value].map(([key, entry]) => [comparable(key), comparable(entry)]));
  if (value instanceof Set) return new Set([...value].map(comparable));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, comparable(entry)]));
  return value;
}

describe('the internal reads wire format', () => {
  it('brings back any plain value as it was, Dates, Maps, Sets, bigints and all', () => {
    fc.assert(
      fc.property(
        fc.anything({
          // An own `__proto__` key is dropped on purpose (see the hostile-input case below).
          key: fc.string().filter((key) => key !== '__proto__'),
          withDate: true,
          withMap: true,
          withSet: true,
          withBigInt: true,
          withBoxedValues: false,
          withNullPrototype: false,
          withSparseArray: false,
          withTypedArray: false,
          withObjectString: false,
          maxDepth: 4,
        }),
        (value) => {
          expect(comparable(roundTrip(value))).toStrictEqual(comparable(value));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps what JSON loses: undefined in lists, -0, NaN and infinities, invalid dates', () => {
    const value = {
      list: [1, undefined, 3],
      nan: Number.NaN,
      inf: -Infinity,
      bad: new Date(Number.NaN),
      zero: -0,
    };
    const back = roundTrip(value) as typeof value;
    expect(back.list).toEqual([1, undefined, 3]);
    expect(back.list).toHaveLength(3);
    expect(back.nan).toBeNaN();
    expect(back.inf).toBe(-Infinity);
    expect(back.bad.getTime()).toBeNaN();
    expect(Object.is(back.zero, -0)).toBe(true);
  });

  it('does not mistake data that looks like a tag for one', () => {
    const sneaky = { '~wire': 'date', value: '2025-01-01T00:00:00.000Z' };
    expect(roundTrip(sneaky)).toStrictEqual(sneaky);
    expect(roundTrip([{ '~wire': 'bigint', value: '1' }])).toStrictEqual([{ '~wire': 'bigint', value: '1' }]);
  });

  it('refuses what cannot travel, naming it', () => {
    class Boat {}
    expect(() => toWireText(new Boat())).toThrow(new WireFormatError('an instance of Boat cannot be sent'));
    expect(() => toWireText({ f: () => 1 })).toThrow('a function cannot be sent');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => toWireText(cycle)).toThrow(WireFormatError);
  });

  it('rejects malformed or hostile input with a WireFormatError, never anything worse', () => {
    const bad = [
      { '~wire': 'date', value: 'yesterday' },
      { '~wire': 'bigint', value: '1e5' },
      { '~wire': 'bigint', value: '9'.repeat(5000) },
      { '~wire': 'number', value: '42' },
      { '~wire': 'map', value: [[1]] },
      { '~wire': 'map', value: 'x' },
      { '~wire': 'object', value: [] },
      { '~wire': 'eval', value: 'process.exit()' },
    ];
    for (const input of bad) expect(() => fromWire(input)).toThrow(WireFormatError);
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = [deep];
    expect(() => fromWire(deep)).toThrow(WireFormatError);
    const polluted = fromWire(JSON.parse('{"__proto__":{"polluted":true},"a":1}')) as Record<string, unknown>;
    expect(polluted).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
