import { z } from 'zod';
import {
  DEFAULT_COUNT,
  MAX_COUNT,
  MAX_DOCUMENTS_WITH_LINES,
  MAX_PAGE_NO,
} from '@/lib/landings/landing-query/types';
import { ERS_TYPES, type ErsMessage } from '@/lib/logbook/ers-types';
import { defineEndpoint } from '../endpoint';
import { exampleRequest, pricedWeightSchema, nullableString } from './entity-params';
import { boundedText } from './limits';
import {
  checkPeriod,
  countSchema,
  filterShape,
  integer,
  isoDateParam,
  LANDINGS_TAG as TAG,
  optionalDate,
  pageNoSchema,
  pivotValueSchema,
} from './offload-params';

/**
 * The landing document endpoints (`/api/offloads/…`, also served as `/api/Offloads/…`): latest
 * landings, a boat's landings, landing documents with their lines and electronic reports. Registered
 * after the landing query (lib/api/contract/offloads.ts), keeping the OpenAPI order.
 */

// ---------------------------------------------------------------------------------------------------
// Landing documents.

export const landingSummarySchema = z.object({
  DocumentKey: z.string().meta({
    description:
      'Sluttseddelens nøkkel: Dokumentnummer-Salgslag-Dokumenttype-Fangstår, f.eks. `1566728-8-0-2020`',
  }),
  DocumentNumber: z.string(),
  LandingDate: z.string().meta({ description: 'yyyy-MM-dd' }),
  LandingTime: nullableString.meta({ description: 'HH:MM:SS' }),
  BoatID: nullableString.meta({ description: 'Fartøy ID' }),
  BoatName: nullableString.meta({
    description: 'Navnet på sluttseddelen (som registreringsmerke og kallesignal: båtens da)',
  }),
  BoatRegistrationID: nullableString,
  BoatRadioSignalID: nullableString,
  BoatLength: z.number().nullable().meta({ description: 'Største lengde i meter' }),
  MunicipalityCode: nullableString.meta({ description: 'Landingskommune (kode)' }),
  Municipality: nullableString,
  County: nullableString.meta({ description: 'Landingsfylke' }),
  BuyerID: nullableString.meta({ description: 'Mottaker ID (organisasjonsnummer)' }),
  BuyerName: nullableString,
  StationID: nullableString.meta({ description: 'Mottaksstasjon' }),
  StationName: nullableString,
  Gear: nullableString.meta({ description: 'Redskapet på den tyngste linjen' }),
  Species: z
    .array(pivotValueSchema)
    .meta({ description: 'Artene på seddelen, tyngst først (rundvekt i kg)' }),
  TotalWeight: z.number().meta({
    description: 'Rundvekt i kg av linjene som vises (alle, eller de som passer filtrene)',
  }),
  Price: z
    .number()
    .nullable()
    .meta({ description: 'Beløp for fisker i kr; null der verdien holdes tilbake' }),
  PricedWeight: pricedWeightSchema,
});

export const landingLineSchema = z.object({
  LineNumber: z.number().int(),
  SpeciesCode: nullableString.meta({ description: 'Art - FDIR (kode)' }),
  Species: nullableString,
  SpeciesGroup: nullableString,
  Condition: nullableString.meta({ description: 'Produkttilstand' }),
  Quality: nullableString.meta({ description: 'Kvalitet' }),
  Application: nullableString.meta({ description: 'Anvendelse' }),
  LandingMethod: nullableString.meta({ description: 'Landingsmåte (filterkategori packaging)' }),
  Preservation: nullableString.meta({ description: 'Konserveringsmåte' }),
  Gear: nullableString.meta({ description: 'Redskap' }),
  MainArea: nullableString.meta({ description: 'Hovedområde' }),
  Pieces: z.number().nullable().meta({ description: 'Antall stykk' }),
  ProductWeight: z.number().nullable().meta({ description: 'Produktvekt i kg' }),
  RoundWeight: z.number().meta({ description: 'Rundvekt i kg' }),
  UnitPrice: z.number().nullable().meta({ description: 'Enhetspris for fisker (kr/kg)' }),
  Price: z.number().nullable().meta({ description: 'Beløp for fisker i kr' }),
});

export const landingDocumentSchema = landingSummarySchema.extend({
  DocumentType: nullableString,
  SalesOrganisation: nullableString.meta({ description: 'Salgslag' }),
  Version: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Dokument versjonsnummer (den nyeste versjonen vises)' }),
  Lines: z.array(landingLineSchema),
});

