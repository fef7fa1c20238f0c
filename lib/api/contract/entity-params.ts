import { z } from 'zod';
import { isIsoDate, isYearMonth, MAX_YEAR, MIN_YEAR } from '@/lib/landings/landing-query/types';
import { boundedText } from './limits';

/**
 * Parameter schemas shared by the boat, owner, firm, station, map and price endpoints, and the
 * registry of endpoints whose answer is not JSON (the OpenAPI route and the API page read it).
 */

export const boatIdSchema = boundedText('Fartøy ID', 15)
  .regex(/^\d{1,15}$/, { error: 'Fartøy ID er et tall (opptil 15 sifre)' })
  .meta({ description: 'Fartøy ID (Fiskeridirektoratets id for fartøyet)', examples: ['2019111153'] });

export const ownerIdSchema = boundedText('Eier-id', 32)
  .regex(/^[A-Za-z0-9]{1,32}$/, { error: 'Eier-id er et organisasjonsnummer (9 sifre) eller en eier-id' })
  .meta({
    description: 'Eierens organisasjonsnummer (9 sifre); personer har en egen id som begynner med P',
    examples: ['916768257'],
  });

export const buyerIdSchema = boundedText('Kjøper-id', 15)
  .regex(/^\d{1,15}$/, { error: 'Kjøper-id er et organisasjonsnummer (sifre)' })
  .meta({ description: 'Kjøperens organisasjonsnummer (Mottaker ID)', examples: ['916768257'] });

export const stationIdSchema = boundedText('Mottaksstasjon', 20)
  .regex(/^[A-Za-z0-9-]{1,20}$/, { error: 'Mottaksstasjon er et godkjenningsnummer (bokstaver og sifre)' })
  .meta({ description: 'Mottaksstasjonens godkjenningsnummer', examples: ['100191'] });

export const callSignSchema = boundedText('Radiokallesignal', 12)
  .regex(/^[A-Za-z0-9]{2,12}$/, { error: 'Radiokallesignal er 2–12 bokstaver og sifre' })
  .meta({ description: 'Radiokallesignal (store eller små bokstaver)', examples: ['LFFK'] });

const year = () =>
  z.coerce
    .number({ error: 'År må være et tall' })
    .int({ error: 'År må være et heltall' })
    .min(MIN_YEAR, { error: `År må være ${MIN_YEAR} eller senere` })
    .max(MAX_YEAR, { error: `År må være ${MAX_YEAR} eller tidligere` });

/** A required year (path segments). */
export const yearSchema = year().meta({ description: 'Landingsår (yyyy)', examples: [2025] });

/** An optional year (query); the default is described where it is used. */
export const optionalYearSchema = year().optional();

export const pageSchema = z.coerce
  .number({ error: 'Side må være et tall' })
  .int({ error: 'Side må være et heltall' })
  .min(1, { error: 'Side begynner på 1' })
  .max(1_000_000, { error: 'Side kan være høyst 1000000' })
  .default(1)
  .meta({ description: 'Sidenummer, fra 1', examples: [1] });

export const countSchema = (defaultCount: number, max: number) =>
  z.coerce
    .number({ error: 'Antall må være et tall' })
    .int({ error: 'Antall må være et heltall' })
    .min(1, { error: 'Antall må være minst 1' })
    .max(max, { error: `Antall kan være høyst ${max}` })
    .default(defaultCount)
    .meta({
      description: `Rader per side (standard ${defaultCount}, høyst ${max})`,
      examples: [defaultCount],
    });

// The pattern shows the format in the OpenAPI document; the refinement holds the calendar to it
// (2025-02-29 fits the pattern and is no date) and keeps the year within MIN_YEAR–MAX_YEAR.
export const monthSchema = boundedText('Måned', 7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Måned skrives yyyy-MM' })
  .refine(isYearMonth, { error: `Måned skrives yyyy-MM, med år ${MIN_YEAR}–${MAX_YEAR}` })
  .meta({ examples: ['2025-01'] });

export const dateSchema = boundedText('Dato', 10)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'Dato skrives yyyy-MM-dd' })
  .refine(isIsoDate, { error: `Dato må være en dag som finnes, med år ${MIN_YEAR}–${MAX_YEAR}` })
  .meta({ examples: ['2025-01-31'] });

/** Optional `from` and `to` dates (yyyy-MM-dd, UTC, inclusive), in order and at most `maxDays` apart. */
export function optionalPeriodQuery(maxDays: number) {
  return z
    .object({
      from: dateSchema.optional().meta({ description: 'Fra og med dato (yyyy-MM-dd, UTC)' }),
      to: dateSchema.optional().meta({ description: 'Til og med dato (yyyy-MM-dd, UTC)' }),
    })
    .superRefine((value, ctx) => {
      if (!value.from || !value.to) return;
      if (value.from > value.to) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'Til-dato må være lik eller etter fra-dato' });
      } else if ((Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 >= maxDays) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: `Perioden kan være høyst ${maxDays} dager` });
      }
    });
}

/** A text or a number the answer may not have (the register does not know it, the data has none). */
export const nullableString = z.string().nullable();
export const nullableNumber = z.number().nullable();
export const weightSchema = z.number().meta({ description: 'Rundvekt i kg' });
export const valueSchema = nullableNumber.meta({
  description: 'Beløp for fisker i kr; null der Fiskeridirektoratet holder tilbake verdien',
});
/** What a value covers (lib/landings/value-coverage.ts), beside every value of an answer. */
export const PRICED_WEIGHT_DESCRIPTION =
  'Rundvekt i kg på linjene som har verdi (beløp for fisker): vekten verdien dekker. Kr/kg = verdi ÷ denne vekten, aldri ÷ all vekt. Fiskeridirektoratet publiserer verdien 12 måneder etter landingen, så for nyere landinger er den mindre enn rundvekten.';
export const pricedWeightSchema = z.number().meta({ description: PRICED_WEIGHT_DESCRIPTION });
export const pricedLandingsSchema = z
  .number()
  .int()
  .meta({ description: 'Landinger (sluttsedler) med verdi, av landingene i summen' });
export const isoDateSchema = z.string().meta({ description: 'yyyy-MM-dd' });

/** A summed row's value with the weight and the landings it covers (lib/landings valueCoverageOf). */
export const valueCoverageShape = {
  value: valueSchema,
  pricedWeight: pricedWeightSchema,
  pricedLandings: pricedLandingsSchema,
};

/** Endpoints that answer with something other than JSON: path → content type. */
export const NON_JSON_RESPONSES = new Map<string, string>();

export function answersWith(path: string, contentType: string) {
  NON_JSON_RESPONSES.set(path, contentType);
}

/**
 * Example requests for the API page, by endpoint path (`GET /api/boats/2019111153`). Endpoints without
 * one get an example built from their parameters' examples.
 */
export const EXAMPLE_REQUESTS = new Map<string, string>();

export function exampleRequest(path: string, example: string) {
  EXAMPLE_REQUESTS.set(path, example);
}
