import { readFileSync } from 'node:fs';
import {
  displayRegistrationMark,
  normalizeRegistrationMark,
  parseRegistrationMark,
} from './registration-mark';
import { VESSEL_REGISTER_SAMPLE } from '@/tests/helpers/fiskeridir-samples';

describe('normalizeRegistrationMark', () => {
  it.each([
    ['N-45-B', 'N 0045B'],
    ['N45B', 'N 0045B'],
    ['n 45 b', 'N 0045B'],
    ['N 0045B', 'N 0045B'],
    ['  n-0045-b ', 'N 0045B'],
    ['N-128-VV', 'N 0128VV'],
    ['TR-346-ND', 'TR0346ND'],
    ['tr346nd', 'TR0346ND'],
    ['R 3 K', 'R 0003K'],
    ['N-42-BØ', 'N 0042BØ'],
    ['ø-10-h', 'Ø 0010H'],
    ['SF-20-B', 'SF0020B'],
    ['VA 0330 S', 'VA0330S'],
  ])('%p → %p', (input, canonical) => {
    expect(normalizeRegistrationMark(input)).toBe(canonical);
  });

  it.each([
    [''],
    ['HILMARSON'],
    ['LK2947'],
    ['LH5660'],
    ['N-0-B'],
    ['N-12345-B'],
    ['ABC-1-D'],
    ['45'],
    [null],
  ])('%p is not a mark', (input) => {
    expect(normalizeRegistrationMark(input)).toBeNull();
  });

  it('leaves every mark of the real vessel register as it is', () => {
    const vessels = JSON.parse(readFileSync(VESSEL_REGISTER_SAMPLE, 'utf8')) as {
      registrationMark: string;
    }[];
    for (const { registrationMark } of vessels) {
      expect(normalizeRegistrationMark(registrationMark)).toBe(registrationMark);
      expect(normalizeRegistrationMark(displayRegistrationMark(registrationMark))).toBe(registrationMark);
    }
  });
});

describe('displayRegistrationMark', () => {
  it('writes marks the way they are painted on hulls', () => {
    expect(displayRegistrationMark('N 0045B')).toBe('N-45-B');
    expect(displayRegistrationMark('TR0346ND')).toBe('TR-346-ND');
    expect(displayRegistrationMark('R 0003K')).toBe('R-3-K');
    expect(displayRegistrationMark(' not a mark ')).toBe('not a mark');
  });
});

describe('parseRegistrationMark', () => {
  it('splits a mark into its parts', () => {
    expect(parseRegistrationMark('N 0128VV')).toEqual({ county: 'N', serial: 128, municipality: 'VV' });
  });
});