const boatRefParam = boundedText('Båten', 20)
  .regex(/^[\p{L}\d][\p{L}\d \-_.]{0,19}$/u, {
    error: 'Oppgi Fartøy ID, registreringsmerke eller kallesignal',
  })
  .meta({
    description: 'Fartøy ID; registreringsmerke (`N-45-B`) og radiokallesignal godtas også',
    examples: ['2019111153'],
  });

const periodParams = z.object({ from: isoDateParam, to: isoDateParam }).superRefine((value, ctx) => {
  if (value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Til-dato må være lik eller etter fra-dato' });
  }
});

export const boatLandingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/offloads/{a}/date/{from}/{to}',
  aliases: ['/api/Offloads/{a}/date/{from}/{to}'],
  summary: 'En båts landinger i en periode',
  description:
    'Én rad per sluttseddel (landing), nyeste først: dato, landingskommune, kjøper og mottak, arter, vekt og verdi. `a` er båten. Ukjent båt: 404 (klienten viser da en tom liste).',
  tag: TAG,
  params: z.object({ a: boatRefParam, from: isoDateParam, to: isoDateParam }).superRefine((value, ctx) => {
    if (value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Til-dato må være lik eller etter fra-dato' });
    }
  }),
  response: z
    .array(landingSummarySchema)
    .meta({ description: 'Landingene. Headeren X-Total-Count gir antallet.' }),
  errors: [404],
});

export const boatYearLandingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/offloads/{a}/{b}',
  aliases: ['/api/Offloads/{a}/{b}'],
  summary: 'En båts landinger i et år',
  description:
    'Som `/api/offloads/{a}/date/{b}-01-01/{b}-12-31`: båten `a` (Fartøy ID, registreringsmerke eller kallesignal) og året `b` (yyyy). Ukjent båt: 404.',
  tag: TAG,
  params: z.object({
    a: boatRefParam,
    b: z.coerce
      .number({ error: 'År skrives yyyy' })
      .int({ error: 'År skrives yyyy' })
      .min(1900, { error: 'År må være 1900 eller senere' })
      .max(2100, { error: 'År må være 2100 eller tidligere' })
      .meta({ description: 'Landingsår (yyyy)', examples: [2025] }),
  }),
  response: z.array(landingSummarySchema),
  errors: [404],
});

/** Query parameters of the document lists: the landing query's filters, comma-joined, and paging. */
const pagedFilters = (maxCount: number) => ({
  PageNo: pageNoSchema,
  Count: countSchema(maxCount, DEFAULT_COUNT),
  ...filterShape,
});

export const latestLandingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/offloads/latest',
  rateLimit: 'landing-query',
  aliases: ['/api/Offloads/latest'],
  summary: 'Siste landinger',
  description:
    'De nyeste sluttseddlene først (båt, dato, kommune, arter, vekt), sidedelt, med landingsspørringens filtre som spørreparametre (lister kommaseparert). Med filtre teller bare linjene som passer: vekt og arter er for dem. Headeren X-Total-Count gir antall sedler.',
  tag: TAG,
  query: z
    .object({
      FromDate: optionalDate('Fra og med dato (yyyy-MM-dd); uten: hele perioden i dataene'),
      ToDate: optionalDate('Til og med dato (yyyy-MM-dd)'),
      ...pagedFilters(MAX_COUNT),
    })
    .superRefine(checkPeriod),
  response: z.array(landingSummarySchema),
});

export const landingDocumentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/offloads/details/date/{from}/{to}',
  rateLimit: 'landing-query',
  aliases: ['/api/Offloads/details/date/{from}/{to}'],
  summary: 'Sluttsedler med linjer i en periode',
  description:
    'Sluttseddlene i perioden med alle linjene sine (art, tilstand, kvalitet, anvendelse, landingsmåte, konservering, vekt, pris), nyeste først, sidedelt (standard 20, høyst 100 per side), med landingsspørringens filtre som spørreparametre. Headeren X-Total-Count gir antall sedler.',
  tag: TAG,
  params: periodParams,
  query: z.object(pagedFilters(MAX_DOCUMENTS_WITH_LINES)),
  response: z.array(landingDocumentSchema),
});

