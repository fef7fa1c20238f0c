import {
  APPLICATION_GROUPS,
  APPLICATIONS,
  COUNTIES,
  countiesForYear,
  describeGear,
  findByCode,
  findMunicipality,
  findSpecies,
  formatMunicipalityName,
  GEAR_GROUPS,
  GEAR_MAIN_GROUPS,
  GEARS,
  LANDING_METHODS,
  LENGTH_GROUPS,
  lengthGroupForLength,
  MUNICIPALITIES,
  municipalitiesForYear,
  NORTH_SOUTH_VALUES,
  PRESERVATION_METHODS,
  preservationKind,
  PRODUCT_CONDITIONS,
  QUALITIES,
  SALES_ORGANISATIONS,
  salesOrganisationInYear,
  SPECIES,
  SPECIES_GROUPS,
  SPECIES_MAIN_GROUPS,
} from './code-lists';
import { readLandingFile } from '@/tests/helpers/landing-file';
import type { LandingRecord } from '@/tests/helpers/landing-record';
import { LANDING_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';

function uniqueCodes(list: readonly { code: string }[]): boolean {
  return new Set(list.map((entry) => entry.code)).size === list.length;
}

describe('code lists are consistent', () => {
  it('have unique codes', () => {
    for (const list of [
      GEAR_MAIN_GROUPS,
      GEAR_GROUPS,
      GEARS,
      SPECIES_MAIN_GROUPS,
      SPECIES_GROUPS,
      PRESERVATION_METHODS,
      PRODUCT_CONDITIONS,
      QUALITIES,
      LANDING_METHODS,
      APPLICATION_GROUPS,
      APPLICATIONS,
      COUNTIES,
      SALES_ORGANISATIONS,
      LENGTH_GROUPS,
    ]) {
      expect(uniqueCodes(list)).toBe(true);
    }
    expect(new Set(SPECIES.map((species) => species.fdirCode)).size).toBe(SPECIES.length);
  });

  it('point to groups that exist', () => {
    for (const gear of GEARS) expect(describeGear(gear.code)).toBeDefined();
    for (const group of SPECIES_GROUPS)
      expect(findByCode(SPECIES_MAIN_GROUPS, group.mainGroupCode)).toBeDefined();
    for (const species of SPECIES) {
      expect(findByCode(SPECIES_GROUPS, species.groupCode)).toBeDefined();
      expect(species.code.startsWith(species.groupCode)).toBe(true);
      expect(species.code).toMatch(/^\d{7}$/);
    }
    for (const application of APPLICATIONS)
      expect(findByCode(APPLICATION_GROUPS, application.groupCode)).toBeDefined();
  });

  it('has the nine gear groups of the README', () => {
    expect(GEAR_GROUPS.map((group) => `${group.code} ${group.name}`)).toEqual([
      '1 Not',
      '2 Garn',
      '3 Krokredskap',
      '4 Bur og ruser',
      '5 Trål',
      '6 Snurrevad',
      '7 Harpun/kanon',
      '8 Andre redskap',
      '9 Oppdrett/uspesifisert',
    ]);
  });

  it('covers the most landed Norwegian species', () => {
    for (const name of [
      'Torsk',
      'Hyse',
      'Sei',
      'Lange',
      'Brosme',
      'Blåkveite',
      'Kveite',
      'Uer (vanlig)',
      'Gråsteinbit',
      'Norsk vårgytende sild',
      'Nordsjøsild',
      'Makrell',
      'Kolmule',
      'Lodde',
      'Tobis og annen sil',
      'Øyepål',
      'Hestmakrell',
      'Havbrisling',
      'Dypvannsreke',
      'Snøkrabbe',
      'Kongekrabbe, han',
      'Sjøkreps',
      'Breiflabb',
      'Lysing',
      'Rødspette',
      'Hvitting',
      'Storskate',
      'Pigghå',
      'Taskekrabbe',
      'Raudåte',
    ]) {
      expect(SPECIES.map((species) => species.name)).toContain(name);
    }
    expect(findSpecies('1022')?.faoCode).toBe('COD');
  });

  it('gives every year one county and one municipality per code', () => {
    for (let year = 2000; year <= 2025; year++) {
      expect(uniqueCodes(countiesForYear(year))).toBe(true);
      const municipalities = municipalitiesForYear(year);
      expect(uniqueCodes(municipalities)).toBe(true);
      const counties = new Set(countiesForYear(year).map((county) => county.code));
      for (const municipality of municipalities) {
        expect([year, municipality.code, counties.has(municipality.countyCode)]).toEqual([
          year,
          municipality.code,
          true,
        ]);
      }
    }
    expect(MUNICIPALITIES.length).toBeGreaterThanOrEqual(80);
  });

  it('places municipalities on the Norwegian coast', () => {
    for (const municipality of MUNICIPALITIES) {
      expect(municipality.latitude).toBeGreaterThan(57.9);
      expect(municipality.latitude).toBeLessThan(71.2);
      expect(municipality.longitude).toBeGreaterThan(4.5);
      expect(municipality.longitude).toBeLessThan(31.2);
    }
  });

  it('follows the 2024 split of Troms og Finnmark', () => {
    expect(findMunicipality('5401')).toMatchObject({ name: 'TROMSØ', countyCode: '54', validTo: 2023 });
    expect(findMunicipality('5501')).toMatchObject({ name: 'TROMSØ', countyCode: '55', validFrom: 2024 });
    expect(findMunicipality('5632')).toMatchObject({ name: 'BÅTSFJORD', countyCode: '56' });
    expect(findMunicipality('1804', 2021)?.name).toBe('BODØ');
    expect(findMunicipality('5401', 2024)).toBeUndefined();
    expect(countiesForYear(2024).map((county) => county.code)).toEqual(expect.arrayContaining(['55', '56']));
    expect(countiesForYear(2024).map((county) => county.code)).not.toContain('54');
  });

  it('sends catches of merged sales organisations to Fiskehav and names it as the files of each year do', () => {
    expect(salesOrganisationInYear('4', 2022)).toMatchObject({ name: 'Vest-Norges Fiskesalslag' });
    expect(salesOrganisationInYear('4', 2023)).toMatchObject({
      organisation: { code: '2' },
      name: 'Fiskehav SA',
    });
    expect(salesOrganisationInYear('2', 2014).name).toBe('Skagerakfisk S/L');
    expect(salesOrganisationInYear('8', 2024).organisation.id).toBe('951206091');
    expect(() => salesOrganisationInYear('9', 2024)).toThrow(RangeError);
  });

  it('finds the length group of a vessel length', () => {
    expect(lengthGroupForLength(10.66).name).toBe('Under 11 m');
    expect(lengthGroupForLength(12.11).name).toBe('11-14,99 m');
    expect(lengthGroupForLength(15).name).toBe('15-20,99 m');
    expect(lengthGroupForLength(27.99).name).toBe('21-27,99 m');
    expect(lengthGroupForLength(80.4).name).toBe('28 m og over');
  });

  it('formats municipality names for display', () => {
    expect(formatMunicipalityName('BODØ')).toBe('Bodø');
    expect(formatMunicipalityName('SØR-VARANGER')).toBe('Sør-Varanger');
    expect(formatMunicipalityName('HERØY i Møre og Romsdal')).toBe('Herøy i Møre og Romsdal');
  });
});

describe('code lists agree with the real sample', () => {
  let records: LandingRecord[];
  beforeAll(async () => {
    records = [];
    for await (const result of readLandingFile(LANDING_SAMPLE_ZIP))
      if (result.record) records.push(result.record);
  });

  function pairs(
    code: (record: LandingRecord) => string | null,
    name: (record: LandingRecord) => string | null,
  ) {
    return new Map(records.map((record) => [code(record)!, name(record)!]));
  }

  it('has every species tuple the sample shows', () => {
    for (const record of records) {
      expect(findSpecies(record.speciesFdirCode)).toEqual({
        fdirCode: record.speciesFdirCode,
        fdirName: record.speciesFdir,
        code: record.speciesCode,
        name: record.species,
        groupCode: record.speciesGroupCode,
        faoCode: record.speciesFaoCode,
        faoName: record.speciesFao,
      });
      expect(findByCode(SPECIES_GROUPS, record.speciesGroupCode)?.name).toBe(record.speciesGroup);
      expect(findByCode(SPECIES_MAIN_GROUPS, record.speciesMainGroupCode)?.name).toBe(
        record.speciesMainGroup,
      );
    }
  });

  it('has every gear, preservation, condition, quality, method and application pair the sample shows', () => {
    const checks: [readonly { code: string; name: string }[], Map<string, string>][] = [
      [
        GEARS,
        pairs(
          (r) => r.gearCode,
          (r) => r.gear,
        ),
      ],
      [
        GEAR_GROUPS,
        pairs(
          (r) => r.gearGroupCode,
          (r) => r.gearGroup,
        ),
      ],
      [
        GEAR_MAIN_GROUPS,
        pairs(
          (r) => r.gearMainGroupCode,
          (r) => r.gearMainGroup,
        ),
      ],
      [
        PRESERVATION_METHODS,
        pairs(
          (r) => r.preservationCode,
          (r) => r.preservation,
        ),
      ],
      [
        PRODUCT_CONDITIONS,
        pairs(
          (r) => r.conditionCode,
          (r) => r.condition,
        ),
      ],
      [
        QUALITIES,
        pairs(
          (r) => r.qualityCode,
          (r) => r.quality,
        ),
      ],
      [
        LANDING_METHODS,
        pairs(
          (r) => r.landingMethodCode,
          (r) => r.landingMethod,
        ),
      ],
      [
        APPLICATIONS,
        pairs(
          (r) => r.applicationCode,
          (r) => r.application,
        ),
      ],
      [
        APPLICATION_GROUPS,
        pairs(
          (r) => r.applicationGroupCode,
          (r) => r.applicationGroup,
        ),
      ],
      [
        LENGTH_GROUPS,
        pairs(
          (r) => r.lengthGroupCode,
          (r) => r.lengthGroup,
        ),
      ],
      [
        COUNTIES,
        pairs(
          (r) => r.vesselCountyCode,
          (r) => r.vesselCounty,
        ),
      ],
      [
        SALES_ORGANISATIONS,
        pairs(
          (r) => r.salesOrganisationCode,
          (r) => r.salesOrganisation,
        ),
      ],
    ];
    for (const [list, seen] of checks) {
      for (const [code, name] of seen) expect([code, findByCode(list, code)?.name]).toEqual([code, name]);
    }
    for (const record of records) expect(NORTH_SOUTH_VALUES).toContain(record.northSouth);
  });

  it('has every municipality the sample shows, under the same name', () => {
    for (const record of records) {
      for (const [code, name] of [
        [record.landingMunicipalityCode, record.landingMunicipality],
        [record.vesselMunicipalityCode, record.vesselMunicipality],
      ]) {
        expect([code, findMunicipality(code!, record.catchYear)?.name]).toEqual([code, name]);
      }
    }
  });
});

describe('what a preservation method makes of the catch', () => {
  const kinds = Object.fromEntries(
    PRESERVATION_METHODS.map(({ code, name }) => [name, preservationKind(code)]),
  );

  it('gives every code of the list a kind, by its code', () => {
    expect(kinds).toEqual({
      Ensilert: 'other',
      'Fersk/ukonservert': 'fresh',
      'Fersk saltkokt': 'fresh',
      'Fersk sjøkokt': 'fresh',
      Frossen: 'frozen',
      'Frossen saltkokt': 'frozen',
      'Frossen sjøkokt': 'frozen',
      Gravet: 'other',
      Iset: 'fresh',
      Rfw: 'fresh',
      Rsw: 'fresh',
      Røkt: 'other',
      Saltet: 'other',
      'Saltet og tørket (klippfisk)': 'other',
      Speket: 'other',
      Sukkersaltet: 'other',
      Tørket: 'other',
      'Rsw + is': 'fresh',
      'Rsw + ozon': 'fresh',
      'Rfw + ozon': 'fresh',
      'Rfw + is': 'fresh',
      'Rfw og syre': 'fresh',
      'Rfw + syre + is': 'fresh',
      'Rfw + syre + ozon': 'fresh',
      Sws: 'fresh',
      'Rfw + FishForm': 'fresh',
      'Rfw + "Soft Eddik"': 'fresh',
      'Rsw + "Soft Eddik"': 'fresh',
      'Rsw + FishForm': 'fresh',
      Inndampet: 'other',
      Konsentrert: 'other',
      Hermetisert: 'other',
      'Fryst og glasert': 'frozen',
      'Antioksidantbehandlet og fryst': 'frozen',
      Uspesifisert: 'other',
    });
  });

  it('counts salted, smoked, dried and ensiled catch as neither fresh nor frozen, and an unknown code as other', () => {
    for (const name of ['Saltet', 'Røkt', 'Tørket', 'Ensilert', 'Speket'])
      expect([name, kinds[name]]).toEqual([name, 'other']);
    expect(preservationKind('77')).toBe('other');
    expect(preservationKind(' 5 ')).toBe('frozen');
  });
});
