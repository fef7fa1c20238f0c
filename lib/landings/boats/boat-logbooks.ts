import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import type { BoatLogbook } from '@/lib/logbook/trips';
import { hasLogbook } from './ers-messages';
import type { RecentSections } from '@/lib/logbook/recent-logbook';
import type { BoatOnBoardChanges } from '@/lib/logbook/on-board-types';

/**
 * The boat page's logbook sections, derived at ingest (lib/store/ingest/read-models/boat-logbooks.ts): one point
 * read of the boat's row serves both its trips and its catch on board over time.
 */
function recentSectionsOf(vesselId: string): Promise<RecentSections> {
  return cachedQuery('boat-logbooks', { vesselId }, async (signal) => {
    const [row] = await queryStore<{ logbook: string | null; stock: string | null }>(
      'select logbook, stock from boat_logbooks where vessel_id = $id',
      { id: vesselId },
      signal,
    );
    return {
      logbook: row?.logbook ? (JSON.parse(row.logbook) as BoatLogbook) : null,
      stock: row?.stock ? (JSON.parse(row.stock) as BoatOnBoardChanges) : null,
    };
  });
}

/** Null when the store holds no logbook message of the boat (boats under 15 m keep none). */
export async function boatLogbook(boatId: string): Promise<BoatLogbook | null> {
  if (!(await hasLogbook(boatId))) return null;
  return (await recentSectionsOf(boatId)).logbook;
}

/** The catch on board over the ON_BOARD_CHANGE_DAYS up to the boat's newest logbook day. */
export async function recentOnBoardChanges(boatId: string): Promise<BoatOnBoardChanges | null> {
  return (await recentSectionsOf(boatId)).stock;
}
