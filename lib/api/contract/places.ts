import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boundedText } from './limits';
import { landingRowSchema } from './offloads';
import {
  exampleRequest,
  isoDateSchema,
  nullableNumber,
  nullableString,
  optionalYearSchema,
  pricedWeightSchema,
  valueSchema,
  weightSchema,
} from './entity-params';

const TAG = 'Arter og kommuner';

/** A species or municipality address: its slug (`torsk`, `batsfjord`) or its code (`1022`, `5632`). */
const slugSchema = (what: string, example: string) =>
  boundedText(what, 80)
    .regex(/^[a-z0-9-]{1,80}$/, {
      error: `${what} er adressen (små bokstaver, sifre og bindestrek) eller koden`,
    })
    .meta({ description: `${what}: adressen fra navnet, eller koden`, examples: [example] });

const figuresSchema = z.object({
  weight: weightSchema,
  value: valueSchema,
  pricedWeight: pricedWeightSchema,
  landings: z.number().int().meta({ description: 'Sluttsedler' }),
  pricedLandings: z.number().int().meta({ description: 'Sluttsedler med kjent verdi' }),
  lastLanding: isoDateSchema.nullable(),
  pricePerKg: nullableNumber.meta({ description: 'Kr per kg rundvekt, over vekten med kjent verdi' }),
});

const seasonSchema = z
  .object({
    years: z.array(z.number().int()).meta({ description: 'Årene som sammenlignes, sidens år først' }),
    weights: z
      .array(z.array(z.number().nullable()))
      .meta({ description: 'Per år: rundvekt (kg) per uke 1–53; null for uker etter siste dag med data' }),
  })
  .meta({ description: 'Sesongen uke for uke' });

const namedWeightSchema = z.object({
  code: nullableString,
  name: nullableString,
  weight: weightSchema,
  landings: z.number().int().nullable(),
});

const namesakesSchema = z
  .array(z.object({ slug: z.string(), name: z.string(), code: z.string() }))
  .meta({ description: 'Andre sider med samme navn (adressen har koden etter navnet)' });

const yearsSchema = z.array(z.number().int()).meta({ description: 'Årene med landinger, nyeste først' });

const periodSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .meta({ description: 'Perioden tallene gjelder: året, til siste dag med data' });

const topListSchema = (what: string) =>
  z
    .object({
      rows: z.array(landingRowSchema),
      total: z
        .number()
        .int()
        .meta({ description: `Hvor mange ${what} listen har i alt` }),
    })
    .meta({ description: `De ti største ${what} (landingsspørringens rader) og hvor mange det er i alt` });

/** What both kinds of page answer besides their own: the year and its period, key figures and season. */
const pageYearFields = {
  namesakes: namesakesSchema,
  year: z.number().int(),
  years: yearsSchema,
  period: periodSchema,
  figures: figuresSchema,
  season: seasonSchema,
};

const pageQuery = z.object({
  year: optionalYearSchema.meta({ description: 'Standard: nyeste år med data' }),
});

export const speciesPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/species/{slug}',
  summary: 'En art: nøkkeltall, sesong og topplister',
  description:
    'Det siden /art/{slug} viser for et år (standard: nyeste år med data): landet vekt, verdi og hva den dekker, sluttsedler, kr/kg, uke for uke mot årene før, redskap, fangstområder, pris per måned for året og året før, og de ti største båtene, kjøperne, mottakene og kommunene. Topplistene er landingsspørringens (samme tall som /api/offloads/query med Fish).',
  tag: TAG,
  params: z.object({ slug: slugSchema('Art', 'torsk') }),
  query: pageQuery,
  response: z.object({
    species: z.object({
      code: z.string(),
      name: z.string(),
      slug: z.string(),
      group: nullableString,
    }),
    ...pageYearFields,
    gears: z.array(namedWeightSchema),
    areas: z.array(namedWeightSchema),
    prices: z.array(
      z.object({
        month: z.string().meta({ description: 'yyyy-MM' }),
        weight: weightSchema,
        pricePerKg: nullableNumber,
        pricedWeight: pricedWeightSchema,
      }),
    ),
    topBoats: topListSchema('båtene'),
    topBuyers: topListSchema('kjøperne'),
    topStations: topListSchema('mottakene'),
    topMunicipalities: topListSchema('kommunene'),
  }),
  errors: [404],
});

export const municipalityPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/municipalities/{slug}',
  summary: 'En landingskommune: nøkkeltall, sesong, arter og båter',
  description:
    'Det siden /kommune/{slug} viser for et år (standard: nyeste år med data): landet vekt, verdi og hva den dekker, sluttsedler, uke for uke mot årene før, arter, redskap, mottak, de ti båtene som landet mest der og båtene som har kommunen som hjemkommune. En kommune som har fått nytt nummer i kommunereformene, dekker alle numrene (`codes`).',
  tag: TAG,
  params: z.object({ slug: slugSchema('Kommune', 'batsfjord') }),
  query: pageQuery,
  response: z.object({
    municipality: z.object({
      slug: z.string(),
      name: z.string(),
      codes: z.array(z.string()).meta({ description: 'Kommunenumrene på sluttsedlene, nyeste først' }),
      county: nullableString,
    }),
    ...pageYearFields,
    species: z.array(namedWeightSchema.extend({ value: valueSchema, pricedWeight: pricedWeightSchema })),
    gears: z.array(namedWeightSchema),
    stations: z.array(z.object({ id: z.string(), name: nullableString, weight: weightSchema })),
    topBoats: topListSchema('båtene'),
    homeBoats: z.array(
      z.object({
        id: z.string(),
        name: nullableString,
        registrationMark: nullableString,
        length: nullableNumber,
        gearGroup: nullableString,
        weight: weightSchema.meta({ description: 'Rundvekt (kg) båten landet i året, hvor som helst' }),
        lastLanding: isoDateSchema.nullable(),
      }),
    ),
  }),
  errors: [404],
});

exampleRequest('/api/species/{slug}', 'GET /api/species/torsk?year=2025');
exampleRequest('/api/municipalities/{slug}', 'GET /api/municipalities/batsfjord?year=2025');
