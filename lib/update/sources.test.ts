import { parseYears, republishedYears, updateSources } from './sources';

describe('update sources', () => {
  it("uses the directorate's addresses on SOURCE_BASE_URL, registers first and only when named", () => {
    const sources = updateSources({ baseUrl: 'https://mirror.example/fdir/' }, [2024, 2025]);
    expect(sources.map((source) => [source.id, source.url])).toEqual([
      ['landings-2024', 'https://mirror.example/fdir/uttrekk/fangstdata_2024.csv.zip'],
      ['landings-2025', 'https://mirror.example/fdir/uttrekk/fangstdata_2025.csv.zip'],
      ['vms-2024', 'https://mirror.example/fdir/vms-ers/2024-VMS.csv.zip'],
      ['vms-2025', 'https://mirror.example/fdir/vms-ers/2025-VMS.csv.zip'],
      ['ers-2024', 'https://mirror.example/fdir/vms-ers/ERS/elektronisk-rapportering-ers-2024.zip'],
      ['ers-2025', 'https://mirror.example/fdir/vms-ers/ERS/elektronisk-rapportering-ers-2025.zip'],
    ]);
    const withRegisters = updateSources(
      {
        baseUrl: 'https://register.fiskeridir.no',
        vesselRegisterUrl: '/api/vessels.json',
        buyerRegisterUrl: 'https://example.org/buyers.json',
      },
      [2025],
    );
    expect(withRegisters.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: 'vessel-register',
        kind: 'vessels',
        url: 'https://register.fiskeridir.no/api/vessels.json',
      }),
      expect.objectContaining({
        id: 'buyer-register',
        kind: 'buyers',
        url: 'https://example.org/buyers.json',
      }),
    ]);
  });

  it('defaults to the current year and the two before it', () => {
    expect(republishedYears(new Date('2026-01-02T00:00:00Z'))).toEqual([2024, 2025, 2026]);
  });

  it('reads --years and names what it cannot read', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(parseYears('2025, 2024,2025', now)).toEqual([2024, 2025]);
    expect(() => parseYears('2027', now)).toThrow('--years: "2027" is not a year from 2000 to 2026');
    expect(() => parseYears('24', now)).toThrow('"24" is not a year');
    expect(() => parseYears(',', now)).toThrow('--years needs one or more years');
  });
});
