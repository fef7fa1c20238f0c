import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boatIdSchema, exampleRequest, optionalYearSchema } from './entity-params';
import { EFFICIENCY_METRICS } from '@/lib/trips/efficiency';

const TAG = 'Effektivitet';
const METHOD =
  'Metode og kilder: en tur er loggbokens avgang → ankomst (DEP → POR), eller for båter uten loggbok en tur skåret ut av posisjonene (havn til havn). Drivstoff er et anslag: motorkraft × belastning per aktivitet × spesifikt forbruk (210 g/kWh, 0,84 kg/l); CO₂ = 3,206 × drivstoff (IMO). Et anslag som mangler grunnlag er utelatt, med grunnen.';

const metricSchema = z.enum(EFFICIENCY_METRICS).meta({
  description:
    'kg_per_hour: landet rundvekt per time på sjøen; kg_per_nm: per nautisk mil; kg_per_litre: per liter drivstoff (anslag); value_per_litre: kr per liter (turer der verdien dekker hele vekten); co2_per_kg: kg CO₂ per kg fisk',
});

const segmentSchema = z.object({
  gearGroupCode: z.string().meta({ description: 'Redskapsgruppen båten landet mest med (kode)' }),
  gearGroup: z.string().nullable(),
  lengthGroup: z.string().meta({ description: 'Lengdegruppe, f.eks. `11-14,99 m`' }),
});

const benchmarkSchema = z.object({
  metric: metricSchema,
  trips: z.number().int().meta({ description: 'Båtens turer i året med tallet (minst 3)' }),
  boatMedian: z.number().meta({ description: 'Medianen av båtens turer' }),
  segmentMedian: z.number().meta({ description: 'Medianen av segmentets båter (deres medianer)' }),
  segmentP25: z.number(),
  segmentP75: z.number(),
  segmentBoats: z.number().int(),
  percentile: z
    .number()
    .nullable()
    .meta({ description: 'Andel (0–100) av segmentets andre båter med lavere tall; null under 3 båter' }),
});

const reasonSchema = z.enum(['engine-power-unknown', 'no-positions', 'few-positions', 'no-landing']);

const tripSchema = z.object({
  departure: z.string().meta({ description: 'ISO 8601, UTC' }),
  arrival: z.string().meta({ description: 'ISO 8601, UTC' }),
  source: z
    .enum(['logbook', 'track'])
    .meta({ description: 'Loggbok (DEP → POR) eller skåret ut av posisjonene' }),
  hoursAtSea: z.number(),
  distanceNm: z.number().nullable().meta({ description: 'Storsirkelsum over posisjonene; null ved for få' }),
  gapHours: z
    .number()
    .meta({ description: 'Timer i hull over 2 t mellom posisjoner (brodd med rett linje)' }),
  positionsPerHour: z.number(),
  fishingHours: z.number().nullable(),
  fishingFrom: z
    .enum(['hauls', 'speed'])
    .nullable()
    .meta({ description: 'Fra trekkene (DCA) eller fra lav fart' }),
  enginePowerKw: z.number().nullable(),
  fishingLoadFactor: z
    .number()
    .meta({ description: 'Andel av motorkraften antatt under fiske, etter båtens hovedredskap' }),
  fuelLitres: z.number().nullable().meta({ description: 'Anslag; null med grunn i reasons' }),
  co2Kg: z.number().nullable(),
  landings: z.number().int().meta({ description: 'Sluttsedler knyttet til turen' }),
  roundWeight: z.number().meta({ description: 'Rundvekt (kg) landet' }),
  value: z.number().nullable().meta({ description: 'Beløp for fisker (kr) av sedlene som har verdi' }),
  pricedWeight: z.number().meta({ description: 'Rundvekt (kg) med kjent verdi' }),
  reasons: z.array(reasonSchema).meta({ description: 'Hvorfor et anslag mangler' }),
});

export const boatEfficiencySchema = z.object({
  boatId: z.string(),
  year: z.number().int(),
  years: z.array(z.number().int()),
  segment: segmentSchema.nullable(),
  benchmarks: z.array(benchmarkSchema),
  trips: z.array(tripSchema),
  months: z.array(
    z.object({
      month: z.string().meta({ description: 'yyyy-MM' }),
      boat: z.number().nullable(),
      segment: z.number().nullable(),
    }),
  ),
});

export const boatEfficiencyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats/efficiency/{id}',
  summary: 'Båtens turer og effektivitet mot segmentet',
  description: `Båtens turer i året (standard: siste år med turer) med timer på sjøen, distanse, fisketid, landet fangst og drivstoffanslag, og båtens medianer mot segmentet (redskapsgruppe × lengdegruppe). ${METHOD}`,
  tag: TAG,
  params: z.object({ id: boatIdSchema }),
  query: z.object({
    year: optionalYearSchema.meta({ description: 'Avgangsår; standard siste år med turer' }),
  }),
  response: boatEfficiencySchema,
  errors: [404],
});

export const fleetEfficiencySchema = z.object({
  year: z.number().int(),
  years: z.array(z.number().int()),
  segments: z.array(
    segmentSchema.extend({
      boats: z.number().int(),
      medians: z.partialRecord(metricSchema, z.number()),
      leaders: z.array(z.object({ boatId: z.string(), name: z.string().nullable(), kgPerHour: z.number() })),
    }),
  ),
});

export const fleetEfficiencyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/efficiency',
  summary: 'Segmentenes medianer og båtene som fanger mest per time',
  description: `Per segment (redskapsgruppe × lengdegruppe) i året: medianene av båtenes medianer og de tre båtene med mest fangst per time på sjøen. ${METHOD}`,
  tag: TAG,
  query: z.object({
    year: optionalYearSchema.meta({ description: 'Avgangsår; standard siste år med turer' }),
  }),
  response: fleetEfficiencySchema,
  errors: [404],
});

exampleRequest('/api/boats/efficiency/{id}', 'GET /api/boats/efficiency/2019111153?year=2025');
