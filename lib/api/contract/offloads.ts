import { z } from 'zod';
import {
  DEFAULT_COUNT,
  FILTER_FIELDS,
  GROUPING_DATES,
  isIsoDate,
  MAX_COUNT,
  MAX_DOCUMENTS_WITH_LINES,
  MAX_FILTER_VALUES,
  MAX_LIST_TEXT_LENGTH,
  MAX_ORDER_BY_LENGTH,
  MAX_PAGE_NO,
  MAX_PIVOT_LENGTH,
  MAX_PIVOTS,
  MAX_VALUE_LENGTH,
  parseGroupingDate,
  parseOrderBy,
  splitList,
  type FilterField,
  type LandingQueryInput,
  type LandingRow,
} from '@/lib/landings/landing-query-types';
import type { LandingDocument, LandingSummary } from '@/lib/landings/landing-query-documents';
import { normalisedLandingQuerySchema } from '@/lib/landings/landing-query-schema';
import { defineEndpoint } from '../endpoint';
import { exampleRequest } from './entity-params';
import { boundedText } from './limits';

/**
 * The landing endpoints (`/api/offloads/…`, also served as `/api/Offloads/…`): the landing query and
 * saved queries, latest landings, a boat's landings, landing documents and electronic reports.
 * Request schemas parse what callers send into what lib/landings takes; response schemas describe what
 * lib/landings returns (the types are checked against each other below).
 */

const TAG = 'Landinger';

// ---------------------------------------------------------------------------------------------------
// Building blocks.

/** Empty values count as "not given": the original site sent `""` and `null` for unset fields. */
const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

export const isoDateParam = boundedText('Dato', 10)
  .refine(isIsoDate, { error: 'Dato skrives yyyy-MM-dd og må være en gyldig dato' })
  .meta({ description: 'yyyy-MM-dd', examples: ['2024-01-01'] });

const optionalDate = (description: string) =>
  z.preprocess(blankToUndefined, isoDateParam.optional()).meta({ description });

const integer = (name: string, min: number, max: number, description: string) =>
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

