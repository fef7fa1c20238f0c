'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { ActiveFilters } from '@/components/filters/active-filters';
import type { FilterLabels } from '@/components/filters/filter-panel';
import { useFormSync } from '@/components/filters/use-form-sync';
import {
  filterFormValues,
  latestLandingsHref,
  parseLatestLandingsParams,
  type LatestLandingsState,
} from '@/lib/url-state';
import styles from '@/components/filters/filters.module.css';

/**
 * The interactive part of /offloads' filters: reads the server-rendered form (children) on every
 * change and replaces the URL through Next's router (no full reload; the server renders the new
 * table, and a newer change supersedes the older one). The chips follow at once (optimistic state).
 */
export function LatestLandingsFilters({
  state,
  labels,
  children,
}: {
  state: LatestLandingsState;
  labels: FilterLabels;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(state);

  const apply = (next: LatestLandingsState) => {
    startTransition(() => {
      setShown(next);
      router.replace(latestLandingsHref(next), { scroll: false });
    });
  };

  const { containerRef, onChange, onSubmit } = useFormSync<HTMLDivElement>({
    onApply: (params) => apply({ ...parseLatestLandingsParams(params), page: 1 }),
    fieldValues: {
      from: [shown.from ?? ''],
      to: [shown.to ?? ''],
      count: [String(shown.count)],
      ...filterFormValues(shown.filters),
    },
  });

  return (
    <>
      <div ref={containerRef} onChange={onChange} onSubmit={onSubmit}>
        {children}
      </div>
      <ActiveFilters
        labels={labels}
        filters={shown.filters}
        onChange={(filters) => apply({ ...shown, filters, page: 1 })}
      />
      <p className={styles.status} role="status">
        {pending ? 'Oppdaterer …' : ''}
      </p>
    </>
  );
}
