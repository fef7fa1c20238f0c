import { z } from 'zod';
import { quotaLineSchema } from './quotas';
import { defineEndpoint } from '../endpoint';
import {
  boatIdSchema,
  countSchema,
  exampleRequest,
  isoDateSchema,
  optionalPeriodQuery,
  optionalYearSchema,
  pageSchema,
  weightSchema,
  nullableString,
  nullableNumber,
  valueCoverageShape,
} from './entity-params';
import { boundedText } from './limits';
import {
  MAX_ON_BOARD_PERIOD_DAYS,
  ON_BOARD_CHANGE_DAYS,
  type BoatOnBoardChanges,
} from '@/lib/logbook/on-board-types';

const TAG = 'Båter';

export const boatDetailSchema = z.object({
  id: z.string().meta({ description: 'Fartøy ID' }),
  name: nullableString,
  registrationMark: nullableString.meta({
    description: 'Registreringsmerke slik direktoratet lagrer det: `N 0045B`',
  }),
  registrationMarkDisplay: nullableString.meta({
    description: 'Registreringsmerke slik folk skriver det: `N-45-B`',
  }),
  radioCallSign: nullableString,
  imoNumber: nullableString,
  length: nullableNumber.meta({ description: 'Største lengde i meter' }),
  lengthGroup: nullableString.meta({ description: 'Lengdegruppe, f.eks. `11-14,99 m`' }),
  lengthGroupCode: nullableString.meta({ description: 'Lengdegruppe (kode) 1–5' }),
  gearGroupCode: nullableString.meta({ description: 'Redskapsgruppen båten landet mest med' }),
  gearGroup: nullableString,
  gear: nullableString,
  municipalityCode: nullableString,
  municipality: nullableString,
  countyCode: nullableString,
  county: nullableString,
  nationality: nullableString,
  buildYear: nullableNumber,
  enginePower: nullableNumber.meta({ description: 'Motorkraft (hk)' }),
  grossTonnage: nullableNumber,
  owner: z
    .object({ id: z.string(), name: nullableString })
    .nullable()
    .meta({ description: 'Nåværende eier' }),
  firstLandingDate: isoDateSchema.nullable(),
  lastLandingDate: isoDateSchema.nullable(),
});

const boatParams = z.object({ id: boatIdSchema });

export const getBoatEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats/{id}',
  summary: 'Én båt',
  description:
    'Båtens fakta fra fartøyregisteret (ellers den nyeste sluttseddelen): navn, registreringsmerke lagret og skrevet, kallesignal, lengde og lengdegruppe, redskap, hjemkommune og fylke, byggeår, motorkraft, tonnasje, nåværende eier, første og siste landing. `id` er Fartøy ID; et registreringsmerke (`N-45-B`) godtas også.',
  tag: TAG,
  params: z.object({
    id: boundedText('Fartøy ID eller registreringsmerke', 20)
      .regex(/^[\p{L}\d][\p{L}\d \-_.]{0,19}$/u, { error: 'Oppgi Fartøy ID eller registreringsmerke' })
      .meta({ description: 'Fartøy ID, eller et registreringsmerke', examples: ['2019111153'] }),
  }),
  response: boatDetailSchema,
  errors: [404],
});

export const getBoatByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats/id/{id}',
  summary: 'Én båt etter Fartøy ID',
  description: 'Som `/api/boats/{id}`, men bare etter Fartøy ID.',
  tag: TAG,
  params: boatParams,
  response: boatDetailSchema,
  errors: [404],
});

export const getBoatByRegistrationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats/registration/{reg}',
  summary: 'Én båt etter registreringsmerke',
  description:
    'Godtar merket i alle vanlige skrivemåter: `N 0045B`, `N-45-B`, `N45B`. Merker gjenbrukes: båten som har merket nå vinner, ellers den som sist landet med det.',
  tag: TAG,
  params: z.object({
    reg: boundedText('Registreringsmerket', 20)
      .min(3, { error: 'Registreringsmerket er for kort' })
      .meta({ description: 'Registreringsmerke', examples: ['N-45-B'] }),
  }),
  response: boatDetailSchema,
  errors: [404],
});

