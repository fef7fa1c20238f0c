import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { exampleRequest } from './entity-params';
import { boundedText } from './limits';
import { SEARCH_KINDS } from '@/lib/search/kinds';

const TAG = 'Søk';

/** Longest search text: longer than any boat or owner name, short enough to keep a search cheap. */
export const MAX_SEARCH_TERM_LENGTH = 100;

export const boatSearchResultSchema = z.object({
  ID: z.string().meta({ description: 'Fartøy ID' }),
  Name: z.string(),
  RegistrationID: z
    .string()
    .nullable()
    .meta({ description: 'Registreringsmerke slik direktoratet lagrer det (`N 0045B`)' }),
  Length: z.number().nullable().meta({ description: 'Største lengde i meter' }),
  LastLandingDate: z.string().nullable().meta({ description: 'yyyy-MM-dd' }),
});

export const ownerSearchResultSchema = z.object({
  EierID: z.string().meta({ description: 'Organisasjonsnummer (eller eier-id for personer)' }),
  Fartøyeier: z.string(),
});

const MATCH_KINDS = ['exact', 'prefix', 'word', 'contains', 'typo'] as const;

export const searchHitSchema = z.object({
  id: z
    .string()
    .meta({ description: 'Fartøy ID, eier-id, kjøper-id, mottaksstasjon, artskode eller kommunenummer' }),
  label: z.string().meta({ description: 'Navnet slik det vises' }),
  detail: z
    .string()
    .nullable()
    .meta({ description: 'Det som skiller like navn: merke (båt), sted (firma, mottak), artsgruppe, fylke' }),
  href: z.string().meta({ description: 'Siden treffet fører til', examples: ['/mottak/14070'] }),
  match: z.enum(MATCH_KINDS).meta({
    description:
      'Hvordan treffet passer: eksakt, begynnelsen, et senere ord, hvor som helst, en liten skrivefeil',
  }),
  note: z
    .string()
    .nullable()
    .meta({
      description:
        'Hvorfor treffet passer når det ikke er på navnet: et tidligere navn eller båtens hjemkommune',
      examples: ['tidligere GOLLENES', 'hjemkommune Ålesund'],
    }),
  length: z.number().nullable().meta({ description: 'Båter: største lengde i meter' }),
  lastLandingDate: z.string().nullable().meta({ description: 'Siste landing, yyyy-MM-dd' }),
});

export const searchGroupsSchema = z
  .object({
    term: z.string(),
    groups: z.array(
      z.object({
        kind: z.enum(SEARCH_KINDS),
        title: z.string().meta({ examples: ['Mottaksstasjoner'] }),
        total: z.number().int().meta({ description: 'Antall treff i gruppen' }),
        hits: z.array(searchHitSchema).meta({ description: 'De beste treffene, høyst 10' }),
      }),
    ),
  })
  .meta({ description: 'Svaret for `all`: alle grupper i fast rekkefølge, også de uten treff (total 0).' });

export const searchResponseSchema = z
  .union([
    z.array(boatSearchResultSchema),
    z.array(ownerSearchResultSchema),
    z.array(searchHitSchema),
    searchGroupsSchema,
  ])
  .meta({
    description:
      'Båter for `boats`, eiere for `owners`, treff for de andre gruppene (headeren X-Total-Count gir antall treff), og alle grupper for `all`.',
  });

export const searchKindSchema = z.enum([...SEARCH_KINDS, 'all'], {
  error: `Søk gjelder ${[...SEARCH_KINDS, 'all'].join(', ')}`,
});

const resultsSchema = z.coerce
  .number({ error: 'results må være et tall' })
  .int({ error: 'results må være et heltall' })
  .min(1, { error: 'results må være minst 1' })
  .max(1000, { error: 'results kan være høyst 1000' });

const pageSchema = z.coerce
  .number({ error: 'page må være et tall' })
  .int({ error: 'page må være et heltall' })
  .min(1, { error: 'page begynner på 1' })
  .max(1_000_000, { error: 'page kan være høyst 1000000' });

const termSchema = boundedText('Søketeksten', MAX_SEARCH_TERM_LENGTH);

const searchDescription = `Søker i båter (\`boats\`: navn og tidligere navn, registreringsmerke i alle skrivemåter – \`N 0045B\`, \`N-45-B\`, \`N45B\` –, radiokallesignal, Fartøy ID og eierens organisasjonsnummer), eiere (\`owners\`: navn, organisasjonsnummer, merke og kallesignal på båtene de eier nå), kjøpere (\`buyers\`: navn, kjøper-id), mottaksstasjoner (\`stations\`: navn, nummer), arter (\`species\`: navn, kode) og kommuner (\`municipalities\`: navn, nummer) – eller i alt på én gang (\`all\`: hurtigsøket, høyst 10 treff per gruppe).
Søketeksten normaliseres: store bokstaver, Å→A, Ø og Ö→O, Æ→AE, aksenter og tegnsetting bort. Under 3 tegn gir ingen treff; over 100 tegn gir 400. Beste treff først: eksakt, så begynnelsen av navnet, så begynnelsen av et senere ord, så hvor som helst (eller hvert ord først i et ord i navnet), så små skrivefeil (1 fra 4 tegn, 2 fra 8); innen hvert trinn mest landet siste 12 måneder, så sist aktive.
Standard 100 treff per side, side 1.`;

export const searchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/search',
  rateLimit: 'search',
  summary: 'Søk etter båter, eiere, kjøpere, mottak, arter og kommuner',
  description: searchDescription,
  tag: TAG,
  body: z.object({
    search: searchKindSchema,
    term: termSchema.meta({ examples: ['hav'] }),
    results: resultsSchema.default(100),
    page: pageSchema.default(1),
  }),
  response: searchResponseSchema,
  // A search body is a kind, a term of at most 100 characters and two numbers: well under 1 kB.
  maxBodyBytes: 4 * 1024,
  // A search answer is the same for everybody, but a POST is not cached by CDNs.
  cache: 'none',
});

export const searchGetEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/search/{kind}/{results}/{page}',
  rateLimit: 'search',
  summary: 'Søk etter båter, eiere, kjøpere, mottak, arter og kommuner (GET)',
  description: `Det samme som POST /api/search, med søketeksten i \`search\`. Reserveløsningen når POST feiler.\n${searchDescription}`,
  tag: TAG,
  params: z.object({
    kind: searchKindSchema.meta({ examples: ['boats'] }),
    results: resultsSchema.meta({ examples: [10] }),
    page: pageSchema.meta({ examples: [1] }),
  }),
  query: z.object({
    search: termSchema.default('').meta({ description: 'Søketeksten', examples: ['N-45-B'] }),
  }),
  response: searchResponseSchema,
});

exampleRequest('/api/search', 'POST /api/search  {"search":"all","term":"havsild","results":10}');
