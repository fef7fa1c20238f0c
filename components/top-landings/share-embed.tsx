'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { TopLandingsState } from '@/lib/url-state/top-landings';
import styles from './share.module.css';

// The panel (saving, iframe code, theme choice) is loaded when first opened: most visitors never do.
// React.lazy rather than next/dynamic, whose loader costs more than the panel saves.
const SharePanel = lazy(() => import('./share-panel'));

/** "Del / bygg inn": a button that opens the share panel for the current view. */
export function ShareEmbed({ state }: { state: TopLandingsState }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className={styles.share}>
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
      >
        Del / bygg inn
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Del eller bygg inn">
        {opened ? (
          <Suspense fallback={<p role="status">Laster …</p>}>
            <SharePanel state={state} open={open} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