export const boatOwnershipSchema = z.object({
  ownerId: z.string(),
  name: nullableString,
  entityType: nullableString.meta({ description: 'COMPANY eller PERSON' }),
  from: isoDateSchema
    .nullable()
    .meta({ description: 'Fra (yyyy-MM-dd); null når registeret ikke oppgir start' }),
  to: isoDateSchema.nullable().meta({ description: 'Første dag hos neste eier; null mens eierskapet varer' }),
  current: z.boolean(),
});

export const boatOwnersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats/owners/{id}',
  summary: 'Båtens eiere over tid',
  description: 'Eierperiodene fra fartøyregisteret, nåværende først, deretter nyeste.',
  tag: TAG,
  params: boatParams,
  response: z.array(boatOwnershipSchema),
  errors: [404],
});

export const boatNameSchema = z.object({
  name: z.string(),
  registrationMark: nullableString,
  firstSeen: isoDateSchema.nullable().meta({ description: 'Første landing under navnet' }),
  lastSeen: isoDateSchema.nullable().meta({ description: 'Siste landing under navnet' }),
  current: z.boolean(),
});

export const boatNameHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats/namehistory/{id}',
  summary: 'Båtens navn over tid',
  description:
    'Alle navn båten har landet under, eldste først, med første og siste dato navnet er sett. Et registernavn båten aldri har landet under har null-datoer.',
  tag: TAG,
  params: boatParams,
  response: z.array(boatNameSchema),
  errors: [404],
});

export const boatQuotaSchema = z.object({
  boatId: z.string(),
  year: z.number().int(),
  totalWeight: weightSchema,
  species: z.array(
    z.object({
      code: z.string().meta({ description: 'Art - FDIR (kode)' }),
      name: nullableString,
      landedWeight: weightSchema,
      quota: nullableNumber.meta({
        description: 'Kvote i kg (artens kvotelinjer i tonn); null: ingen kvote i tonn',
      }),
      remaining: nullableNumber.meta({ description: 'Kvote minus fangst mot den, i kg' }),
    }),
  ),
  lines: z.array(quotaLineSchema).meta({ description: 'Båtens kvotelinjer i året, etter linjenummer' }),
  quotaYears: z.array(z.number().int()).meta({ description: 'År med kvoter for båten, nyeste først' }),
});

export const boatQuotaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats/quota/{id}',
  summary: 'Båtens fangst mot kvote',
  description:
    'Båtens kvoter og fangst i året (standard: siste år i dataene): kvotelinjene fra Fiskeridirektoratets registeruttrekk (kvoter.csv i frtyweb.tar) med fangsten mot hver linje, og det som er landet per art. En kvote i faktor vises som faktor, aldri som tonn; gjenstående og andel fisket finnes bare for kvoter i tonn.',
  tag: TAG,
  params: boatParams,
  query: z.object({
    year: optionalYearSchema.meta({ description: 'Landingsår; standard siste år i dataene' }),
  }),
  response: boatQuotaSchema,
  errors: [404],
});

export const onBoardChangeSchema = z.object({
  Time: z
    .string()
    .meta({ description: 'ISO 8601: UTC for loggbokmeldinger, sluttseddelens klokkeslett for landinger' }),
  Event: z.enum(['DEP', 'DCA', 'TRA', 'POR', 'LANDING']).meta({
    description:
      'DEP avgang og POR ankomst (meldt fangst om bord), DCA trekk, TRA omlasting, LANDING sluttseddel',
  }),
  Reference: z
    .string()
    .meta({ description: 'Melding ID, eller sluttseddelens nøkkel (DocumentKey) for LANDING' }),
  SpeciesCode: z.string().nullable().meta({ description: 'Art - FDIR (kode)' }),
  Species: z.string().nullable(),
  Change: z.number().meta({
    description:
      'Kg inn (positiv) eller ut (negativ); ved et kontrollpunkt meldt mengde minus løpende beholdning',
  }),
  Balance: z.number().meta({ description: 'Kg av arten om bord etter hendelsen (aldri under null)' }),
  Checkpoint: z
    .boolean()
    .meta({ description: 'Meldt fangst om bord (DEP, POR): beholdningen settes til det meldte' }),
});

