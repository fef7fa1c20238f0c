import { codeLabelParts, codeTermsIn, readableCodeLabel } from './code-labels';

describe('readableCodeLabel', () => {
  it('capitalises labels the files write in lower case', () => {
    expect(readableCodeLabel('kar')).toBe('Kar');
    expect(readableCodeLabel('tank / båt')).toBe('Tank / båt');
    expect(readableCodeLabel('kasser/tønner')).toBe('Kasser/tønner');
    expect(readableCodeLabel('i merd, oppfôret')).toBe('I merd, oppfôret');
  });

  it('writes a name the files give in capitals as a name', () => {
    expect(readableCodeLabel('NORGE')).toBe('Norge');
    expect(readableCodeLabel('FÆRØYENE')).toBe('Færøyene');
  });

  it('writes the cooling abbreviations in capitals, wherever they stand', () => {
    expect(readableCodeLabel('Rsw')).toBe('RSW');
    expect(readableCodeLabel('Rfw og syre')).toBe('RFW og syre');
    expect(readableCodeLabel('Rsw + is')).toBe('RSW + is');
    expect(readableCodeLabel('Rfw + "Soft Eddik"')).toBe('RFW + "Soft Eddik"');
    expect(readableCodeLabel('Sws')).toBe('SWS');
  });

  it('leaves labels that are already written for readers alone (short codes, mixed case)', () => {
    for (const label of [
      'Fersk/ukonservert',
      'A',
      'B',
      'Sløyd m/hode',
      'Kongekrabbe, han',
      'Nord for 62°N',
    ]) {
      expect(readableCodeLabel(label)).toBe(label);
    }
    expect(readableCodeLabel('  Iset ')).toBe('Iset');
    // Words that only contain the letters of an abbreviation are not abbreviations.
    expect(readableCodeLabel('Rswerk')).toBe('Rswerk');
  });
});

describe('the explained abbreviations', () => {
  it('are found once each, in order', () => {
    expect(codeTermsIn('Rfw + syre')).toEqual(['RFW']);
    expect(codeTermsIn('RSW, RFW og RSW')).toEqual(['RSW', 'RFW']);
    expect(codeTermsIn('Fersk/ukonservert')).toEqual([]);
  });

  it('are cut out of the readable label for marking', () => {
    expect(codeLabelParts('Rsw + is')).toEqual([{ text: 'RSW', term: 'RSW' }, { text: ' + is' }]);
    expect(codeLabelParts('kar')).toEqual([{ text: 'Kar' }]);
  });
});
