import type { UpdateStatus } from '@/lib/update/status';
import { footerFreshness } from './footer-freshness';

const status = (over: Partial<UpdateStatus> = {}): UpdateStatus => ({
  lastFetchedAt: '2026-11-23T23:30:00.000Z',
  sourceLastModified: '2026-11-22T03:10:00.000Z',
  lastRunAt: '2026-11-23T23:35:00.000Z',
  lastRunFailed: false,
  problems: [],
  ...over,
});

describe('footerFreshness', () => {
  it('says when the data was fetched and when the directorate changed it, as days in Norway', () => {
    // 23:30 UTC on 23 November is already the 24th in Oslo.
    expect(footerFreshness('2026-11-20T10:00:00Z', status())).toEqual({
      parts: ['Data hentet 24/11/2026', 'sist endret hos Fiskeridirektoratet 22/11/2026'],
      failed: false,
    });
  });

  it('flags a failed last update', () => {
    expect(footerFreshness(null, status({ lastRunFailed: true })).failed).toBe(true);
  });

  it('falls back to the last ingest where no update has run', () => {
    expect(footerFreshness('2026-11-20T10:00:00Z', null)).toEqual({
      parts: ['Data oppdatert 20/11/2026'],
      failed: false,
    });
    expect(footerFreshness(null, null)).toEqual({ parts: [], failed: false });
  });
});