export const boatOnBoardChangesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats/lager/changes/{id}',
  summary: 'Fangst om bord over tid',
  description: `Båtens fangst om bord som tidsserie fra den elektroniske fangstdagboken (ERS), eldste først: trekk (DCA) legger til, omlasting (TRA) og landinger (sluttsedler) trekker fra, og meldt fangst om bord ved avgang og ankomst er kontrollpunkter. Standardperioden er de ${ON_BOARD_CHANGE_DAYS} siste dagene til båtens nyeste melding. 404 med en forklaring når båten ikke har fangstdagbok (fartøy under 15 meter) eller er ukjent.`,
  tag: TAG,
  params: boatParams,
  query: optionalPeriodQuery(MAX_ON_BOARD_PERIOD_DAYS),
  response: z.object({
    VesselId: z.string(),
    From: isoDateSchema,
    To: isoDateSchema,
    Opening: z
      .array(
        z.object({
          SpeciesCode: z.string().nullable(),
          Species: z.string().nullable(),
          RoundWeight: weightSchema,
        }),
      )
      .meta({ description: 'Om bord ved periodens start (fra siste kontrollpunkt før den), tyngste først' }),
    Changes: z.array(onBoardChangeSchema),
  }),
  errors: [404],
});

export const boatSortSchema = z.enum(['name', 'length', 'lastLanding', 'weight']);

export const boatListSchema = z.object({
  year: z.number().int(),
  page: z.number().int(),
  count: z.number().int(),
  total: z.number().int().meta({ description: 'Antall båter som passer filtrene' }),
  sort: boatSortSchema,
  order: z.enum(['asc', 'desc']),
  boats: z.array(
    z.object({
      id: z.string(),
      name: nullableString,
      registrationMark: nullableString,
      radioCallSign: nullableString,
      length: nullableNumber,
      lengthGroup: nullableString,
      gearGroupCode: nullableString,
      gearGroup: nullableString,
      municipality: nullableString,
      county: nullableString,
      lastLandingDate: isoDateSchema.nullable(),
      landedWeight: weightSchema.meta({ description: 'Rundvekt (kg) landet i året' }),
      ...valueCoverageShape,
      landings: z.number().int().meta({ description: 'Sluttsedler i året' }),
    }),
  ),
});

export const listBoatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/boats',
  summary: 'Alle båter (katalog)',
  description:
    'Sidevis liste over båtene, sortert på navn, lengde, siste landing eller landet vekt i året (standard: vekt, synkende). Filtre: redskapsgruppe, lengdegruppe, fylke og en del av navnet eller registreringsmerket.',
  tag: TAG,
  query: z.object({
    page: pageSchema,
    count: countSchema(50, 500),
    sort: boatSortSchema.default('weight').meta({ description: 'Sorter på', examples: ['weight'] }),
    order: z
      .enum(['asc', 'desc'])
      .optional()
      .meta({ description: 'Standard: stigende for navn, ellers synkende' }),
    gearGroup: boundedText('Redskapsgruppe', 2)
      .regex(/^\d{1,2}$/, { error: 'Redskapsgruppe er en kode (1–9)' })
      .optional()
      .meta({ description: 'Redskap - gruppe (kode) for båtens hovedredskap', examples: ['5'] }),
    lengthGroup: z
      .enum(['1', '2', '3', '4', '5'], { error: 'Lengdegruppe er 1–5' })
      .optional()
      .meta({ description: 'Lengdegruppe (kode): 1 under 11 m … 5 28 m og over' }),
    county: boundedText('Fylke', 2)
      .regex(/^\d{2}$/, { error: 'Fylke er en tosifret kode' })
      .optional()
      .meta({ description: 'Fylkeskode for båtens hjemkommune', examples: ['18'] }),
    name: boundedText('Navn', 60).optional().meta({ description: 'Del av navnet eller registreringsmerket' }),
    year: optionalYearSchema.meta({ description: 'Året vekten gjelder; standard siste år i dataene' }),
  }),
  response: boatListSchema,
});

exampleRequest('/api/boats', 'GET /api/boats?sort=weight&lengthGroup=5&page=1&count=20');
exampleRequest('/api/boats/registration/{reg}', 'GET /api/boats/registration/N-45-B');

// What lib/landings returns must be what the response promises (checked when type-checking).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const _onBoardChangesMatch: Same<
  z.output<typeof boatOnBoardChangesEndpoint.response>,
  BoatOnBoardChanges
> = true;