const pageNoSchema = integer('PageNo', 1, MAX_PAGE_NO, 'Sidenummer, fra 1 (standard 1)');
const countSchema = (max: number, fallback: number) =>
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
const listSchema = (description: string, max = MAX_FILTER_VALUES, maxValueLength = MAX_VALUE_LENGTH) => {
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

const filterShape = Object.fromEntries(
  FILTER_FIELDS.map((field) => [
    field,
    listSchema(`${FILTER_DESCRIPTIONS[field]}. Koder eller navn (navn slås opp i kodelistene)`),
  ]),
) as Record<FilterField, ReturnType<typeof listSchema>>;

/** FromDate ≤ ToDate when both are given. */
function checkPeriod(value: { FromDate?: string; ToDate?: string }, ctx: z.RefinementCtx) {
  if (value.FromDate && value.ToDate && value.FromDate > value.ToDate) {
    ctx.addIssue({ code: 'custom', path: ['ToDate'], message: 'Til-dato må være lik eller etter fra-dato' });
  }
}

// ---------------------------------------------------------------------------------------------------
// The landing query.

export const orderByDescription = `Sortering: «felt [retning]».
felt: TotalWeight (standard) | Price | LastLandingDate | Title | Pivot:<pivot>, der <pivot> er en av verdiene i XPivots (som skrevet der, eller kanonisk som \`fish:1022\`). Alias: weight/vekt, price/pris, date/dato, name/navn; store og små bokstaver er likegyldige. En verdi som står i XPivots kan også brukes direkte («Torsk desc»).
retning: asc | desc etter mellomrom eller kolon, eller \`-\` (desc) / \`+\` (asc) foran. Standard: desc for tall og datoer (størst og nyest først), asc for Title.
Eksempler: \`TotalWeight desc\`, \`price asc\`, \`-LastLandingDate\`, \`Pivot:fish:1022 desc\`. Rader uten pris (tilbakeholdt) kommer sist; like verdier sorteres på ID.`;

export const landingQueryBodySchema = z
  .object({
    FromDate: optionalDate(
      'Fra og med dato. Uten datoer: det siste hele året i dataene. Bare én dato: resten av det året.',
    ),
    ToDate: optionalDate('Til og med dato'),
    PageNo: pageNoSchema,
    Count: countSchema(MAX_COUNT, DEFAULT_COUNT),
    ...filterShape,
    OffloadGrouping: z.preprocess(blankToUndefined, boundedText('Radtype', 50).optional()).meta({
      description:
        'Radtype: `Fisker ID` (fiskeselskap), `Mottaker ID` (kjøper), `Mottaksstasjon`, `Art`, `Kommune` (landingskommune); alt annet gir båtrader (`Fartøy ID`).',
      examples: ['Art'],
    }),
    OffloadGroupingDate: z
      .preprocess(blankToUndefined, boundedText('Datogruppering', 20).optional())
      .refine((value) => value === undefined || parseGroupingDate(value) !== null, {
        error: `Datogruppering må være en av ${GROUPING_DATES.join(', ')}`,
      })
      .transform((value) => (value === undefined ? undefined : parseGroupingDate(value)!))
      .meta({
        description:
          'En rad per nøkkel og periode: `none` (hele perioden, standard), `day`, `week`, `month`, `year`. Med `day` og båtrader er lista de største enkeltlandingene. Perioden står i `Period`.',
      }),
    OrderBy: z.preprocess(blankToUndefined, boundedText('Sortering', MAX_ORDER_BY_LENGTH).optional()).meta({
      description: orderByDescription,
      examples: ['TotalWeight desc'],
    }),
    XPivots: listSchema(
      `Arter, artsgrupper eller redskap som blir egne vektkolonner (PivotParameters) i hver rad, høyst ${MAX_PIVOTS}. Kode eller navn, eventuelt med type foran: \`fish:1022\`, \`fishGroup:0201\`, \`fishMainGroup:02\`, \`fishingGear:5\`, \`gear:51\`. Uten type slås verdien opp som art, så artsgruppe, hovedgruppe, redskapsgruppe og redskap.`,
      MAX_PIVOTS,
      MAX_PIVOT_LENGTH,
    ),
  })
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx);
    // A bare name might be a pivot in any spelling (checked against the store later); without
    // XPivots it can only be a mistake.
    if (value.OrderBy !== undefined && !parseOrderBy(value.OrderBy, () => value.XPivots.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OrderBy'],
        message:
          'Ukjent sortering; skriv «felt [asc|desc]» med felt TotalWeight, Price, LastLandingDate, Title eller Pivot:<pivot>',
      });
    }
  })
  .meta({ description: 'Landingsspørringen. Alle felt kan utelates.' });

// The parsed body is exactly what lib/landings takes.
type ParsedLandingQuery = z.output<typeof landingQueryBodySchema>;
export const toLandingQueryInput = (body: ParsedLandingQuery): LandingQueryInput => body;

const pivotValueSchema = z.object({
  ID: z.string().meta({ description: 'Kanonisk pivot, f.eks. `fish:1022`' }),
  Title: z.string(),
  TotalWeight: z.number().meta({ description: 'Rundvekt i kg' }),
});

