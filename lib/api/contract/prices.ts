import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  answersWith,
  boatIdSchema,
  exampleRequest,
  isoDateSchema,
  optionalPeriodQuery,
  optionalYearSchema,
  weightSchema,
  yearSchema,
  nullableString,
  nullableNumber,
} from './entity-params';
import { boundedText } from './limits';
import { quotaLineSchema, speciesHoldingSchema } from './quotas';
import { isYearMonth, isYearText, MAX_YEAR, MIN_YEAR } from '@/lib/landings/landing-query/types';
import {
  FLEET_ON_BOARD_DAYS,
  MAX_ON_BOARD_PERIOD_DAYS,
  type BoatCatchOnBoard,
  type FleetCatchOnBoard,
} from '@/lib/logbook/on-board-types';

const TAG = 'Priser, lager og kvoter';

const speciesSchema = boundedText('Art', 60)
  .regex(/^[\p{L}\d][\p{L}\d ,()./-]{0,59}$/u, { error: 'Oppgi art som Art - FDIR-kode eller navn' })
  .meta({
    description: 'Art: Art - FDIR-kode (`1027`) eller navn (`Hyse`, store/små bokstaver, Å/Ø som A/O)',
    examples: ['Hyse'],
  });

const speciesRefSchema = z.object({
  code: z.string().meta({ description: 'Art - FDIR (kode)' }),
  name: z.string(),
});

export const speciesPriceSchema = z.object({
  species: speciesRefSchema,
  from: z.string().meta({ description: 'Første måned, yyyy-MM' }),
  to: z.string().meta({ description: 'Siste måned, yyyy-MM' }),
  pricePerKg: nullableNumber.meta({
    description: 'Kr per kg produktvekt betalt til fisker; null når ingenting er priset',
  }),
  productWeight: z.number().meta({ description: 'Produktvekt (kg) på linjene med pris' }),
  value: z.number().meta({ description: 'Beløp for fisker (kr) på linjene med pris' }),
  pricedLines: z.number().int(),
  lines: z.number().int(),
  monthly: z.array(
    z.object({
      month: z.string(),
      pricePerKg: nullableNumber,
      productWeight: z.number(),
      value: z.number(),
    }),
  ),
});

export const speciesPriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/nergard/Price/{a}/{b}',
  summary: 'Snittpris per kg for en art',
  description:
    'Beløp for fisker delt på produktvekt, over linjene som har pris (direktoratet holder tilbake priser for de siste 12 månedene), for perioden og per måned. `a`: art (kode eller navn). `b`: et år (`2024`), en måned (`2024-03`) eller `latest` (de 12 månedene fram til artens nyeste prisede landing). Prismodulen bruker Hyse som standardart; når dataene ikke har pris, viser den eksempelprisen 45 kr/kg (spesifikasjonen).',
  tag: TAG,
  params: z.object({
    a: speciesSchema,
    b: boundedText('Perioden', 7)
      .regex(/^(\d{4}|\d{4}-(0[1-9]|1[0-2])|latest)$/, { error: 'Periode er yyyy, yyyy-MM eller latest' })
      .refine((value) => value === 'latest' || isYearText(value) || isYearMonth(value), {
        error: `Periodens år må være ${MIN_YEAR}–${MAX_YEAR}`,
      })
      .meta({ description: 'yyyy, yyyy-MM eller latest', examples: ['latest'] }),
  }),
  response: speciesPriceSchema,
  errors: [404],
});

export const bycatchSchema = z.object({
  species: speciesRefSchema,
  year: z.number().int(),
  landings: z.number().int().meta({ description: 'Sluttsedler der arten er den tyngste' }),
  totalWeight: weightSchema,
  targetWeight: weightSchema,
  bycatchShare: z.number().meta({ description: 'Andel (0–1) av vekten på disse sedlene som er andre arter' }),
  bycatch: z.array(
    z.object({ code: z.string(), name: nullableString, weight: weightSchema, share: z.number() }),
  ),
  byGear: z.array(
    z.object({
      gearGroupCode: nullableString,
      gearGroup: nullableString,
      landings: z.number().int(),
      totalWeight: weightSchema,
      bycatchShare: z.number(),
    }),
  ),
});

