import { z } from 'zod';
import {
  DEFAULT_COUNT,
  GROUPING_DATES,
  MAX_COUNT,
  MAX_ORDER_BY_LENGTH,
  MAX_PIVOT_LENGTH,
  MAX_PIVOTS,
  parseGroupingDate,
  parseOrderBy,
  type LandingQueryInput,
} from '@/lib/landings/landing-query/types';
import { normalisedLandingQuerySchema } from '@/lib/landings/landing-query/schema';
import { defineEndpoint } from '../endpoint';
import { exampleRequest, pricedWeightSchema } from './entity-params';
import { boundedText } from './limits';
import {
  blankToUndefined,
  checkPeriod,
  countSchema,
  filterShape,
  LANDINGS_TAG as TAG,
  listSchema,
  optionalDate,
  pageNoSchema,
  pivotValueSchema,
} from './offload-params';

/**
 * The landing query endpoints (`/api/offloads/query…`, also served as `/api/Offloads/…`): the query
 * and saved queries. The landing documents, latest landings, a boat's landings and electronic reports
 * are in offload-documents.ts, the shared input pieces in offload-params.ts. Request schemas parse what
 * callers send into what lib/landings takes; response schemas describe what lib/landings returns (the
 * types are checked against each other below).
 */

// ---------------------------------------------------------------------------------------------------
// The landing query.

export const orderByDescription = `Sortering: «felt [retning]».
felt: TotalWeight (standard) | Price | LastLandingDate | Title | Pivot:<pivot>, der <pivot> er en av verdiene i XPivots (som skrevet der, eller kanonisk som \`fish:1022\`). Alias: weight/vekt, price/pris, date/dato, name/navn; store og små bokstaver er likegyldige. En verdi som står i XPivots kan også brukes direkte («Torsk desc»).
retning: asc | desc etter mellomrom eller kolon, eller \`-\` (desc) / \`+\` (asc) foran. Standard: desc for tall og datoer (størst og nyest først), asc for Title.
Eksempler: \`TotalWeight desc\`, \`price asc\`, \`-LastLandingDate\`, \`Pivot:fish:1022 desc\`. Rader uten pris (tilbakeholdt) kommer sist; like verdier sorteres på ID. Med Price rangeres radene etter kjent verdi, og rader der verdien er kjent for under halvparten av vekten (PricedWeight under halve TotalWeight) kommer etter de andre, så noen få prisede landinger ikke kan toppe listen.`;

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

/** One row of a landing list (spec section 3), plus the period it covers when grouped by date. */
export type LandingRow = z.output<typeof landingRowSchema>;

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
  PricedWeight: pricedWeightSchema,
  PivotParameters: z
    .array(pivotValueSchema)
    .meta({ description: 'Én verdi per XPivots, i samme rekkefølge' }),
});

/** Ranked by value: the round weight (kg) of every row of the period, and of the ranked rows. */
export const PERIOD_WEIGHT_HEADER = 'X-Period-Weight';
export const RANKED_WEIGHT_HEADER = 'X-Ranked-Weight';

export const landingQueryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/offloads/query',
  rateLimit: 'landing-query',
  summary: 'Landingsspørring (topplister)',
  description: `Landingslinjene i en periode, filtrert, samlet i rader av én type (båter, fiskeselskap, kjøpere, mottak, arter, kommuner), eventuelt per dag/uke/måned/år, med pivotkolonner, sortert og sidedelt.
Svaret er en liste med rader; headeren **X-Total-Count** gir antall rader over alle sider.
Sortert etter verdi (\`OrderBy: "Price"\`) rangeres bare radene med kjent verdi (verdien publiseres 12 måneder etter landingen): X-Total-Count teller dem, **X-Period-Weight** gir rundvekten (kg) i alle radene i perioden og **X-Ranked-Weight** rundvekten i de rangerte. Har ingen rad kjent verdi, er listen tom.
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

exampleRequest(
  '/api/offloads/query',
  'POST /api/offloads/query  {"FromDate":"2024-01-01","ToDate":"2024-12-31","OffloadGrouping":"Art","XPivots":"1022,1027","OrderBy":"TotalWeight desc","PageNo":1,"Count":20}',
);
exampleRequest(
  '/api/offloads/query/save',
  'POST /api/offloads/query/save  {"OffloadGrouping":"Fartøy ID","FishingGear":"5","XPivots":["Torsk","Hyse"]}',
);
