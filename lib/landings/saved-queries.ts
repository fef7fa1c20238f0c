import 'server-only';
import { createHash } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
import { getSavedQuery, putSavedQuery, userDb, type UserDbQueryable } from '@/lib/userdata';
import { MAX_SAVED_QUERY_BYTES, SavedQueryTooLargeError } from '@/lib/userdata/saved-queries';
import { canonicalJson, normaliseLandingQuery, runLandingQuery } from './landing-query';
import { normalisedLandingQuerySchema } from './landing-query-schema';
import type { LandingQuery, LandingQueryInput, LandingQueryResult } from './landing-query-types';

/**
 * Saved landing queries: any landing query (a view of the top-landings page) saved under a short,
 * stable id, for sharing and for embeds (`/topoffloads/embed/{id}`). The id is a hash of the
 * normalised query, so the same view always gets the same id and saving twice is harmless.
 * A query without dates is saved with the default period it had when saved (the most recent full
 * year then), so a shared view keeps showing what its author saw.
 *
 * Only the normalised query is stored (bounded by the request contract's limits and by
 * MAX_SAVED_QUERY_BYTES as JSON), and a stored query is checked against the same bounded schema before
 * it is run again, so a share link or an embed can never carry unbounded text into the query code.
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

/**
 * Saves a landing query; returns its id and the normalised query that was stored. A query larger than
 * MAX_SAVED_QUERY_BYTES once normalised is refused with 413 and nothing is stored.
 */
export async function saveLandingQuery(
  input: LandingQueryInput,
  db?: UserDbQueryable,
): Promise<{ id: string; query: LandingQuery }> {
  const query = await normaliseLandingQuery(input);
  const id = savedQueryId(query);
  try {
    await putSavedQuery(db ?? (await userDb()), id, SAVED_QUERY_KIND, query);
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
  const saved = await getSavedQuery<unknown>(options.db ?? (await userDb()), id);
  if (!saved || saved.kind !== SAVED_QUERY_KIND) return null;
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