export const bycatchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/nergard/Inblandings/{a}/{b}',
  summary: 'Innblanding (bifangst) for en art',
  description:
    'Over sluttsedlene i år `b` der art `a` er den tyngste arten (rundvekt): hvor mye av vekten som er andre arter, hvilke arter det er, og det samme per redskapsgruppe.',
  tag: TAG,
  params: z.object({ a: speciesSchema, b: yearSchema }),
  response: bycatchSchema,
  errors: [404],
});

export const priceDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/nergard/download',
  rateLimit: 'csv',
  summary: 'Pristabellen som CSV',
  description:
    'Snittpris per art og måned for et år (standard: siste år med priser), som CSV slik direktoratet skriver sine filer: semikolon, desimalkomma, UTF-8. Kolonner: Art - FDIR (kode); Art - FDIR; Måned; Snittpris (kr/kg); Produktvekt (kg); Verdi (kr). Med `gear`, `length` og `preservation`: bare linjene med den redskapsgruppen, lengdegruppen eller konserveringsmåten (som filtrene på /priser).',
  tag: TAG,
  query: z.object({
    year: optionalYearSchema.meta({ description: 'Standard: siste år med priser' }),
    gear: z
      .string()
      .regex(/^[1-9]$/, { error: 'gear er en redskapsgruppe (kode 1–9)' })
      .optional()
      .meta({ description: 'Redskap - gruppe (kode)', examples: ['5'] }),
    length: z
      .string()
      .regex(/^[1-5]$/, { error: 'length er en lengdegruppe (kode 1–5)' })
      .optional()
      .meta({ description: 'Lengdegruppe (kode)', examples: ['5'] }),
    preservation: z
      .string()
      .regex(/^\d{1,2}$/, { error: 'preservation er en konserveringsmåte (kode)' })
      .optional()
      .meta({ description: 'Konserveringsmåte (kode), f.eks. 2 Fersk/ukonservert', examples: ['2'] }),
  }),
  response: z.string().meta({ description: 'CSV' }),
});
answersWith('/api/nergard/download', 'text/csv');

const onBoardSpeciesSchema = z.object({
  SpeciesCode: nullableString.meta({ description: 'Art - FDIR (kode)' }),
  Species: nullableString,
  RoundWeight: weightSchema.meta({ description: 'Rundvekt (kg) om bord' }),
});

const onBoardPeriodQuery = optionalPeriodQuery(MAX_ON_BOARD_PERIOD_DAYS);

export const fleetOnBoardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lager/fish',
  summary: 'Fangst om bord i flåten per art',
  description: `Fra de elektroniske fangstdagbøkene (ERS): for hvert fartøy den siste avgangs- eller ankomstmeldingen i perioden med fangst om bord (kvantum type OB), summert per art. Standardperioden er de siste ${FLEET_ON_BOARD_DAYS} dagene med meldinger i dataene. Fartøy under 15 meter rapporterer ikke. \`Note\` sier hva som mangler og hvorfor (ingen fangstdagbøker, ingen meldinger i perioden).`,
  tag: TAG,
  query: onBoardPeriodQuery,
  response: z.object({
    From: isoDateSchema.nullable(),
    To: isoDateSchema.nullable(),
    Vessels: z.number().int().meta({ description: 'Fartøy med melding om fangst om bord i perioden' }),
    Species: z.array(
      onBoardSpeciesSchema.extend({
        Vessels: z.number().int().meta({ description: 'Fartøy som har arten om bord' }),
      }),
    ),
    Note: nullableString.meta({ description: 'Hva som mangler og hvorfor; null når ingenting mangler' }),
  }),
});

