import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  exampleRequest,
  isoDateSchema,
  ownerIdSchema,
  pricedLandingsSchema,
  pricedWeightSchema,
  valueSchema,
  weightSchema,
  valueCoverageShape,
} from './entity-params';
import { boundedText } from './limits';

const TAG = 'Eiere';
const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

export const ownerBoatSchema = z.object({
  boatId: z.string().meta({ description: 'Fartøy ID' }),
  name: nullableString,
  registrationMark: nullableString,
  length: nullableNumber,
  lengthGroup: nullableString,
  gearGroup: nullableString,
  from: isoDateSchema
    .nullable()
    .meta({ description: 'Eierskapet fra; null når registeret ikke oppgir start' }),
  to: isoDateSchema.nullable().meta({ description: 'Første dag hos neste eier; null mens eierskapet varer' }),
  fromYear: z.number().int().nullable(),
  toYear: z.number().int().nullable(),
  current: z.boolean(),
  lastLandingDate: isoDateSchema.nullable(),
});

export const ownerDetailSchema = z.object({
  id: z.string(),
  name: nullableString,
  organisationNumber: nullableString.meta({ description: 'Organisasjonsnummer; null for personer' }),
  entityType: nullableString.meta({ description: 'COMPANY eller PERSON' }),
  postalCode: nullableString,
  city: nullableString,
  boats: z
    .array(ownerBoatSchema)
    .meta({ description: 'Alle eierperioder: nåværende først, deretter sist avsluttet' }),
  currentBoatCount: z.number().int(),
  formerBoatCount: z.number().int(),
});

export const getOwnerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/owners/{id}',
  summary: 'Én eier',
  description:
    'Navn, organisasjonsnummer, type og adresse (postnummer, poststed) fra fartøyregisteret, og båtene eieren har nå og har hatt, med årstall.',
  tag: TAG,
  params: z.object({ id: ownerIdSchema }),
  response: ownerDetailSchema,
  errors: [404],
});

export const ownerBoatsSchema = z.object({
  ownerId: z.string(),
  ownerName: nullableString,
  selection: z.enum(['current', 'all', 'year']),
  year: z.number().int().nullable().meta({ description: 'Året vinduet gjelder; null for `all`' }),
  from: isoDateSchema.nullable().meta({ description: 'Vinduets start; null for `all`' }),
  to: isoDateSchema.nullable().meta({ description: 'Dagen etter vinduets slutt; null for `all`' }),
  totalWeight: weightSchema,
  totalValue: valueSchema,
  totalPricedWeight: pricedWeightSchema,
  totalLandings: z.number().int().meta({ description: 'Sluttsedler i vinduet, alle båtene' }),
  totalPricedLandings: pricedLandingsSchema,
  boats: z.array(
    ownerBoatSchema.extend({
      landedWeight: weightSchema.meta({
        description: 'Rundvekt (kg) landet i vinduet mens eieren eide båten',
      }),
      ...valueCoverageShape,
      landings: z.number().int().meta({ description: 'Sluttsedler' }),
      topSpecies: z
        .array(z.object({ code: z.string(), name: nullableString, weight: weightSchema }))
        .meta({ description: 'De fem tyngste artene' }),
    }),
  ),
});

const ownerBoatsDescription = `Eierens båter med hva hver landet mens eieren hadde den, tyngste først.
\`optional\`: \`current\` (standard) = båtene eieren har nå, med landingene i siste år i dataene;
\`all\` = alle båter eieren har hatt, med alt landet i hver eierperiode; et årstall (\`2024\`) = båtene eieren hadde en gang i det året, med det de landet det året under denne eieren.`;

const selectionSchema = boundedText('Utvalget', 7)
  .transform((value) => value.toLowerCase())
  .pipe(
    z.union(
      [
        z.enum(['current', 'all']),
        z
          .string()
          .regex(/^\d{4}$/)
          .transform(Number)
          .pipe(z.number().int().min(1900).max(2100)),
      ],
      { error: 'Oppgi current, all eller et årstall' },
    ),
  )
  .meta({ description: '`current`, `all` eller et årstall', examples: ['all'] });

export const ownerBoatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/owners/boats/{id}/{optional}',
  summary: 'Eierens båter og hva de landet',
  description: ownerBoatsDescription,
  tag: TAG,
  params: z.object({
    id: ownerIdSchema,
    optional: selectionSchema,
  }),
  response: ownerBoatsSchema,
  errors: [404],
});

export const ownerCurrentBoatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/owners/boats/{id}',
  summary: 'Eierens nåværende båter og hva de landet',
  description: 'Som `/api/owners/boats/{id}/current`.',
  tag: TAG,
  params: z.object({ id: ownerIdSchema }),
  response: ownerBoatsSchema,
  errors: [404],
});

exampleRequest('/api/owners/boats/{id}/{optional}', 'GET /api/owners/boats/916768257/2024');