export const landingRowSchema = z.object({
  Title: z.string().meta({
    description:
      'Båt: navn. Fisker: selskapets navn. Kjøper: navn. Mottak: navn. Art: artsnavn. Kommune: navn (navn fra registrene; id når registeret mangler navnet).',
  }),
  Row1: z.string().meta({
    description:
      'Båt: redskap. Fisker: antall båter. Kjøper: antall mottak. Mottak: kommune. Art: artsgruppe. Kommune: fylke.',
  }),
  Row2: z.string().meta({
    description:
      'Båt: lengde. Fisker: antall landinger. Kjøper: antall båter. Mottak: kjøper. Art: antall båter. Kommune: antall landinger.',
  }),
  ID: z.string().meta({
    description:
      'Radens nøkkel: Fartøy ID, organisasjonsnummer (fisker, kjøper), mottaksstasjon, artskode, kommunenummer',
  }),
  Period: z
    .string()
    .nullable()
    .meta({ description: 'Første dag i perioden (yyyy-MM-dd) med OffloadGroupingDate; ellers null' }),
  LastLandingDate: z.string().nullable().meta({ description: 'Siste landingsdato i raden (yyyy-MM-dd)' }),
  BoatRegistrationID: z.string().nullable().meta({ description: 'Registreringsmerke (båtrader)' }),
  BoatRadioSignalID: z.string().nullable().meta({ description: 'Radiokallesignal (båtrader)' }),
  Price: z
    .number()
    .nullable()
    .meta({ description: 'Beløp for fisker i kr; null der verdien holdes tilbake (siste 12 måneder)' }),
  TotalWeight: z.number().meta({ description: 'Rundvekt i kg' }),
  PivotParameters: z
    .array(pivotValueSchema)
    .meta({ description: 'Én verdi per XPivots, i samme rekkefølge' }),
});

export const landingQueryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/offloads/query',
  rateLimit: 'landing-query',
  summary: 'Landingsspørring (topplister)',
  description: `Landingslinjene i en periode, filtrert, samlet i rader av én type (båter, fiskeselskap, kjøpere, mottak, arter, kommuner), eventuelt per dag/uke/måned/år, med pivotkolonner, sortert og sidedelt.
Svaret er en liste med rader; headeren **X-Total-Count** gir antall rader over alle sider.
Filterverdiene er kodene fra \`/api/sitedata/filters/{category}\`; navn godtas også. Ukjente verdier gir ingen treff (ikke feil).
Kan avbrytes: spørringen stoppes i databasen når klienten går. Svaret mellomlagres per (normalisert spørring, dataversjon).`,
  tag: TAG,
  body: landingQueryBodySchema,
  response: z
    .array(landingRowSchema)
    .meta({ description: 'Radene på siden. Antall rader totalt: headeren X-Total-Count.' }),
  cache: 'none',
  errors: [405],
});

export { normalisedLandingQuerySchema };

export const savedQueryIdSchema = boundedText('Id-en', 16)
  .regex(/^[0-9A-Za-z]{6,16}$/, { error: 'Id-en til en lagret spørring er 6–16 bokstaver og sifre' })
  .meta({ description: 'Id-en til en lagret spørring', examples: ['3kTMd9Xq2aB'] });

export const saveLandingQueryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/offloads/query/save',
  rateLimit: 'save',
  summary: 'Lagre en landingsspørring',
  description:
    'Lagrer spørringen under en kort, stabil id (samme normaliserte spørring gir alltid samme id; å lagre igjen er ufarlig). Den normaliserte spørringen kan være høyst 8192 byte som JSON (ellers 413). Uten datoer lagres perioden den hadde da (det siste hele året), så en delt visning viser det samme senere. Innbygging: `/topoffloads/embed/{id}`.',
  tag: TAG,
  body: landingQueryBodySchema,
  response: z.object({
    id: savedQueryIdSchema,
    query: normalisedLandingQuerySchema,
    embedPath: z.string().meta({ description: 'Stien til innbyggingen, `/topoffloads/embed/{id}`' }),
  }),
  cache: 'none',
  // A saved view is stored at most MAX_SAVED_QUERY_BYTES once normalised; a body twice that size is
  // already far beyond any view the site's pages save.
  maxBodyBytes: 16 * 1024,
});

