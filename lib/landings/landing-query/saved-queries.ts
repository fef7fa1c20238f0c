import 'server-only';
import { createHash } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
import { savedQueriesPerDay } from '@/lib/config';
import { getSavedQuery, putSavedQuery, userDb, type UserDb, type UserDbQueryable } from '@/lib/userdata';
import {
  checkedJson,
  markSavedQueryUsed,
  MAX_SAVED_QUERY_BYTES,
  putSavedQueryWithinDailyLimit,
  SavedQueryTooLargeError,
} from '@/lib/userdata/saved-queries';
import { canonicalJson, normaliseLandingQuery, runLandingQuery } from './';
import { ID_FILTER_FIELDS, loadCodeIndex, unknownValues, type UnknownValues } from './codes';
import { normalisedLandingQuerySchema } from './schema';
import {
  LandingInputError,
  type LandingQuery,
  type LandingQueryInput,
  type LandingQueryResult,
} from './types';

/**
 * Saved landing queries: any landing query (a view of the top-landings page) saved under a short,
 * stable id, for sharing and for embeds (`/topoffloads/embed/{id}`). The id is a hash of the
 * canonical query (normaliseLandingQuery: labels resolved to codes, filter lists sorted and without
 * duplicates, empty filters dropped, every default written out, so leaving a default out and writing
 * it give one id), so the same view always gets the same id and saving twice is harmless.
 * A query without dates is saved with the default period it had when saved (the most recent full
 * year then), so a shared view keeps showing what its author saw.
 *
 * Only the canonical query is stored (bounded by the request contract's limits and by
 * MAX_SAVED_QUERY_BYTES as JSON), and only with values the store knows: a filter value or pivot that
 * names nothing is refused with 400 naming it, so made-up values cannot fill the table. A client
 * address may add SAVED_QUERIES_PER_DAY new queries a UTC day (429 with Retry-After beyond), and a
 * query unused for a year expires (lib/userdata/saved-queries.ts). A stored query is checked against
 * the same bounded schema before it is run again, so a share link or an embed can never carry
 * unbounded text into the query code.
 */

export const SAVED_QUERY_KIND = 'landings';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 64 bits of SHA-256 in base 62: 11 characters; a collision needs billions of saved views. */
const ID_LENGTH = 11;
export const SAVED_QUERY_ID = /^[0-9A-Za-z]{6,16}$/;

/** The id of a normalised query: base-62 of the first 64 bits of SHA-256 of its canonical JSON. */
export function savedQueryId(query: LandingQuery): string {
  const digest = createHash('sha256')
    .update(`${SAVED_QUERY_KIND}:${canonicalJson(query)}`)
    .digest();
  let value = digest.readBigUInt64BE(0);
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) {
    id = BASE62[Number(value % 62n)] + id;
    value /= 62n;
  }
  return id;
}

/** The 400 for values the store does not know: each field with the values it names, quoted. */
function unknownValuesError(unknown: UnknownValues): LandingInputError {
  const quoted = (values: string[]) =>
    values
      .slice(0, 5)
      .map((value) => `«${value}»`)
      .join(', ') + (values.length > 5 ? ' …' : '');
  const hint = (field: string) =>
    field === 'XPivots'
      ? 'oppgi arter, artsgrupper eller redskap fra kodelistene'
      : (ID_FILTER_FIELDS as readonly string[]).includes(field)
        ? 'ingen landing i dataene har denne'
        : 'oppgi koder eller navn fra kodelistene';
  const fields = Object.fromEntries(
    Object.entries(unknown).map(([field, values]) => [
      field,
      `Finnes ikke i dataene: ${quoted(values)} (${hint(field)})`,
    ]),
  );
  return new LandingInputError('Spørringen har verdier som ikke finnes i dataene', fields);
}

export interface SaveOptions {
  db?: UserDb;
  /** The saving client's address (lib/api/client-address.ts): its new saves count against the daily limit. */
  clientAddress?: string;
}

/**
 * Saves a landing query; returns its id and the canonical query that was stored. Refused, with nothing
 * stored: a value the store does not know (400), a query larger than MAX_SAVED_QUERY_BYTES once
 * normalised (413), a new query beyond the client's daily limit (DailySaveLimitError, 429).
 */
export async function saveLandingQuery(
  input: LandingQueryInput,
  options: SaveOptions = {},
): Promise<{ id: string; query: LandingQuery }> {
  const [query, index] = await Promise.all([normaliseLandingQuery(input), loadCodeIndex()]);
  const id = savedQueryId(query);
  const perDay = savedQueriesPerDay();
  try {
    // The size first: a query too large to store is refused before its values are looked up.
    checkedJson(query);
    const unknown = await unknownValues(query, index);
    if (Object.keys(unknown).length > 0) throw unknownValuesError(unknown);
    const db = options.db ?? (await userDb());
    if (options.clientAddress !== undefined && perDay > 0) {
      await putSavedQueryWithinDailyLimit(db, id, SAVED_QUERY_KIND, query, {
        address: options.clientAddress,
        perDay,
      });
    } else {
      await putSavedQuery(db, id, SAVED_QUERY_KIND, query);
    }
  } catch (error) {
    if (error instanceof SavedQueryTooLargeError) {
      throw new ApiError(
        'payload_too_large',
        `Spørringen er for stor til å lagres (${error.bytes} byte; høyst ${MAX_SAVED_QUERY_BYTES}). Velg færre filterverdier eller pivotkolonner.`,
      );
    }
    throw error;
  }
  return { id, query };
}

export interface SavedLandingQuery extends LandingQueryResult {
  id: string;
}

/** The saved query with this id and its current rows; null when there is none. */
export async function loadSavedLandingQuery(
  id: string,
  options: { signal?: AbortSignal; db?: UserDbQueryable } = {},
): Promise<SavedLandingQuery | null> {
  if (!SAVED_QUERY_ID.test(id)) return null;
  const db = options.db ?? (await userDb());
  const saved = await getSavedQuery<unknown>(db, id);
  if (!saved || saved.kind !== SAVED_QUERY_KIND) return null;
  // Read means used: the query does not expire while its embeds and links are visited.
  await markSavedQueryUsed(db, id);
  // Rows stored before the limits existed (or edited by hand) may not fit them: such a query is not
  // run, as if it did not exist, rather than letting one link keep the query code busy.
  const stored = normalisedLandingQuerySchema.safeParse(saved.query);
  if (!stored.success) {
    console.warn(`saved query ${id} does not fit the query limits and is not run`);
    return null;
  }
  const result = await runLandingQuery(stored.data, { signal: options.signal });
  return { id, ...result };
}
