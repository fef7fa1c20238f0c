import { z } from 'zod';
import { currentEnv, httpUrl, read, readGroup, variable, wholeNumber } from './values';
import type { Env, Variable } from './values';

// ---- Maps and ads -------------------------------------------------------------------------------------

const MAP_TILE_URL = variable<string | undefined>(
  'MAP_TILE_URL',
  httpUrl().refine((url) => url.includes('{z}'), { error: 'is not an XYZ template with {z}, {x} and {y}' }),
  undefined,
  'warn',
);
const MAP_TILE_ATTRIBUTION = variable('MAP_TILE_ATTRIBUTION', z.string(), 'Kartfliser: se MAP_TILE_URL');

/** The configured tile layer, or null for the bundled coastline. */
export function mapTiles(env: Env = currentEnv()): { url: string; attribution: string } | null {
  const url = read(MAP_TILE_URL, env);
  return url ? { url, attribution: read(MAP_TILE_ATTRIBUTION, env) } : null;
}

const token = z.string().regex(/^[\w.:-]{1,100}$/, { error: 'is not a plain id' });

const AD_VARIABLES = {
  scriptUrl: variable<string | undefined>(
    'AD_PROVIDER_SCRIPT_URL',
    httpUrl('an https URL').refine((url) => url.startsWith('https://'), { error: 'is not an https URL' }),
    undefined,
    'warn',
  ),
  client: variable<string | undefined>('AD_PROVIDER_CLIENT', token, undefined, 'warn'),
  queue: variable('AD_PROVIDER_QUEUE', z.string(), 'adsbygoogle'),
  slotClass: variable(
    'AD_PROVIDER_SLOT_CLASS',
    z.string().regex(/^[\w-]{1,60}$/, { error: 'is not a CSS class name' }),
    'adsbygoogle',
    'warn',
  ),
  slotTop: variable<string | undefined>('AD_PROVIDER_SLOT_TOP', token, undefined, 'warn'),
  slotBottom: variable<string | undefined>('AD_PROVIDER_SLOT_BOTTOM', token, undefined, 'warn'),
};

/** The AD_PROVIDER_* variables as given; lib/content/ads.ts decides whether they make a usable provider. */
export function adProviderSettings(env: Env = currentEnv()) {
  const { slotTop, slotBottom, ...provider } = readGroup(AD_VARIABLES, env);
  return { ...provider, slots: { top: slotTop, bottom: slotBottom } };
}

// ---- Build time (read by next.config.mjs) -------------------------------------------------------------

const BUILD_TIME_VARIABLES = [
  variable('CSP_EXTRA_ORIGINS', z.string(), ''),
  // Only warned about at run time: `next build` already refused a bad value, and a change now has no effect.
  variable('HSTS_MAX_AGE', wholeNumber(0, 9_999_999_999), 0, 'warn'),
];

/** What the start-up check reads of this part (configurationProblems in index.ts). */
export const PRESENTATION_VARIABLES: Variable<unknown>[] = [
  MAP_TILE_URL,
  MAP_TILE_ATTRIBUTION,
  ...Object.values(AD_VARIABLES),
  ...BUILD_TIME_VARIABLES,
];
