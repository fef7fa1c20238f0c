import {
  boatDescription,
  boatTitle,
  firmDescription,
  ownerDescription,
  stationDescription,
} from './descriptions';
import { absoluteUrl, entityPath, siteUrl } from './site-url';

describe('titles and descriptions', () => {
  const boat = {
    id: '2019111153',
    name: 'TORSKEN',
    registrationMarkDisplay: 'F-376-V',
    length: 14.9,
    gearGroup: 'Garn',
    municipality: 'BÅTSFJORD',
    county: 'Finnmark',
    owner: { name: 'HAGEN REDERI AS' },
  };

  it('names a boat with its registration mark', () => {
    expect(boatTitle(boat)).toBe('TORSKEN (F-376-V)');
    expect(boatTitle({ ...boat, name: null, registrationMarkDisplay: null })).toBe('Fartøy 2019111153');
  });

  it('describes a boat with its size, gear, home and owner, crediting the source', () => {
    const text = boatDescription(boat);
    expect(text).toBe(
      'TORSKEN (F-376-V) – 14,9 m, fisker mest med garn – fra Båtsfjord, Finnmark. Eier: HAGEN REDERI AS. Landinger, fangst per art, fangstfelt, eiere og navnehistorikk. Kilde: Fiskeridirektoratet.',
    );
    expect(
      boatDescription({
        ...boat,
        length: null,
        gearGroup: null,
        municipality: null,
        county: null,
        owner: null,
      }),
    ).toBe(
      'TORSKEN (F-376-V). Landinger, fangst per art, fangstfelt, eiere og navnehistorikk. Kilde: Fiskeridirektoratet.',
    );
  });

  it('describes owners, firms and stations', () => {
    expect(
      ownerDescription({
        name: 'HAGEN REDERI AS',
        organisationNumber: '873666293',
        city: 'LEINESFJORD',
        currentBoatCount: 2,
        formerBoatCount: 1,
      }),
    ).toBe(
      'HAGEN REDERI AS, org.nr. 873666293, Leinesfjord eier 2 fiskefartøy og har eid 1 tidligere. Se båtene og hva de har landet, per båt og art. Kilde: Fiskeridirektoratet.',
    );
    expect(
      firmDescription({
        id: '1',
        name: 'NORSILD AS',
        city: 'STØ',
        stations: 3,
        year: 2025,
        receivedWeight: 1_234_000,
      }),
    ).toContain('NORSILD AS, Stø: fiskekjøper med 3 mottaksstasjoner. Mottok 1.234 t i 2025.');
    expect(
      stationDescription({
        id: '100785',
        name: 'NORSILD STØ',
        municipality: 'ØKSNES',
        county: 'Nordland',
        buyerName: 'NORSILD AS',
        year: 2025,
        receivedWeight: 0,
      }),
    ).toBe(
      'NORSILD STØ (NORSILD AS), Øksnes, Nordland. Mottak per måned og art, siste landinger og største båter. Kilde: Fiskeridirektoratet.',
    );
  });
});

describe('site URLs', () => {
  it('builds absolute URLs from SITE_URL, with a default', () => {
    expect(siteUrl({ SITE_URL: 'https://fangstdata.no/' })).toBe('https://fangstdata.no');
    expect(siteUrl({})).toBe('http://localhost:3000');
    expect(absoluteUrl('/boats/1', { SITE_URL: 'https://fangstdata.no' })).toBe(
      'https://fangstdata.no/boats/1',
    );
    expect(entityPath.station('100 785')).toBe('/mottak/100%20785');
    expect(entityPath.landing('1', '1566728-8-0-2020')).toBe('/boats/1/landing/1566728-8-0-2020');
  });
});
