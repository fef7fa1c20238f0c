'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { ActiveFiltersOnDemand } from '@/components/filters/active-filters-on-demand';
import type { FilterLabels } from '@/components/filters/filter-panel';
import { useFormSync } from '@/components/filters/use-form-sync';
import { filterFormValues } from '@/lib/url-state/filters';
import { latestLandingsHref, type LatestLandingsState } from '@/lib/url-state/latest-landings';
import { loadLatestLandingsSchema } from '@/components/filters/url-parsers';
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
    onApply: (params) =>
      void loadLatestLandingsSchema().then(({ parseLatestLandingsParams }) =>
        apply({ ...parseLatestLandingsParams(params), page: 1 }),
      ),
    fieldValues: {
      from: [shown.from ?? ''],
      to: [shown.to ?? ''],
      count: [String(shown.count)],
      ...filterFormValues(shown.filters),
    },
  });

  return (
    <>
      <div
        ref={containerRef}
        onChange={onChange}
        onSubmit={onSubmit}
        // A reader about to change a filter: fetch the URL parser now, not when the change is applied.
        onFocus={() => void loadLatestLandingsSchema()}
        onPointerDown={() => void loadLatestLandingsSchema()}
      >
        {children}
      </div>
      <ActiveFiltersOnDemand
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
