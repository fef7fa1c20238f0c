import { parseBuyerRegister, safeParseBuyerRegister } from './buyer-register';
import { RegisterParseError } from './register-parsing';

const buyer = {
  id: '989094823',
  name: 'EKSEMPEL FISK AS',
  postalCode: '8001',
  city: 'BODØ',
  municipalityCode: '1804',
  receivingStations: [
    {
      id: '100081',
      name: 'Eksempel Fisk, Bodø',
      municipalityCode: '1804',
      latitude: 67.28,
      longitude: 14.38,
    },
  ],
};

describe('parseBuyerRegister', () => {
  it('reads buyers with their receiving stations', () => {
    expect(parseBuyerRegister([buyer])).toEqual([buyer]);
  });

  it('is lenient with optional fields and numbers written as text', () => {
    const [entry] = parseBuyerRegister([
      { id: 989094823, name: null, receivingStations: [{ id: 100081, latitude: '67,28', longitude: null }] },
    ]);
    expect(entry).toEqual({
      id: '989094823',
      name: null,
      postalCode: null,
      city: null,
      municipalityCode: null,
      receivingStations: [
        { id: '100081', name: null, municipalityCode: null, latitude: 67.28, longitude: null },
      ],
    });
    expect(parseBuyerRegister([{ id: '989094823' }])[0].receivingStations).toEqual([]);
  });

  it('names the element and field that are wrong', () => {
    const bad = [
      buyer,
      { ...buyer, id: '12345' },
      { ...buyer, receivingStations: [{ ...buyer.receivingStations[0], id: ' ', latitude: 167.2 }] },
    ];
    expect(() => parseBuyerRegister(bad)).toThrow(RegisterParseError);
    const { buyers, issues } = safeParseBuyerRegister(bad);
    expect(buyers).toHaveLength(1);
    expect(issues.map((issue) => `${issue.index}:${issue.field}:${issue.message}`)).toEqual([
      '1:id:must be a 9-digit organisation number',
      '2:receivingStations[0].id:must not be empty',
      '2:receivingStations[0].latitude:must be at most 90',
    ]);
  });
});