export const savedLandingQueryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/offloads/query/{id}',
  summary: 'En lagret landingsspørring med dagens rader',
  description:
    'Spørringen slik den ble lagret, og radene den gir på dagens data (`total`: antall rader over alle sider).',
  tag: TAG,
  params: z.object({ id: savedQueryIdSchema }),
  response: z.object({
    id: savedQueryIdSchema,
    query: normalisedLandingQuerySchema,
    rows: z.array(landingRowSchema),
    total: z.number().int(),
  }),
  errors: [404],
});

// ---------------------------------------------------------------------------------------------------
// Landing documents.

const nullableString = z.string().nullable();

export const landingSummarySchema = z.object({
  DocumentKey: z.string().meta({
    description:
      'Sluttseddelens nøkkel: Dokumentnummer-Salgslag-Dokumenttype-Fangstår, f.eks. `1566728-8-0-2020`',
  }),
  DocumentNumber: z.string(),
  LandingDate: z.string().meta({ description: 'yyyy-MM-dd' }),
  LandingTime: nullableString.meta({ description: 'HH:MM:SS' }),
  BoatID: nullableString.meta({ description: 'Fartøy ID' }),
  BoatName: nullableString.meta({ description: 'Navnet på sluttseddelen' }),
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
  Species: z.array(pivotValueSchema).meta({ description: 'Artene på seddelen, tyngst først' }),
  TotalWeight: z.number().meta({ description: 'Rundvekt i kg (linjene som passer filtrene)' }),
  Price: z
    .number()
    .nullable()
    .meta({ description: 'Beløp for fisker i kr; null der verdien holdes tilbake' }),
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

export const electronicReportSchema = z
  .object({
    MessageID: z.string(),
    MessageType: z.enum(['DEP', 'DCA', 'POR', 'TRA']).meta({
      description: 'DEP avgang, DCA fangstmelding, POR ankomst havn, TRA omlasting',
    }),
    MessageTime: z.string().meta({ description: 'Tidspunkt (ISO 8601, UTC)' }),
    BoatRadioSignalID: nullableString,
    BoatRegistrationID: nullableString,
    BoatName: nullableString,
    Port: nullableString.meta({ description: 'Havn (DEP/POR)' }),
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
    Catch: z.array(
      z.object({
        SpeciesFAO: z.string().meta({ description: 'Art (FAO-kode)' }),
        Species: nullableString,
        Weight: z.number().meta({ description: 'Rundvekt i kg' }),
      }),
    ),
  })
  .meta({ description: 'Én elektronisk melding (ERS)' });

export const electronicReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/offloads/electronicReport/date/{from}/{to}',
  summary: 'Elektroniske fangstmeldinger (ERS) i en periode',
  description:
    'ERS-meldinger (avgang, fangst, ankomst, omlasting) i perioden. ERS-data lastes ikke inn ennå: svaret er en tom liste med formen beskrevet her.',
  tag: TAG,
  params: periodParams,
  response: z.array(electronicReportSchema),
});

// What lib/landings returns must be what the responses promise (checked when type-checking).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const _responseTypesMatch: [
  Same<z.output<typeof landingRowSchema>, LandingRow>,
  Same<z.output<typeof landingSummarySchema>, LandingSummary>,
  Same<z.output<typeof landingDocumentSchema>, LandingDocument>,
] = [true, true, true];

exampleRequest(
  '/api/offloads/query',
  'POST /api/offloads/query  {"FromDate":"2024-01-01","ToDate":"2024-12-31","OffloadGrouping":"Art","XPivots":"1022,1027","OrderBy":"TotalWeight desc","PageNo":1,"Count":20}',
);
exampleRequest(
  '/api/offloads/query/save',
  'POST /api/offloads/query/save  {"OffloadGrouping":"Fartøy ID","FishingGear":"5","XPivots":["Torsk","Hyse"]}',
);
exampleRequest('/api/offloads/latest', 'GET /api/offloads/latest?Fish=1022&Count=20');
