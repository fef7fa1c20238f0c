import { isTarHeader, readTar, TarFormatError, writeTar } from './tar';
import { parseRegisterExtract } from './register-extract';
import { extractMemberKindOfHeader, normaliseColumnName } from './register-extract-members';

describe('tar', () => {
  it('reads back what it writes, across block boundaries', () => {
    const big = Buffer.alloc(1300, 'x');
    const archive = writeTar([
      { name: 'kvoter.csv', data: Buffer.from('a;b\n1;2\n') },
      { name: 'dir/fangst.csv', data: big },
    ]);
    expect(archive.length % 512).toBe(0);
    expect(isTarHeader(archive)).toBe(true);
    expect(readTar(archive)).toEqual([
      { name: 'kvoter.csv', data: Buffer.from('a;b\n1;2\n') },
      { name: 'dir/fangst.csv', data: big },
    ]);
  });

  it('refuses a damaged header and a cut-off archive', () => {
    const archive = writeTar([{ name: 'a.csv', data: Buffer.alloc(2000, 'y') }]);
    const damaged = Buffer.from(archive);
    damaged[10] = 65;
    expect(() => readTar(damaged)).toThrow(TarFormatError);
    expect(() => readTar(archive.subarray(0, 1024))).toThrow(/truncated/);
  });
});

describe('register extract columns', () => {
  it('matches names without case, accents or separators', () => {
    expect(normaliseColumnName('FARTØY_ID')).toBe('fartoyid');
    expect(normaliseColumnName('FartøyID')).toBe('fartoyid');
    expect(normaliseColumnName('Kvotestørrelse')).toBe(normaliseColumnName('KVOTESTORRELSE'));
    expect(normaliseColumnName('BYGGET_ÅR')).toBe('byggetar');
    expect(extractMemberKindOfHeader(['fartoy id', 'linjenummer', 'KVOTESTØRRELSE'])).toBe('quotas');
    expect(extractMemberKindOfHeader(['Dokumentnummer', 'Linjenummer'])).toBeNull();
  });

  it('shows a factor as a factor and drops a person known only by number', () => {
    const extract = parseRegisterExtract([
      {
        name: 'kvoter.csv',
        text: 'FartøyID;Linjenummer;Linjenummerbeskrivelse;Kvotestørrelse;KvotestrGjelderFraDato\n"1";"1";"Torsk";10;01.01.2024\n"1";"2";"Sei, kvotefaktor";0,8;01.01.2024\n"1";"3";"Hyse";;01.01.2024\n',
      },
      { name: 'fartoy_eier.csv', text: 'EIET_ENTITET;EIET_IDNR;EIER_IDNR\n"FARTØY";"1";"12345678901"\n' },
    ]);
    expect(extract.quotas.map((quota) => [quota.lineNumber, quota.size, quota.unit, quota.year])).toEqual([
      ['1', 10, 'tonnes', 2024],
      ['2', 0.8, 'factor', 2024],
    ]);
    expect(extract.skippedLines).toBe(1);
    expect(extract.ownerships).toEqual([]);
    expect(extract.unnamedOwners).toBe(1);
  });
});
