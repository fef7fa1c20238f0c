import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { describeDocuments, type LandingSummary } from './landing-document-lists';
import { SqlParams } from '../landing-query/filter-sql';

/**
 * The landing notes of some boats that arrived in the store after one version, up to another
 * (lib/store/ingest/read-models/note-arrivals.ts): what an alert mail tells a subscriber who follows those boats.
 */

export interface ArrivedNotes {
  /** The newest notes first, at most `limit` of them, each described as the lists describe it. */
  notes: LandingSummary[];
  /** Every note that arrived, listed or not. */
  total: number;
}

/** Boats asked about at once: a user follows at most 500 (lib/userdata/user-boats.ts). */
const MAX_BOATS = 1000;

export async function notesArrived(
  vesselIds: readonly string[],
  after: number,
  upTo: number,
  limit = 50,
): Promise<ArrivedNotes> {
  const boats = vesselIds.slice(0, MAX_BOATS);
  if (boats.length === 0 || upTo <= after) return { notes: [], total: 0 };
  const [table] = await queryStore<{ n: number }>(
    `select count(*)::integer as n from duckdb_tables() where table_name = 'note_arrivals'`,
  );
  // A store written before the alerts knows no arrivals: nothing is new in it.
  if (!table?.n) return { notes: [], total: 0 };
  const params = new SqlParams();
  const rows = await queryStore<{ doc_key: string; total: number }>(
    `select a.doc_key, count(*) over ()::integer as total
     from note_arrivals a join documents d using (doc_key)
     where a.version > ${params.add(after)} and a.version <= ${params.add(upTo)}
       and a.vessel_id in (${params.list(boats)})
     order by d.landing_date desc, a.doc_key desc limit ${params.add(Math.max(1, Math.floor(limit)))}`,
    params.values,
  );
  const notes = await describeDocuments(
    rows.map((row) => row.doc_key),
    { where: 'true', params: new SqlParams() },
    {},
  );
  return { notes, total: rows[0]?.total ?? 0 };
}
