'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useOptimistic, useRef, useTransition } from 'react';
import { ActiveFilters } from '@/components/filters/active-filters';
import type { FilterLabels } from '@/components/filters/filter-panel';
import { isApplicableChange, narrowList, readForm, writeForm } from '@/components/filters/form-sync';
import {
  FILTER_PARAMS,
  latestLandingsHref,
  parseLatestLandingsParams,
  type FilterParam,
  type LatestLandingsState,
} from '@/components/filters/url-state';

function formValues(state: LatestLandingsState): Record<string, string[]> {
  const values: Record<string, string[]> = {
    from: [state.from ?? ''],
    to: [state.to ?? ''],
    count: [String(state.count)],
  };
  for (const [param, field] of Object.entries(FILTER_PARAMS) as [FilterParam, keyof typeof state.filters][]) {
    values[param] = state.filters[field] ?? [];
  }
  return values;
}

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
  const formRef = useRef<HTMLDivElement>(null);

  const apply = (next: LatestLandingsState) => {
    startTransition(() => {
      setShown(next);
      router.replace(latestLandingsHref(next), { scroll: false });
    });
  };

  // The fields follow the state the page was rendered with (chips and the address bar change it too).
  useEffect(() => {
    const form = formRef.current?.querySelector('form');
    if (form) writeForm(form, formValues(shown));
  }, [shown]);

  const onFormChange = (event: React.ChangeEvent<HTMLDivElement>) => {
    const target = event.target as EventTarget;
    if (target instanceof HTMLInputElement && target.dataset.narrow !== undefined) {
      narrowList(target);
      return;
    }
    const form = (target as HTMLInputElement).form;
    if (!form || !isApplicableChange(target)) return;
    apply({ ...parseLatestLandingsParams(readForm(form)), page: 1 });
  };

  return (
    <>
      <div ref={formRef} onChange={onFormChange} onSubmit={(event) => event.preventDefault()}>
        {children}
      </div>
      <ActiveFilters
        labels={labels}
        filters={shown.filters}
        onChange={(filters) => apply({ ...shown, filters, page: 1 })}
      />
      <p className="results-status" role="status">
        {pending ? 'Oppdaterer …' : ''}
      </p>
    </>
  );
}
