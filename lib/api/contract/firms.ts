import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  buyerIdSchema,
  countSchema,
  exampleRequest,
  isoDateSchema,
  monthSchema,
  optionalYearSchema,
  pageSchema,
  pricedWeightSchema,
  valueSchema,
  weightSchema,
  yearSchema,
  nullableString,
  nullableNumber,
  valueCoverageShape,
} from './entity-params';

const TAG = 'Kjøpere og mottak';

export const firmSummarySchema = z.object({
  id: z.string().meta({ description: 'Organisasjonsnummer (Mottaker ID)' }),
  name: nullableString.meta({
    description: 'Fra kjøperregisteret; null når registeret ikke kjenner kjøperen',
  }),
  postalCode: nullableString,
  city: nullableString,
  municipalityCode: nullableString,
  municipality: nullableString,
  firstLandingDate: isoDateSchema.nullable(),
  lastLandingDate: isoDateSchema.nullable(),
});

export const firmListSchema = z.object({
  year: z.number().int(),
  page: z.number().int(),
  count: z.number().int(),
  total: z.number().int(),
  firms: z.array(
    z.object({
      rank: z.number().int(),
      id: z.string(),
      name: nullableString,
      city: nullableString,
      stationCount: z.number().int().meta({ description: 'Mottaksstasjoner kjent for kjøperen' }),
      receivedWeight: weightSchema.meta({ description: 'Rundvekt (kg) mottatt i året' }),
      ...valueCoverageShape,
      landings: z.number().int(),
      boats: z.number().int(),
    }),
  ),
});

export const listFirmsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/firms',
  summary: 'Alle kjøpere (katalog)',
  description:
    'Alle kjøpere rangert etter mottatt rundvekt i året (standard: siste år i dataene), med antall mottaksstasjoner, sluttsedler og båter.',
  tag: TAG,
  query: z.object({
    year: optionalYearSchema.meta({ description: 'Standard: siste år i dataene' }),
    page: pageSchema,
    count: countSchema(50, 500),
  }),
  response: firmListSchema,
});

export const stationSummarySchema = z.object({
  id: z.string().meta({ description: 'Godkjenningsnummer' }),
  name: nullableString,
  buyerId: nullableString,
  municipalityCode: nullableString,
  municipality: nullableString,
  county: nullableString,
  latitude: nullableNumber,
  longitude: nullableNumber,
  positionApproximate: z
    .boolean()
    .meta({ description: 'true: posisjonen er kommunens hovedhavn, ikke stasjonens egen' }),
  firstLandingDate: isoDateSchema.nullable(),
  lastLandingDate: isoDateSchema.nullable(),
});

const firmParams = z.object({ id: buyerIdSchema });

export const firmStationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/firms/{id}/motak',
  summary: 'Kjøperens mottaksstasjoner',
  description:
    'Stasjonene kjøperen har (fra registeret eller sluttsedlene), med mottatt rundvekt og verdi i året (standard: siste år i dataene), tyngste først.',
  tag: TAG,
  params: firmParams,
  query: z.object({ year: optionalYearSchema.meta({ description: 'Standard: siste år i dataene' }) }),
  response: z.object({
    firm: firmSummarySchema,
    year: z.number().int(),
    stations: z.array(
      stationSummarySchema.extend({
        receivedWeight: weightSchema,
        value: valueSchema,
        pricedWeight: pricedWeightSchema,
      }),
    ),
  }),
  errors: [404],
});

export const monthlySeriesShape = {
  months: z.array(z.string()).meta({ description: 'Hver måned i perioden, yyyy-MM' }),
  series: z.array(
    z.object({
      id: nullableString,
      name: nullableString,
      weights: z
        .array(z.number())
        .meta({ description: 'Rundvekt (kg) per måned, i samme rekkefølge som `months`' }),
      total: z.number(),
    }),
  ),
  totals: z.array(z.number()).meta({ description: 'Sum per måned' }),
};

export const firmStationGraphEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/firms/{id}/motak/graph',
  summary: 'Mottatt per måned og stasjon (graf)',
  description:
    'Rundvekt mottatt per måned, én serie per mottaksstasjon (tyngste først; linjer uten stasjon har id null). Periode: `from`–`to` (måneder, høyst 60), eller `year`; standard er siste år kjøperen mottok noe.',
  tag: TAG,
  params: firmParams,
  query: z
    .object({
      year: optionalYearSchema,
      from: monthSchema.optional().meta({ description: 'Første måned (yyyy-MM), sammen med `to`' }),
      to: monthSchema.optional().meta({ description: 'Siste måned (yyyy-MM), sammen med `from`' }),
    })
    .superRefine((query, context) => {
      if ((query.from == null) !== (query.to == null)) {
        context.addIssue({
          code: 'custom',
          path: [query.from ? 'to' : 'from'],
          message: 'Oppgi både from og to',
        });
      } else if (query.from && query.to) {
        const months =
          (Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4))) * 12 +
          Number(query.to.slice(5)) -
          Number(query.from.slice(5));
        if (months < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'to er før from' });
        else if (months >= 60)
          context.addIssue({ code: 'custom', path: ['to'], message: 'Høyst 60 måneder' });
      }
    }),
  response: z.object({
    firmId: z.string(),
    firmName: nullableString,
    from: z.string().meta({ description: 'Første måned, yyyy-MM' }),
    to: z.string().meta({ description: 'Siste måned, yyyy-MM' }),
    ...monthlySeriesShape,
  }),
  errors: [404],
});

export const buyerOffloadsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/buyers/offloads/{a}/{b}',
  summary: 'Kjøperens mottatte landinger i et år',
  description:
    '`a` er kjøperens organisasjonsnummer, `b` et landingsår. Én rad per sluttseddel (nyeste først, sidevis med `page` og `count`): dato, båt, stasjon, hovedart, rundvekt og verdi.',
  tag: TAG,
  params: z.object({ a: buyerIdSchema, b: yearSchema }),
  query: z.object({ page: pageSchema, count: countSchema(50, 500) }),
  response: z.object({
    buyerId: z.string(),
    buyerName: nullableString,
    year: z.number().int(),
    page: z.number().int(),
    count: z.number().int(),
    total: z.number().int().meta({ description: 'Sluttsedler i året' }),
    landings: z.array(
      z.object({
        documentNumber: z.string(),
        salesOrgCode: nullableString,
        landingDate: isoDateSchema,
        boatId: nullableString,
        boatName: nullableString,
        registrationMark: nullableString,
        stationId: nullableString,
        stationName: nullableString,
        mainSpecies: nullableString,
        totalWeight: weightSchema,
        value: valueSchema,
        pricedWeight: pricedWeightSchema,
      }),
    ),
  }),
  errors: [404],
});

exampleRequest('/api/firms/{id}/motak/graph', 'GET /api/firms/916768257/motak/graph?from=2024-07&to=2025-06');
exampleRequest('/api/buyers/offloads/{a}/{b}', 'GET /api/buyers/offloads/916768257/2025?page=1&count=50');
