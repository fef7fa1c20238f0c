/**
 * Structured data (schema.org, JSON-LD) for the entity pages: a boat is a `Vehicle` (schema.org's
 * Product for means of transport) with its register facts as identifiers and additional properties;
 * buying firms and boat-owning companies are `Organization`s (a private owner is a `Person`); a
 * receiving station is a `Place` with its coordinates. Pure functions of plain data, so they are
 * tested without a store.
 */

type JsonLdValue = string | number | boolean | null | undefined | JsonLdObject | JsonLdValue[];
export interface JsonLdObject {
  [key: string]: JsonLdValue;
}

const CONTEXT = 'https://schema.org';

/** Drops null, undefined, empty strings and empty lists (and objects left with only `@type`). */
export function compactJsonLd<T extends JsonLdValue>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item) => compactJsonLd(item)).filter((item) => !isEmpty(item)) as T;
  }
  if (value && typeof value === 'object') {
    const out: JsonLdObject = {};
    for (const [key, item] of Object.entries(value)) {
      const compacted = compactJsonLd(item);
      if (!isEmpty(compacted)) out[key] = compacted;
    }
    return out as T;
  }
  return value;
}

function isEmpty(value: JsonLdValue): boolean {
  if (value == null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const keys = Object.keys(value).filter((key) => key !== '@type' && key !== '@context');
    return keys.length === 0;
  }
  return false;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text can never close the tag. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const propertyValue = (
  name: string,
  value: string | number | null | undefined,
  unit?: { code: string; text: string },
): JsonLdObject | null =>
  value == null || value === ''
    ? null
    : {
        '@type': 'PropertyValue',
        name,
        value,
        ...(unit ? { unitCode: unit.code, unitText: unit.text } : {}),
      };

const identifier = (propertyID: string, value: string | null | undefined): JsonLdObject | null =>
  value ? { '@type': 'PropertyValue', propertyID, value } : null;

const postalAddress = (address: {
  postalCode?: string | null;
  locality?: string | null;
  region?: string | null;
}): JsonLdObject => ({
  '@type': 'PostalAddress',
  postalCode: address.postalCode ?? null,
  addressLocality: address.locality ?? null,
  addressRegion: address.region ?? null,
  addressCountry: 'NO',
});

export interface BoatJsonLdInput {
  url: string;
  id: string;
  name: string | null;
  registrationMarkDisplay: string | null;
  radioCallSign: string | null;
  imoNumber: string | null;
  length: number | null;
  grossTonnage: number | null;
  buildYear: number | null;
  enginePower: number | null;
  lengthGroup: string | null;
  gearGroup: string | null;
  municipality: string | null;
  county: string | null;
  description?: string;
  owner?: { name: string | null; url: string } | null;
}

export function boatJsonLd(boat: BoatJsonLdInput): JsonLdObject {
  return compactJsonLd({
    '@context': CONTEXT,
    '@type': 'Vehicle',
    '@id': `${boat.url}#fartoy`,
    url: boat.url,
    name: boat.name ?? boat.registrationMarkDisplay ?? `Fartøy ${boat.id}`,
    description: boat.description,
    category: 'Fiskefartøy',
    identifier: [
      identifier('Fartøy ID', boat.id),
      identifier('Registreringsmerke', boat.registrationMarkDisplay),
      identifier('Radiokallesignal', boat.radioCallSign),
      identifier('IMO', boat.imoNumber),
    ],
    productionDate: boat.buildYear == null ? null : String(boat.buildYear),
    vehicleEngine:
      boat.enginePower == null
        ? null
        : {
            '@type': 'EngineSpecification',
            enginePower: {
              '@type': 'QuantitativeValue',
              value: boat.enginePower,
              unitCode: 'BHP',
              unitText: 'hk',
            },
          },
    additionalProperty: [
      propertyValue('Største lengde', boat.length, { code: 'MTR', text: 'm' }),
      propertyValue('Lengdegruppe', boat.lengthGroup),
      propertyValue('Bruttotonnasje', boat.grossTonnage),
      propertyValue('Hovedredskap', boat.gearGroup),
      propertyValue('Hjemkommune', boat.municipality),
      propertyValue('Fylke', boat.county),
      propertyValue('Eier', boat.owner?.name ?? null),
    ],
    subjectOf: boat.owner ? { '@type': 'WebPage', name: boat.owner.name, url: boat.owner.url } : null,
  });
}

export interface OrganizationJsonLdInput {
  url: string;
  name: string | null;
  /** The 9-digit organisation number, when there is one. */
  organisationNumber: string | null;
  postalCode: string | null;
  city: string | null;
  description?: string;
  /** A private owner (vessel register entity type PERSON) becomes a `Person`. */
  person?: boolean;
  /** Boats owned now. */
  boats?: { name: string | null; url: string }[];
  /** Receiving stations of a buying firm. */
  stations?: { name: string | null; url: string; latitude: number | null; longitude: number | null }[];
}

export function organizationJsonLd(org: OrganizationJsonLdInput): JsonLdObject {
  const validNumber = org.organisationNumber && /^\d{9}$/.test(org.organisationNumber);
  return compactJsonLd({
    '@context': CONTEXT,
    '@type': org.person ? 'Person' : 'Organization',
    '@id': `${org.url}#${org.person ? 'person' : 'organisasjon'}`,
    url: org.url,
    name: org.name,
    description: org.description,
    identifier: validNumber ? [identifier('Organisasjonsnummer', org.organisationNumber)] : null,
    address:
      org.postalCode || org.city ? postalAddress({ postalCode: org.postalCode, locality: org.city }) : null,
    owns: (org.boats ?? []).map((boat) => ({ '@type': 'Vehicle', name: boat.name, url: boat.url })),
    location: (org.stations ?? []).map((station) => ({
      '@type': 'Place',
      name: station.name,
      url: station.url,
      geo: geoCoordinates(station.latitude, station.longitude),
    })),
  });
}

function geoCoordinates(latitude: number | null, longitude: number | null): JsonLdObject | null {
  return latitude == null || longitude == null ? null : { '@type': 'GeoCoordinates', latitude, longitude };
}

export interface PlaceJsonLdInput {
  url: string;
  id: string;
  name: string | null;
  municipality: string | null;
  county: string | null;
  latitude: number | null;
  longitude: number | null;
  description?: string;
  firm?: { name: string | null; url: string } | null;
}

export function stationJsonLd(station: PlaceJsonLdInput): JsonLdObject {
  return compactJsonLd({
    '@context': CONTEXT,
    '@type': 'Place',
    '@id': `${station.url}#mottak`,
    url: station.url,
    name: station.name ?? `Mottaksstasjon ${station.id}`,
    description: station.description,
    identifier: [identifier('Mottaksstasjon', station.id)],
    address: postalAddress({ locality: station.municipality, region: station.county }),
    geo: geoCoordinates(station.latitude, station.longitude),
    additionalProperty: [propertyValue('Kjøper', station.firm?.name ?? null)],
    containedInPlace: station.municipality
      ? { '@type': 'AdministrativeArea', name: station.municipality }
      : null,
  });
}

/**
 * A page of figures about a species or a place (the species and municipality pages): a `Dataset` of the
 * directorate's landing notes, with its licence and creator, so search engines can offer it as data.
 */
export function datasetJsonLd(dataset: {
  url: string;
  name: string;
  description: string;
  keywords: (string | null)[];
  spatial?: string | null;
}): JsonLdObject {
  return compactJsonLd({
    '@context': CONTEXT,
    '@type': 'Dataset',
    '@id': `${dataset.url}#data`,
    url: dataset.url,
    name: dataset.name,
    description: dataset.description,
    keywords: dataset.keywords.filter((keyword): keyword is string => Boolean(keyword)),
    isAccessibleForFree: true,
    license: 'https://data.norge.no/nlod/no/2.0',
    creator: {
      '@type': 'GovernmentOrganization',
      name: 'Fiskeridirektoratet',
      url: 'https://www.fiskeridir.no',
    },
    spatialCoverage: { '@type': 'Place', name: dataset.spatial ?? 'Norge' },
  });
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
