import { z } from 'zod';
import {
  FILTER_FIELDS,
  isIsoDate,
  MAX_FILTER_VALUES,
  MAX_LIST_TEXT_LENGTH,
  MAX_PAGE_NO,
  MAX_VALUE_LENGTH,
  splitList,
  type FilterField,
} from '@/lib/landings/landing-query/types';
import { boundedText } from './limits';

/**
 * Input building blocks of the landing endpoints (lib/api/contract/offloads.ts for the landing query,
 * offload-documents.ts for the document lists): dates, paging, comma-joined lists and the filters,
 * each with its bounds and its Norwegian message, so every landing endpoint reads them the same way.
 */

/** The OpenAPI tag of every landing endpoint. */
export const LANDINGS_TAG = 'Landinger';

/** Empty values count as "not given": the original site sent `""` and `null` for unset fields. */
export const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

export const isoDateParam = boundedText('Dato', 10)
  .refine(isIsoDate, { error: 'Dato skrives yyyy-MM-dd og må være en gyldig dato' })
  .meta({ description: 'yyyy-MM-dd', examples: ['2024-01-01'] });

export const optionalDate = (description: string) =>
  z.preprocess(blankToUndefined, isoDateParam.optional()).meta({ description });

export const integer = (name: string, min: number, max: number, description: string) =>
  z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: `${name} må være et heltall` })
        .int({ error: `${name} må være et heltall` })
        .min(min, { error: `${name} må være minst ${min}` })
        .max(max, { error: `${name} kan være høyst ${max}` })
        .optional(),
    )
    .meta({ description });

export const pageNoSchema = integer('PageNo', 1, MAX_PAGE_NO, 'Sidenummer, fra 1 (standard 1)');
export const countSchema = (max: number, fallback: number) =>
  integer('Count', 1, max, `Rader per side (standard ${fallback}, høyst ${max})`);

const LIST_FORMAT = 'Skriv verdiene kommaseparert («1022,1027») eller som en liste';

function isTooLongList(issue: z.core.$ZodRawIssue): boolean {
  return (
    issue.code === 'invalid_union' &&
    issue.errors.some((member) =>
      member.some((nested) => nested.code === 'too_big' && nested.origin === 'array'),
    )
  );
}

/**
 * A list as the spec sends it (comma-joined), or an array; empty lists are dropped. Bounded before it is
 * split (the text's length, the array's count) and after (the number of values, each value's length).
 */
export const listSchema = (
  description: string,
  max = MAX_FILTER_VALUES,
  maxValueLength = MAX_VALUE_LENGTH,
) => {
  const text = boundedText('Lista', MAX_LIST_TEXT_LENGTH);
  return z
    .union(
      [text, z.number(), z.array(z.union([text, z.number()])).max(max), z.null()],
      // A union reports a member that failed only as "no member matched"; when the array member
      // failed on its length, that is what the caller needs to read.
      { error: (issue) => (isTooLongList(issue) ? `Høyst ${max} verdier` : LIST_FORMAT) },
    )
    .optional()
    .transform((value) => splitList(value))
    .refine((values) => values.length <= max, { error: `Høyst ${max} verdier` })
    .refine((values) => values.every((value) => value.length <= maxValueLength), {
      error: `Hver verdi kan være høyst ${maxValueLength} tegn`,
    })
    .meta({
      description: `${description}. Kommaseparert («1022,1027») eller som liste (høyst ${max} verdier på høyst ${maxValueLength} tegn); tom liste ignoreres.`,
    });
};

const FILTER_DESCRIPTIONS: Record<FilterField, string> = {
  FishGroup:
    'Artsgruppe (Art - gruppe, kode som `0201`) eller hovedgruppe (Art - hovedgruppe, `02`); filterkategori fishGroup',
  Fish: 'Art (Art - FDIR, kode som `1022`); filterkategori fish',
  FishingGear:
    'Redskapsgruppe (Redskap - gruppe, `1`–`9`) eller enkeltredskap (Redskap, `51`); filterkategori fishingGear',
  LandingState: 'Landingsfylke (kode); filterkategori OffloadState',
  BoatState: 'Fartøyfylke (kode); filterkategori BoatState',
  PreservationMethod: 'Konserveringsmåte (kode); filterkategori PreservationMethod',
  northOrSouth: 'Nord/sør for 62°N: `Nord for 62°N`, `Sør for 62°N`, `Annet` (også `nord`, `sør`)',
  LengthGroup:
    'Lengdegruppe: `1` Under 11 m, `2` 11-14,99 m, `3` 15-20,99 m, `4` 21-27,99 m, `5` 28 m og over; filterkategori lengthGroup',
  OffloadTown: 'Landingskommune (kode); filterkategori OffloadTown',
  Condition: 'Produkttilstand (kode); filterkategori condition',
  Quality: 'Kvalitet (kode); filterkategori quality',
  Packaging: 'Landingsmåte (kode); filterkategori packaging',
  Application: 'Anvendelse (kode) eller anvendelse hovedgruppe; filterkategori application',
  Nationality: 'Fartøynasjonalitet (kode, f.eks. `NOR`); filterkategori nationality',
  Boat: 'Fartøy ID',
  Fisher: 'Fisker ID (organisasjonsnummer)',
  Buyer: 'Mottaker ID (organisasjonsnummer)',
  Station: 'Mottaksstasjon (godkjenningsnummer)',
};

export const filterShape = Object.fromEntries(
  FILTER_FIELDS.map((field) => [
    field,
    listSchema(`${FILTER_DESCRIPTIONS[field]}. Koder eller navn (navn slås opp i kodelistene)`),
  ]),
) as Record<FilterField, ReturnType<typeof listSchema>>;

/** FromDate ≤ ToDate when both are given. */
export function checkPeriod(value: { FromDate?: string; ToDate?: string }, ctx: z.RefinementCtx) {
  if (value.FromDate && value.ToDate && value.FromDate > value.ToDate) {
    ctx.addIssue({ code: 'custom', path: ['ToDate'], message: 'Til-dato må være lik eller etter fra-dato' });
  }
}

/** A pivot column's weight in a row, or a species' weight on a landing document. */
export const pivotValueSchema = z.object({
  ID: z.string().meta({ description: 'Kanonisk pivot, f.eks. `fish:1022`' }),
  Title: z.string(),
  TotalWeight: z.number().meta({ description: 'Rundvekt i kg' }),
});
