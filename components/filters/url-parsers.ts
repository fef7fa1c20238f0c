/**
 * The page parsers the filter forms need once the reader changes something, loaded on first use.
 * They are zod schemas (lib/url-state/*-schema.ts), and zod/mini is 18 KB gzip: loading it with the
 * page would push /topoffloads and /offloads past the 150 KB first-load budget, while most visitors
 * only read the list the server rendered. `preload…` starts the download when a form gets focus or a
 * pointer, so the parser is there by the time a change is applied.
 */

type TopLandingsSchema = typeof import('@/lib/url-state/top-landings-schema');
type LatestLandingsSchema = typeof import('@/lib/url-state/latest-landings-schema');

let topLandings: Promise<TopLandingsSchema> | null = null;
let latestLandings: Promise<LatestLandingsSchema> | null = null;

export const loadTopLandingsSchema = () => (topLandings ??= import('@/lib/url-state/top-landings-schema'));
export const loadLatestLandingsSchema = () =>
  (latestLandings ??= import('@/lib/url-state/latest-landings-schema'));
