import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { boatIdSchema, isoDateSchema, weightSchema } from './entity-params';

/**
 * The signed-in user's boat list ("Mine båter") and the public sign-in configuration.
 * The user endpoints need `Authorization: Bearer <Firebase ID-token>`; the user is the token's.
 */

const TAG = 'Bruker';

const AUTH_NOTE =
  'Krever innlogging: `Authorization: Bearer <Firebase ID-token>`. Brukeren er alltid den tokenet tilhører; en `User-ID`-header (som i det opprinnelige API-et) godtas bare når den er lik tokenets uid, ellers 403. Svarene er private og mellomlagres aldri.';

export const latestLandingSchema = z
  .object({
    date: isoDateSchema.meta({ description: 'Siste landingsdag (yyyy-MM-dd)' }),
    weight: weightSchema.meta({ description: 'Rundvekt landet den dagen, kg' }),
    documents: z.number().int().meta({ description: 'Sluttsedler den dagen' }),
  })
  .meta({ description: 'Båtens siste landing' });

export const userBoatSchema = z.object({
  id: z.string().meta({ description: 'Fartøy ID' }),
  name: z.string().nullable(),
  registrationMark: z
    .string()
    .nullable()
    .meta({ description: 'Registreringsmerke slik direktoratet lagrer det' }),
  registrationMarkDisplay: z
    .string()
    .nullable()
    .meta({ description: 'Registreringsmerke slik folk skriver det' }),
  followedAt: z.string().meta({ description: 'Når brukeren begynte å følge båten (ISO 8601)' }),
  latestLanding: latestLandingSchema.nullable(),
});

const boatParams = z.object({ id: boatIdSchema });
const USER_ERRORS = [401, 403];

export const listUserBoatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/boats',
  summary: 'Mine båter',
  description: `Båtene brukeren følger, sist fulgte først, med navn, registreringsmerke og siste landing. ${AUTH_NOTE}`,
  tag: TAG,
  response: z.array(userBoatSchema),
  cache: 'private',
  errors: USER_ERRORS,
});

export const getUserBoatEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/boats/{id}',
  summary: 'Følger jeg båten?',
  description: `Om brukeren følger båten. ${AUTH_NOTE}`,
  tag: TAG,
  params: boatParams,
  response: z.object({
    id: z.string(),
    following: z.boolean(),
    followedAt: z.string().nullable(),
  }),
  cache: 'private',
  errors: USER_ERRORS,
});

export const addUserBoatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/boats/{id}',
  summary: 'Følg båt',
  description: `Legger båten til i brukerens liste: 201 når den ble lagt til, 200 når den alt var der (aldri dobbelt). Ukjent båt: 404. Høyst 500 båter per bruker (422). Endringer er begrenset til 30 i minuttet per bruker (429 med Retry-After). ${AUTH_NOTE}`,
  tag: TAG,
  params: boatParams,
  response: userBoatSchema,
  cache: 'private',
  errors: [...USER_ERRORS, 404, 422, 429],
});

export const removeUserBoatEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/boats/{id}',
  summary: 'Slutt å følge båt',
  description: `Fjerner båten fra brukerens liste; \`removed\` er false når den ikke var der. Endringer er begrenset til 30 i minuttet per bruker (429 med Retry-After). ${AUTH_NOTE}`,
  tag: TAG,
  params: boatParams,
  response: z.object({ id: z.string(), following: z.literal(false), removed: z.boolean() }),
  cache: 'private',
  errors: [...USER_ERRORS, 429],
});

export const firebaseConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/firebase-config',
  summary: 'Innloggingsoppsett (Firebase)',
  description:
    'Den offentlige klientkonfigurasjonen for Firebase Auth, lest fra serverens miljø: API-nøkkel, auth-domene, prosjekt og app-id, og emulatorens adresse når Auth-emulatoren brukes. Nettleseren bruker den til å logge inn.',
  tag: TAG,
  response: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string().optional(),
    emulatorHost: z.string().optional().meta({ description: 'host:port for Auth-emulatoren' }),
  }),
});

/** A list entry as the API sends it (the profile page and the follow buttons read these). */
export type UserBoatJson = z.infer<typeof userBoatSchema>;

export const alertSettingsSchema = z
  .object({
    email: z.boolean().meta({ description: 'Varsler på e-post er slått på (bekreftet)' }),
    pending: z
      .boolean()
      .meta({ description: 'Venter på at lenken i bekreftelsesmeldingen blir åpnet (dobbel opt-in)' }),
    address: z.string().nullable().meta({ description: 'Adressen varslene går til: kontoens e-postadresse' }),
    available: z
      .boolean()
      .meta({ description: 'Serveren kan sende e-post (SMTP er satt opp); ellers tilbys ikke varsler' }),
  })
  .meta({ description: 'Brukerens varsler om nye landinger for båtene hen følger' });

export const getAlertsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/alerts',
  summary: 'Mine varsler',
  description: `Om brukeren får e-post når båtene hen følger lander. ${AUTH_NOTE}`,
  tag: TAG,
  response: alertSettingsSchema,
  cache: 'private',
  errors: USER_ERRORS,
});

export const putAlertsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/alerts',
  summary: 'Slå varsler på eller av',
  description: `\`{ "email": true }\` sender en bekreftelse med en lenke til kontoens e-postadresse; varslene er på når lenken er åpnet (\`pending\` til da). \`{ "email": false }\` slår dem av. Én e-post per nye sluttsedler, aldri for sluttsedler som fantes før varslene ble slått på. 422 når serveren ikke kan sende e-post eller kontoen ikke har e-postadresse. Endringer er begrenset til 30 i minuttet per bruker (429 med Retry-After). ${AUTH_NOTE}`,
  tag: TAG,
  body: z.object({ email: z.boolean() }).strict(),
  maxBodyBytes: 1024,
  response: alertSettingsSchema,
  cache: 'private',
  errors: [400, ...USER_ERRORS, 422, 429],
});

export type AlertSettingsJson = z.infer<typeof alertSettingsSchema>;
