import { readFileSync } from 'node:fs';
import { RegisterParseError } from './register-parsing';
import { VESSEL_REGISTER_SAMPLE } from '@/tests/helpers/fiskeridir-samples';
import { parseVesselRegister, safeParseVesselRegister, type Vessel } from './vessel-register';

function sample(): unknown[] {
  return JSON.parse(readFileSync(VESSEL_REGISTER_SAMPLE, 'utf8')) as unknown[];
}

describe('parseVesselRegister on the real sample', () => {
  let vessels: Vessel[];
  beforeAll(() => {
    vessels = parseVesselRegister(sample());
  });

  it('parses all 50 vessels', () => {
    expect(vessels).toHaveLength(50);
  });

  it('reads the first vessel, filling absent optional fields with null', () => {
    expect(vessels[0]).toEqual({
      id: '2023123979',
      name: 'GJERMESØY',
      registrationMark: 'N 0128VV',
      radioCallSign: 'LH5660',
      municipalityCode: '1860',
      length: 10.66,
      width: null,
      enginePower: 440,
      imoNumber: null,
      buildYear: null,
      grossTonnage: null,
      owners: [
        { id: '929675800', entityType: 'COMPANY', name: 'GJERMESØY AS', postalCode: '8372', city: 'GRAVDAL' },
      ],
      ownershipHistory: [],
    });
  });

  it('turns a masked personal id and a missing company id into null', () => {
    const owners = vessels.flatMap((vessel) => vessel.owners);
    const person = owners.find((owner) => owner.entityType === 'PERSON');
    expect(person).toMatchObject({ id: null, name: 'TARANGER INGMAR' });
    const withoutId = owners.filter((owner) => owner.id === null);
    expect(withoutId.map((owner) => owner.entityType).sort()).toEqual(['COMPANY', 'PERSON']);
  });

  it('tolerates the fields the real register leaves out', () => {
    expect(vessels.filter((vessel) => vessel.radioCallSign === null)).toHaveLength(13);
    expect(vessels.filter((vessel) => vessel.imoNumber !== null)).toHaveLength(6);
  });
});

describe('parseVesselRegister strictness', () => {
  it('accepts the generator’s extended fields', () => {
    const [vessel] = parseVesselRegister([
      {
        id: 2023123979,
        name: 'TEST',
        registrationMark: 'N 0001B',
        municipalityCode: 301,
        length: '12,5',
        enginePower: 400,
        buildYear: 1999,
        grossTonnage: 45.5,
        owners: [],
        ownershipHistory: [
          { ownerId: '929675800', name: 'A AS', entityType: 'COMPANY', from: '2010-01-01', to: '2015-06-30' },
          { ownerId: '912345678', name: 'B AS', entityType: 'company', from: '2015-07-01', to: null },
        ],
      },
    ]);
    expect(vessel.id).toBe('2023123979');
    expect(vessel.municipalityCode).toBe('0301');
    expect(vessel.length).toBe(12.5);
    expect(vessel.buildYear).toBe(1999);
    expect(vessel.ownershipHistory[1]).toEqual({
      ownerId: '912345678',
      name: 'B AS',
      entityType: 'COMPANY',
      from: '2015-07-01',
      to: null,
    });
  });

  it('names the element and field that are wrong', () => {
    const vessels = sample();
    vessels[3] = { ...(vessels[3] as object), registrationMark: '' };
    vessels[7] = {
      ...(vessels[7] as object),
      owners: [{ id: '1', entityType: 'FIRMA', name: 'X', postalCode: '1', city: 'Y' }],
    };
    try {
      parseVesselRegister(vessels);
      throw new Error('expected a RegisterParseError');
    } catch (error) {
      expect(error).toBeInstanceOf(RegisterParseError);
      const { issues, message } = error as RegisterParseError;
      expect(issues.map((issue) => [issue.index, issue.field])).toEqual([
        [3, 'registrationMark'],
        [7, 'owners[0].entityType'],
      ]);
      expect(issues[0].id).toBe((vessels[3] as { id: string }).id);
      expect(message).toMatch(/element 7 \(id \d+\), owners\[0\]\.entityType: must be COMPANY or PERSON/);
    }
  });

  it('refuses a missing id, a bad date and a number that is not one', () => {
    const result = safeParseVesselRegister([
      { name: 'NO ID', registrationMark: 'N 0001B' },
      { id: '1', registrationMark: 'N 0001B', length: 'lang' },
      { id: '2', registrationMark: 'N 0001B', ownershipHistory: [{ ownerId: '1', from: '01.01.2020' }] },
      { id: '3', registrationMark: 'N 0002B' },
    ]);
    expect(result.vessels.map((vessel) => vessel.id)).toEqual(['3']);
    expect(result.issues.map((issue) => `${issue.index}:${issue.field}`)).toEqual([
      '0:id',
      '1:length',
      '2:ownershipHistory[0].from',
    ]);
  });

  it('refuses something that is not an array', () => {
    expect(() => parseVesselRegister({ vessels: [] })).toThrow(
      /expected a JSON array of vessels, got an object/,
    );
  });
});
