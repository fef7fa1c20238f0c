'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ActiveFilters as Chips } from './active-filters';

// Most views have no filter chosen, so the chips' code is loaded only when one is. On a page rendered
// with filters the server's HTML shows the chips at once; they become clickable when the code arrives.
const ActiveFilters = lazy(() =>
  import('./active-filters').then((module) => ({ default: module.ActiveFilters })),
);

/** The chosen-filter chips (see active-filters.tsx), with their code loaded only when there are any. */
export function ActiveFiltersOnDemand(props: ComponentProps<typeof Chips>) {
  if (!Object.values(props.filters).some((codes) => codes && codes.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <ActiveFilters {...props} />
    </Suspense>
  );
}
