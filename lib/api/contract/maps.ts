import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { callSignSchema, dateSchema, nullableString, nullableNumber } from './entity-params';

const TAG = 'Kart';

const trackPointSchema = z.object({
  time: z.string().meta({ description: 'ISO 8601, UTC' }),
  latitude: z.number(),
  longitude: z.number(),
  speed: nullableNumber.meta({ description: 'Knop' }),
  course: nullableNumber.meta({ description: 'Grader' }),
});

export const boatPositionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/maps/boats',
  summary: 'Siste kjente posisjon for hver båt',
  description:
    'Fra VMS-posisjonsrapportene (satellittsporing), nyeste først. Båtene kjennes på radiokallesignal; `boatId` er Fartøy ID der fartøyregisteret kobler kallesignalet. Med `days`: bare båter som har rapportert innen så mange dager før den nyeste rapporten.',
  tag: TAG,
  query: z.object({
    days: z.coerce
      .number({ error: 'days må være et tall' })
      .int({ error: 'days må være et heltall' })
      .min(1, { error: 'days må være minst 1' })
      .max(3660)
      .optional()
      .meta({ description: 'Bare båter som har rapportert de siste n dagene', examples: [7] }),
  }),
  response: z.object({
    latestReport: nullableString.meta({ description: 'Nyeste rapport i dataene (ISO 8601, UTC)' }),
    boats: z.array(
      trackPointSchema.extend({
        radioCallSign: z.string(),
        boatId: nullableString,
        name: nullableString,
        registrationMark: nullableString,
        length: nullableNumber.meta({
          description: 'Største lengde (m), fra fartøyregisteret og sluttsedlene',
        }),
        gearGroupCode: nullableString.meta({ description: 'Båtens viktigste redskapsgruppe (kode 1–9)' }),
        gearGroup: nullableString.meta({ description: 'Redskapsgruppens navn, f.eks. «Garn»' }),
      }),
    ),
  }),
});

const trackSchema = z.object({
  radioCallSign: z.string(),
  boatId: nullableString,
  name: nullableString,
  registrationMark: nullableString,
  from: nullableString.meta({ description: 'Første posisjon (ISO 8601, UTC)' }),
  to: nullableString.meta({ description: 'Siste posisjon (ISO 8601, UTC)' }),
  positions: z.array(trackPointSchema).meta({ description: 'Eldste først; høyst 5000' }),
});

export const boatTrackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/maps/boats/radio/{id}',
  summary: 'Båtens spor (etter radiokallesignal)',
  description:
    'Posisjonene mellom `from` og `to` (datoer, `to` tatt med); standard de sju dagene fram til båtens nyeste rapport. Høyst 5000 punkter (de nyeste). 404 når kallesignalet er ukjent.',
  tag: TAG,
  params: z.object({ id: callSignSchema }),
  query: z
    .object({
      from: dateSchema.optional().meta({ description: 'Fra og med dato (yyyy-MM-dd, UTC)' }),
      to: dateSchema.optional().meta({ description: 'Til og med dato (yyyy-MM-dd, UTC)' }),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      path: ['to'],
      message: 'to er før from',
    }),
  response: trackSchema,
  errors: [404],
});

export const boatLast500Endpoint = defineEndpoint({
  method: 'GET',
  path: '/api/maps/boats/radio/{id}/500',
  summary: 'Båtens siste 500 posisjoner',
  description: 'De 500 nyeste posisjonsrapportene, eldste først. 404 når kallesignalet er ukjent.',
  tag: TAG,
  params: z.object({ id: callSignSchema }),
  response: trackSchema,
  errors: [404],
});
