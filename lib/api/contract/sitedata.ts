import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { answersWith, exampleRequest } from './entity-params';
import { boundedText } from './limits';

const TAG = 'Sitedata';

export const siteDataKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sitedata/key/{key}',
  summary: 'Ett faktum om dataene, som tekst',
  description: `Svarer med ren tekst (text/plain). Nøkler: \`last_updated\` (tidspunkt for siste innlesing, ISO 8601), \`data_version\`, \`schema_version\`, \`first_date\` og \`last_date\` (første og siste landingsdato), \`latest_year\` (året for siste landing), \`latest_full_year\` (siste hele år), \`years\` (kommaliste), \`line_count\`, \`boat_count\`, \`source\`. Store/små bokstaver og camelCase (\`lastUpdated\`) godtas. Ukjent nøkkel gir 404.`,
  tag: TAG,
  params: z.object({
    key: boundedText('Nøkkelen', 64)
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'Nøkkelen består av bokstaver, sifre og _ . -' })
      .meta({ examples: ['last_updated'] }),
  }),
  response: z.string().meta({ description: 'Verdien som ren tekst' }),
  errors: [404],
});
answersWith('/api/sitedata/key/{key}', 'text/plain');

export const filterValuesSchema = z
  .record(
    z.string(),
    z.object({
      label: z.string(),
      count: z.number().int().meta({ description: 'Landingslinjer i dataene med denne verdien' }),
    }),
  )
  .meta({ description: 'Kode → { label, count }. Tomt objekt for en ukjent kategori.' });

export const filterValuesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sitedata/filters/{category}',
  summary: 'Verdiene i en filterkategori, med antall',
  description: `Alle verdier i kategorien som finnes i dataene, som et objekt fra kode til \`{ label, count }\` (count = antall landingslinjer). Kategorier: fishingGear, PreservationMethod, fishGroup, fish, OffloadState (også LandingState), OffloadTown, condition, quality, packaging, application, nationality, BoatState, lengthGroup, northOrSouth, og gear, gearMainGroup, fishMainGroup, applicationMainGroup, mainArea, quotaType. Store/små bokstaver spiller ingen rolle. En ukjent kategori gir \`{}\` (status 200).`,
  tag: TAG,
  params: z.object({
    category: boundedText('Kategorien', 64).meta({ examples: ['fishingGear'] }),
  }),
  response: filterValuesSchema,
});

exampleRequest('/api/sitedata/filters/{category}', 'GET /api/sitedata/filters/fishingGear');

export const filterPanelCategorySchema = boundedText('Kategorien', 64).meta({ examples: ['fish'] });

export const filterPanelValuesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sitedata/filters/{category}/list',
  summary: 'Verdiene i en filterkategori som filterpanelet viser dem',
  description:
    'De samme verdiene som `/api/sitedata/filters/{category}`, som en ordnet liste `[{ code, label, count }]` slik filterpanelene på /topoffloads og /offloads viser dem (etter navn; lengdegrupper og nord/sør etter kode; kommunenavn skrevet som på sidene). Panelene henter listen når en gruppe åpnes, så den ikke ligger i hver sides HTML. Ukjent kategori: 404.',
  tag: TAG,
  params: z.object({ category: filterPanelCategorySchema }),
  response: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      count: z.number().int().meta({ description: 'Landingslinjer i dataene med denne verdien' }),
    }),
  ),
  errors: [404],
});
exampleRequest('/api/sitedata/filters/{category}/list', 'GET /api/sitedata/filters/OffloadTown/list');
