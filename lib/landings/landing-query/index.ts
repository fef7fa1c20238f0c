/**
 * The landing query as one pipeline, each stage a module with one job:
 *
 *   parse.ts   caller text → vocabulary values (OrderBy, pivot refs, row kinds, lists); no store
 *   plan.ts    validated input → canonical query (the cache key) → plan (codes, pivots, order resolved)
 *   sql.ts     plan → one SQL statement with positional parameters
 *   rows.ts    SQL rows → LandingRow
 *   run.ts     the stages in order, cached per canonical query and store version
 *
 * codes.ts resolves codes and labels against the store for the plan stage (and for the other landing
 * lists); filter-sql.ts holds the parameter collector and filter condition every landing list shares.
 * Client code imports the vocabulary and parsers from `@/lib/landings/landing-query/types` instead.
 */
import 'server-only';

export { defaultPeriod, canonicalJson, normaliseLandingQuery, orderByHelp, planLandingQuery } from './plan';
export type { LandingQueryPlan } from './plan';
export { landingQuerySql } from './sql';
export { executeLandingQuery, prepareLandingQuery, runLandingQuery } from './run';
export type { LandingQueryOptions, PreparedLandingQuery } from './run';
