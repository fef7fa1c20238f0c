import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  isoDateSchema,
  optionalYearSchema,
  stationIdSchema,
  pricedWeightSchema,
  valueSchema,
  weightSchema,
} from './entity-params';
import { monthlySeriesShape, stationSummarySchema } from './firms';

const nullableString = z.string().nullable();

export const stationDetailSchema = stationSummarySchema.extend({
  buyerName: nullableString,
  year: z.number().int().meta({ description: 'Året `received` og `topBoats` gjelder' }),
  received: z.object(monthlySeriesShape).meta({
    description: 'Rundvekt mottatt per måned og art i året: én serie per art (Art - FDIR), tyngste først',
  }),
  receivedWeight: weightSchema,
  receivedValue: valueSchema,
  receivedPricedWeight: pricedWeightSchema,
  latestLandings: z
    .array(
      z.object({
        documentNumber: z.string(),
        landingDate: isoDateSchema,
        boatId: nullableString,
        boatName: nullableString,
        registrationMark: nullableString,
        mainSpecies: nullableString,
        totalWeight: weightSchema,
        value: valueSchema,
        pricedWeight: pricedWeightSchema,
      }),
    )
    .meta({ description: 'De 20 nyeste sluttsedlene ved stasjonen' }),
  topBoats: z
    .array(
      z.object({
        boatId: z.string(),
        name: nullableString,
        registrationMark: nullableString,
        length: z.number().nullable(),
        totalWeight: weightSchema,
        landings: z.number().int(),
      }),
    )
    .meta({ description: 'De ti båtene som leverte mest i året' }),
});

export const getStationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/motak/{id}',
  summary: 'Én mottaksstasjon',
  description:
    'Navn, kjøper, kommune og posisjon; mottatt per måned og art, de nyeste landingene og de største båtene. Året er `year`, ellers siste år stasjonen mottok fisk.',
  tag: 'Kjøpere og mottak',
  params: z.object({ id: stationIdSchema }),
  query: z.object({
    year: optionalYearSchema.meta({ description: 'Standard: siste år stasjonen mottok fisk' }),
  }),
  response: stationDetailSchema,
  errors: [404],
});
