import { formatDate } from '@/lib/format';
import type { UpdateStatus } from '@/lib/update/status';

/**
 * The footer's word on freshness, in Norwegian: when the data was last fetched from the directorate,
 * when the directorate last changed it, and whether the last update failed (the reason is for the
 * operator, in /api/health, not for readers). Without a scheduled update, the time of the last ingest.
 */
export function footerFreshness(
  lastUpdated: string | null,
  update: UpdateStatus | null,
): { parts: string[]; failed: boolean } {
  const parts: string[] = [];
  if (update?.lastFetchedAt) {
    parts.push(`Data hentet ${formatDate(update.lastFetchedAt)}`);
    if (update.sourceLastModified) {
      parts.push(`sist endret hos Fiskeridirektoratet ${formatDate(update.sourceLastModified)}`);
    }
  } else if (lastUpdated) {
    parts.push(`Data oppdatert ${formatDate(lastUpdated)}`);
  }
  return { parts, failed: update?.lastRunFailed ?? false };
}