export const boatOnBoardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lager/boats/fishes/{id}',
  summary: 'Båtens siste meldte fangst om bord',
  description:
    'Fra fartøyets elektroniske fangstdagbok (ERS): fangst om bord (kvantum type OB) slik fartøyet meldte den sist, ved avgang (DEP) eller ankomst (POR). En tom artsliste er et meldt tomt lasterom. 404 med en forklaring når båten ikke har fangstdagbok (fartøy under 15 meter rapporterer ikke) eller er ukjent.',
  tag: TAG,
  params: z.object({ id: boatIdSchema }),
  response: z.object({
    VesselId: z.string(),
    ReportedAt: z.string().meta({ description: 'Når fartøyet meldte det (ISO 8601, UTC)' }),
    MessageType: z.enum(['DEP', 'POR']).meta({ description: 'DEP avgang, POR ankomst' }),
    Species: z.array(onBoardSpeciesSchema).meta({ description: 'Tyngste først' }),
  }),
  errors: [404],
});

const fishedSchema = z.object({
  year: z.number().int(),
  boatId: nullableString,
  totalWeight: weightSchema,
  rows: z.array(
    z.object({
      quotaTypeCode: nullableString.meta({ description: 'Kvotetype (kode)' }),
      quotaType: nullableString,
      speciesCode: z.string(),
      species: nullableString,
      landedWeight: weightSchema,
      boats: z.number().int(),
      quota: nullableNumber.meta({
        description:
          'Kvote i kg for arten (sum av kvotelinjene i tonn), bare på raden for Vanlig kvote (01) så den telles én gang; null ellers, og der arten ikke har kvote i tonn',
      }),
    }),
  ),
  quotaLines: z
    .array(quotaLineSchema)
    .meta({ description: 'Én båt: båtens kvotelinjer i året; tom for hele flåten' }),
  speciesQuotas: z
    .array(speciesHoldingSchema)
    .meta({ description: 'Hele flåten: kvote og fangst per art i året; tom for én båt' }),
});

const dataQuery = z.object({
  Data: boundedText('Data', 4)
    .regex(/^\d{4}$/, { error: 'Data er et landingsår (yyyy)' })
    .transform(Number)
    .pipe(z.number().int().min(1900).max(2100))
    .optional()
    .meta({
      description:
        'År (yyyy): kvoteåret og landingsåret (Landingsdato) som fangsten telles fra; standard siste år i dataene. Svaret gjelder alle arter i året.',
      examples: ['2025'],
    }),
});

const fishedDescription =
  'Landet rundvekt per kvotetype (Kvotetype) og art i året `Data` (tyngste først), med kvotene fra Fiskeridirektoratets registeruttrekk (kvoter.csv i frtyweb.tar). En kvote er i tonn eller en kvotefaktor; en faktor regnes aldri om til tonn. Fangst mot en kvotelinje er fangst.csv der den finnes, ellers båtens landinger av arten i året med Kvotetype Vanlig kvote (01, 07, 10) eller uten kvotetype.';

export const fishedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/fishing/fished/kvota',
  summary: 'Fisket mot kvote, hele flåten',
  description: fishedDescription,
  tag: TAG,
  query: dataQuery,
  response: fishedSchema,
});

export const boatFishedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/fishing/fished/kvota/{id}',
  summary: 'Fisket mot kvote, én båt',
  description: `${fishedDescription} \`id\` er Fartøy ID; 404 for en ukjent båt.`,
  tag: TAG,
  params: z.object({ id: boatIdSchema }),
  query: dataQuery,
  response: fishedSchema,
  errors: [404],
});

exampleRequest('/api/nergard/Price/{a}/{b}', 'GET /api/nergard/Price/Hyse/latest');
exampleRequest('/api/nergard/Inblandings/{a}/{b}', 'GET /api/nergard/Inblandings/Hyse/2024');
exampleRequest('/api/fishing/fished/kvota', 'GET /api/fishing/fished/kvota?Data=2025');
exampleRequest('/api/fishing/fished/kvota/{id}', 'GET /api/fishing/fished/kvota/2019111153?Data=2025');

// What lib/landings returns must be what the responses promise (checked when type-checking).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const _onBoardTypesMatch: [
  Same<z.output<typeof fleetOnBoardEndpoint.response>, FleetCatchOnBoard>,
  Same<z.output<typeof boatOnBoardEndpoint.response>, BoatCatchOnBoard>,
] = [true, true];
