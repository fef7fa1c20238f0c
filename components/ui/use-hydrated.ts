'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page's scripts run. A button
 * that only works with JavaScript is disabled until then, so a click that comes before the scripts is
 * refused visibly instead of being lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
