import { parseCsvLine, readLines } from '@/lib/fiskeridir/csv';
import { LANDING_COLUMN_NAMES } from '@/lib/fiskeridir/landing-columns';
import { LANDING_SAMPLE_ZIP, landingSampleHeader } from './fiskeridir-samples';
import {
  createLandingHeaderIndex,
  LandingHeaderError,
  parseLandingLine,
  readLandingFile,
} from './landing-file';
import { LandingLineError, toLandingRecord, type LandingRecord } from './landing-record';

async function sampleLines(): Promise<string[]> {
  const lines: string[] = [];
  for await (const { line } of readLines(LANDING_SAMPLE_ZIP)) lines.push(line);
  return lines;
}

describe('createLandingHeaderIndex', () => {
  it('indexes the real header', async () => {
    expect(createLandingHeaderIndex(await landingSampleHeader()).positions.get('Rundvekt')).toBe(
      LANDING_COLUMN_NAMES.indexOf('Rundvekt'),
    );
  });

  it('refuses a header without the required columns', () => {
    expect(() => createLandingHeaderIndex(['Dokumentnummer'])).toThrow(LandingHeaderError);
  });
});

describe('the real landing sample', () => {
  let results: { lineNumber: number; record?: LandingRecord; error?: LandingLineError }[];

  beforeAll(async () => {
    results = [];
    for await (const result of readLandingFile(LANDING_SAMPLE_ZIP)) results.push(result);
  });

  it('has 499 good lines and reports the cut-off last line as line 501', () => {
    const good = results.filter((result) => result.record);
    const bad = results.filter((result) => result.error);
    expect(results).toHaveLength(500);
    expect(good).toHaveLength(499);
    expect(bad).toHaveLength(1);
    expect(bad[0].lineNumber).toBe(501);
    expect(bad[0].error!.reason).toBe('field-count');
    expect(bad[0].error!.lineNumber).toBe(501);
    expect(bad[0].error!.message).toMatch(/line 501: expected 133 fields, found 10/);
  });

  it('reads the first data line', () => {
    const first = results[0];
    expect(first.lineNumber).toBe(2);
    expect(first.record).toMatchObject({
      documentNumber: 1566728,
      documentTypeCode: '0',
      documentVersion: 2,
      saleDate: '2020-09-02',
      versionTimestamp: '2020-09-15T10:22:09.423Z',
      salesOrganisationId: '951206091',
      salesOrganisationCode: '8',
      salesOrganisation: 'Norges Sildesalgslag',
      catchYear: 2020,
      buyerId: '989094823',
      receivingStation: '100081',
      landingMunicipalityCode: '1804',
      landingMunicipality: 'BODØ',
      landingCountyCode: '18',
      landingCounty: 'Nordland',
      vesselId: '1987005957',
      registrationMark: 'N 0045B',
      radioCallSign: 'LK2947',
      vesselName: 'HILMARSON',
      vesselLength: 12.11,
      lengthGroupCode: '2',
      lengthGroup: '11-14,99 m',
      grossTonnage1969: null,
      grossTonnageOther: 10,
      buildYear: 1987,
      enginePower: 152,
      gearCode: '11',
      gear: 'Snurpenot/ringnot',
      gearGroupCode: '1',
      gearGroup: 'Not',
      mainAreaCode: '00',
      latitude: 67.19701,
      longitude: 14.43561,
      northSouth: 'Nord for 62°N',
      landingDate: '2020-09-02',
      landingTime: '09:26:00',
      partialLanding: false,
      lineNumber: 1,
      speciesFdirCode: '061101',
      speciesFdir: 'Norsk vårgytende sild',
      speciesCode: '0102001',
      speciesGroupCode: '0102',
      speciesMainGroupCode: '01',
      speciesFaoCode: 'HER',
      conditionCode: '110',
      preservationCode: '11',
      preservation: 'Rsw',
      landingMethod: 'tank / båt',
      quality: 'Uspesifisert',
      application: 'Mel og olje',
      applicationGroup: 'Mel og olje',
      roundWeight: 34792,
      productWeight: 34792,
      roundWeightOverQuota: null,
      unitPriceFisher: null,
      catchValue: null,
      updatedDate: '2021-07-10',
    });
  });

  it('trims labels that carry trailing spaces', () => {
    const records = results.flatMap((result) => (result.record ? [result.record] : []));
    const lengthGroups = new Set(records.map((record) => record.lengthGroup));
    expect(lengthGroups).toContain('28 m og over');
    expect([...lengthGroups].every((label) => label === label?.trim())).toBe(true);
  });

  it('reads decimal commas in prices', () => {
    const priced = results.flatMap((result) => (result.record?.unitPriceBuyer ? [result.record] : []));
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.some((record) => !Number.isInteger(record.unitPriceBuyer))).toBe(true);
    expect(priced.map((record) => record.unitPriceBuyer)).toContain(3.7373);
  });

  it('totals the round weight and counts the documents of the good lines', () => {
    const records = results.flatMap((result) => (result.record ? [result.record] : []));
    const total = records.reduce((sum, record) => sum + (record.roundWeight ?? 0), 0);
    expect(total).toBe(84_317_658);
    expect(new Set(records.map((record) => record.documentNumber)).size).toBe(159);
    const herring = records.filter((record) => record.speciesFdirCode === '061101');
    expect(herring.reduce((sum, record) => sum + (record.roundWeight ?? 0), 0)).toBe(1_197_184);
  });
});

