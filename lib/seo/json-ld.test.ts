import {
  boatJsonLd,
  breadcrumbJsonLd,
  compactJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  stationJsonLd,
} from './json-ld';

const boat = {
  url: 'https://fangstdata.no/boats/2019111153',
  id: '2019111153',
  name: 'TORSKEN',
  registrationMarkDisplay: 'N-45-B',
  radioCallSign: 'LABC',
  imoNumber: null,
  length: 14.95,
  grossTonnage: 31,
  buildYear: 1998,
  enginePower: 450,
  lengthGroup: '11-14,99 m',
  gearGroup: 'Garn',
  municipality: 'Bodø',
  county: 'Nordland',
  owner: { name: 'HAGEN REDERI AS', url: 'https://fangstdata.no/owner/873666293' },
};

describe('JSON-LD for a boat', () => {
  it('is a schema.org Vehicle with the register facts', () => {
    const data = boatJsonLd(boat);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Vehicle',
      url: boat.url,
      name: 'TORSKEN',
      productionDate: '1998',
      vehicleEngine: { '@type': 'EngineSpecification', enginePower: { value: 450, unitCode: 'BHP' } },
    });
    expect(data.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'Fartøy ID', value: '2019111153' },
      { '@type': 'PropertyValue', propertyID: 'Registreringsmerke', value: 'N-45-B' },
      { '@type': 'PropertyValue', propertyID: 'Radiokallesignal', value: 'LABC' },
    ]);
    expect(data.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Største lengde',
      value: 14.95,
      unitCode: 'MTR',
      unitText: 'm',
    });
    expect(data.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Eier',
      value: 'HAGEN REDERI AS',
    });
  });

  it('leaves out what the register does not know', () => {
    const data = boatJsonLd({
      ...boat,
      name: null,
      radioCallSign: null,
      buildYear: null,
      enginePower: null,
      length: null,
      grossTonnage: null,
      owner: null,
    });
    expect(data.name).toBe('N-45-B');
    expect(data).not.toHaveProperty('productionDate');
    expect(data).not.toHaveProperty('vehicleEngine');
    expect(data).not.toHaveProperty('subjectOf');
    expect(JSON.stringify(data)).not.toContain('null');
  });
});

describe('JSON-LD for firms, owners and stations', () => {
  it('makes a company an Organization with its organisation number, address, boats and stations', () => {
    const data = organizationJsonLd({
      url: 'https://fangstdata.no/firm/925828513',
      name: 'NORSILD PELAGIC AS',
      organisationNumber: '925828513',
      postalCode: '8438',
      city: 'STØ',
      boats: [{ name: 'TORSKEN', url: 'https://fangstdata.no/boats/1' }],
      stations: [
        { name: 'NORSILD STØ', url: 'https://fangstdata.no/mottak/100785', latitude: 68.9, longitude: 15.1 },
      ],
    });
    expect(data).toMatchObject({
      '@type': 'Organization',
      identifier: [{ '@type': 'PropertyValue', propertyID: 'Organisasjonsnummer', value: '925828513' }],
      address: { '@type': 'PostalAddress', postalCode: '8438', addressLocality: 'STØ', addressCountry: 'NO' },
      owns: [{ '@type': 'Vehicle', name: 'TORSKEN' }],
      location: [{ '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: 68.9, longitude: 15.1 } }],
    });
  });

  it('makes a private owner a Person, without a made-up organisation number', () => {
    const data = organizationJsonLd({
      url: 'https://fangstdata.no/owner/Pb1afb0ce7ce',
      name: 'NYGÅRD ROLF',
      organisationNumber: 'Pb1afb0ce7ce',
      postalCode: null,
      city: null,
      person: true,
    });
    expect(data['@type']).toBe('Person');
    expect(data).not.toHaveProperty('identifier');
    expect(data).not.toHaveProperty('address');
  });

  it('makes a station a Place with coordinates and its municipality', () => {
    const data = stationJsonLd({
      url: 'https://fangstdata.no/mottak/100785',
      id: '100785',
      name: 'NORSILD PELAGIC STØ',
      municipality: 'Øksnes',
      county: 'Nordland',
      latitude: 68.93536,
      longitude: 15.06315,
      firm: { name: 'NORSILD PELAGIC AS', url: 'https://fangstdata.no/firm/925828513' },
    });
    expect(data).toMatchObject({
      '@type': 'Place',
      geo: { latitude: 68.93536, longitude: 15.06315 },
      address: { addressLocality: 'Øksnes', addressRegion: 'Nordland', addressCountry: 'NO' },
      identifier: [{ propertyID: 'Mottaksstasjon', value: '100785' }],
    });
  });

  it('lists breadcrumbs in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'A', url: 'u1' },
        { name: 'B', url: 'u2' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A', item: 'u1' },
      { '@type': 'ListItem', position: 2, name: 'B', item: 'u2' },
    ]);
  });
});

describe('writing JSON-LD into the page', () => {
  it('escapes what could end the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('drops empty values deeply', () => {
    expect(compactJsonLd({ a: null, b: '', c: [], d: { '@type': 'X' }, e: [null, { f: 1 }], g: 0 })).toEqual({
      e: [{ f: 1 }],
      g: 0,
    });
  });
});
