'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { InteractiveMapFrame } from './map-types';
import styles from './interactive-map.module.css';

interface Props {
  /** The view and kind; the points and lines are read from the drawing (drawn-map-data.ts). */
  frame: InteractiveMapFrame;
  /** How to use the map, shown under it once it is interactive. */
  hint: string;
  /**
   * The server's SVG drawing (inline, or an image of it): the picture until Leaflet has loaded, and for
   * visitors without JavaScript.
   */
  children: ReactNode;
}

type State = 'drawing' | 'ready' | 'failed';

const CANCELLED = Symbol('cancelled');

/** What counts as the visitor being there: any of these, anywhere on the page. */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
let interacted: Promise<void> | null = null;

/**
 * Resolves on the visitor's first pointer movement, touch, key, wheel or scroll on the page (and at once
 * from then on, also after client-side navigation). The interactive map waits for it: until someone
 * is there to pan or zoom, the server's drawing shows the same, and Leaflet (~46 KB) and a marker per
 * point are not built while the page loads (on /kart that was most of the load's blocking time).
 */
function afterFirstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, { capture: true });
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}

/**
 * Progressive enhancement of a server-drawn map: Leaflet is loaded (its own chunk, on pages with a map
 * only) when the map comes near the viewport once the visitor has interacted with the page, and takes
 * the drawing's place in the same box, so nothing moves. Until then, and if loading fails, the SVG stays.
 */
export function InteractiveMap({ frame, hint, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('drawing');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      afterFirstInteraction()
        .then(() => (cancelled ? Promise.reject(CANCELLED) : import('./leaflet-map')))
        .then(async ({ mountLeafletMap }) => {
          if (cancelled || !host.current) return;
          // Leaflet's own element, made here and never rendered by React: a re-render would set its
          // className and drop Leaflet's container classes with the CSS that hangs on them.
          const mountPoint = document.createElement('div');
          mountPoint.className = styles.leaflet;
          host.current.append(mountPoint);
          const remove = await mountLeafletMap(mountPoint, frame, element, (href) =>
            window.location.assign(href),
          );
          destroy = () => {
            remove();
            mountPoint.remove();
          };
          if (cancelled) return destroy();
          setState('ready');
        })
        .catch((error: unknown) => {
          if (error === CANCELLED) return;
          console.error('Kartet kunne ikke lastes', error);
          if (!cancelled) setState('failed');
        });
    };
    // Browsers without IntersectionObserver get the map at once.
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
        destroy?.();
      };
    }
    // Below the fold, wait until the reader scrolls near the map: the library is ~40 KB.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      destroy?.();
    };
  }, [frame]);

  // The box has its height from CSS before anything paints, and the hint's line is there (hidden) from
  // the start: the live map replaces the drawing without moving the page.
  return (
    <>
      <div ref={box} className={styles.box} data-map-state={state}>
        <div className={styles.drawing} aria-hidden={state === 'ready'}>
          {children}
        </div>
        {/* Laid out (but invisible) before it is ready: Leaflet measures the box when it mounts. */}
        <div ref={host} className={styles.host} />
      </div>
      <p className={styles.hint} aria-hidden={state !== 'ready'}>
        {hint}
      </p>
    </>
  );
}