describe('toLandingRecord', () => {
  let lines: string[];
  let index: ReturnType<typeof createLandingHeaderIndex>;

  beforeAll(async () => {
    lines = await sampleLines();
    index = createLandingHeaderIndex(parseCsvLine(lines[0]));
  });

  function withField(line: string, column: string, value: string): string[] {
    const fields = parseCsvLine(line);
    fields[LANDING_COLUMN_NAMES.indexOf(column as (typeof LANDING_COLUMN_NAMES)[number])] = value;
    return fields;
  }

  it('refuses a line with the wrong field count', () => {
    expect(() => parseLandingLine(lines[500], index, 501)).toThrow(LandingLineError);
  });

  it('refuses an empty required value and names the column', () => {
    try {
      toLandingRecord(withField(lines[1], 'Art - FDIR (kode)', ''), index, 2);
      throw new Error('expected a LandingLineError');
    } catch (error) {
      expect(error).toBeInstanceOf(LandingLineError);
      expect((error as LandingLineError).reason).toBe('missing-value');
      expect((error as LandingLineError).column).toBe('Art - FDIR (kode)');
      expect((error as LandingLineError).message).toBe('line 2: Art - FDIR (kode) is empty');
    }
  });

  it('refuses an unreadable value', () => {
    expect(() => toLandingRecord(withField(lines[1], 'Rundvekt', '34 tonn'), index)).toThrow(
      /Rundvekt: "34 tonn" is not a number/,
    );
    expect(() => toLandingRecord(withField(lines[1], 'Landingsdato', '31.02.2020'), index)).toThrow(
      /Landingsdato/,
    );
  });

  it('pads codes that an unquoted column wrote without their leading zero', () => {
    const fields = withField(lines[1], 'Landingskommune (kode)', '301');
    fields[LANDING_COLUMN_NAMES.indexOf('Landingsfylke (kode)')] = '3';
    const record = toLandingRecord(fields, index);
    expect(record.landingMunicipalityCode).toBe('0301');
    expect(record.landingCountyCode).toBe('03');
  });

  it('accepts dot decimals and empty prices', () => {
    const record = toLandingRecord(withField(lines[1], 'Største lengde', '12.11'), index);
    expect(record.vesselLength).toBe(12.11);
    expect(record.amountFisher).toBeNull();
  });
});
