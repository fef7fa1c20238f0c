import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { exampleRequest } from './entity-params';
import { boundedText } from './limits';

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

export const searchResponseSchema = z
  .union([z.array(boatSearchResultSchema), z.array(ownerSearchResultSchema)])
  .meta({ description: 'Båter for `boats`, eiere for `owners`. Headeren X-Total-Count gir antall treff.' });

export const searchKindSchema = z.enum(['boats', 'owners'], { error: 'Søk gjelder boats eller owners' });

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

const searchDescription = `Søker i båter (navn og tidligere navn, registreringsmerke i alle skrivemåter – \`N 0045B\`, \`N-45-B\`, \`N45B\` –, radiokallesignal, Fartøy ID og eierens organisasjonsnummer) eller eiere (navn, organisasjonsnummer, merke og kallesignal på båtene de eier nå).
Søketeksten normaliseres: store bokstaver, Å→A, Ø og Ö→O. Under 3 tegn gir en tom liste. Beste treff først: eksakt, så begynnelsen av navnet, så begynnelsen av et ord, så hvor som helst; deretter sist aktive (siste landing).
Standard 100 treff per side, side 1 (hurtigsøket ber om 10).`;

export const searchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/search',
  rateLimit: 'search',
  summary: 'Søk etter båter eller eiere',
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
  summary: 'Søk etter båter eller eiere (GET)',
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

exampleRequest('/api/search', 'POST /api/search  {"search":"boats","term":"hav","results":10,"page":1}');