export const landingDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/offloads/document/{docKey}',
  aliases: ['/api/Offloads/document/{docKey}'],
  summary: 'Én sluttseddel med linjene',
  description:
    'Linjene per art med produkttilstand, kvalitet, anvendelse, landingsmåte og konserveringsmåte.',
  tag: TAG,
  params: z.object({
    docKey: boundedText('Nøkkelen', 60)
      .regex(/^[0-9A-Za-z-]{3,60}$/, {
        error: 'Nøkkelen skrives Dokumentnummer-Salgslag-Dokumenttype-Fangstår',
      })
      .meta({ description: 'Sluttseddelens nøkkel (DocumentKey)', examples: ['1566728-8-0-2020'] }),
  }),
  response: landingDocumentSchema,
  errors: [404],
});

const ersLineSchema = z.object({
  SpeciesCode: nullableString.meta({ description: 'Art - FDIR (kode)' }),
  Species: nullableString,
  RoundWeight: z.number().nullable().meta({ description: 'Rundvekt i kg' }),
  QuantityType: nullableString.meta({
    description: 'Kvantum type: OB fangst om bord (DEP/POR), KG overført (TRA), DCA fangst i trekket',
  }),
});

export const electronicReportSchema = z
  .object({
    MessageId: z.string().meta({ description: 'Melding ID' }),
    MessageType: z.enum(ERS_TYPES).meta({
      description: 'DEP avgang, DCA fangstmelding (et trekk), POR ankomst havn, TRA omlasting',
    }),
    MessageTime: z.string().meta({ description: 'Meldingstidspunkt (ISO 8601, UTC)' }),
    Version: z.number().int().meta({
      description: 'Meldingsversjon: en rettet fangstmelding har høyere versjon; bare den nyeste vises',
    }),
    VesselId: nullableString.meta({ description: 'Fartøy ID der direktoratet har koblet fartøyet' }),
    RadioCallSign: nullableString,
    RegistrationMark: nullableString,
    VesselName: nullableString,
    Port: nullableString.meta({ description: 'Havn (DEP, POR og DCA); null for TRA' }),
    Latitude: z.number().nullable().meta({ description: 'Startposisjon (DEP, DCA, TRA), desimalgrader' }),
    Longitude: z.number().nullable(),
    StopLatitude: z.number().nullable().meta({ description: 'Stopposisjon (bare DCA)' }),
    StopLongitude: z.number().nullable(),
    Gear: nullableString.meta({ description: 'Redskap (bare DCA)' }),
    Lines: z.array(ersLineSchema).meta({ description: 'Én linje per art, tyngste først' }),
  })
  .meta({ description: 'Én elektronisk melding (ERS)' });

export const electronicReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/offloads/electronicReport/date/{from}/{to}',
  summary: 'Elektroniske fangstmeldinger (ERS) i en periode',
  description:
    'Meldingene fra de elektroniske fangstdagbøkene (avgang, fangst, ankomst, omlasting) med meldingstidspunkt i perioden (UTC-døgn, begge dager med), nyeste først, sidedelt. Felt en meldingstype ikke har, er null. Båter under 15 meter fører ikke elektronisk fangstdagbok. Headeren X-Total-Count gir antall meldinger.',
  tag: TAG,
  params: periodParams,
  query: z.object({
    page: integer('page', 1, MAX_PAGE_NO, 'Sidenummer, fra 1 (standard 1)'),
    count: integer('count', 1, 500, 'Meldinger per side (standard 50, høyst 500)'),
    type: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
        z.enum(ERS_TYPES, { error: 'type er DEP, DCA, POR eller TRA' }).optional(),
      )
      .meta({ description: 'Bare én meldingstype', examples: ['DCA'] }),
    vessel: boundedText('vessel', 20)
      .regex(/^[\p{L}\d -]{1,20}$/u, { error: 'vessel er Fartøy ID, kallesignal eller registreringsmerke' })
      .optional()
      .meta({ description: 'Fartøy ID, radiokallesignal eller registreringsmerke', examples: ['LAWR'] }),
  }),
  response: z.array(electronicReportSchema),
});

/** A landing document summarised: what every list of landing notes returns. */
export type LandingSummary = z.output<typeof landingSummarySchema>;
/** One line of a landing document. */
export type LandingLineDetail = z.output<typeof landingLineSchema>;
/** A landing document with its lines. */
export type LandingDocument = z.output<typeof landingDocumentSchema>;

// What lib/logbook returns must be what the response promises (checked when type-checking).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const _ersMessageMatches: Same<z.output<typeof electronicReportSchema>, ErsMessage> = true;

exampleRequest('/api/offloads/latest', 'GET /api/offloads/latest?Fish=1022&Count=20');
