'use client';

import { useEffect } from 'react';
import { EMBED_HEIGHT_MESSAGE, type EmbedHeightMessage } from './embed-code';

/** The height of the embed's content in CSS pixels (the element when given, else the document). */
export function contentHeight(element: HTMLElement | null): number {
  if (element) {
    const style = window.getComputedStyle(element);
    const margins = (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
    return Math.ceil(element.getBoundingClientRect().height + margins);
  }
  return Math.ceil(document.documentElement.scrollHeight);
}

/**
 * Tells the page that frames the embed how tall it is, so the iframe can fit it:
 * `window.parent.postMessage({ type: 'fangstdata:height', height }, '*')` on load, on resize and when
 * the content changes size. The height is public and harmless, hence the `*` target. Measures the
 * element `targetId` (not the document, which is at least as tall as the iframe and so never shrinks).
 */
export function EmbedHeightReporter({ targetId }: { targetId?: string }) {
  useEffect(() => {
    const target = targetId ? document.getElementById(targetId) : null;
    let last = -1;
    const post = () => {
      const height = contentHeight(target);
      if (height === last) return;
      last = height;
      const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, height };
      window.parent.postMessage(message, '*');
    };
    post();
    window.addEventListener('load', post);
    window.addEventListener('resize', post);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => post()) : null;
    observer?.observe(target ?? document.body);
    return () => {
      window.removeEventListener('load', post);
      window.removeEventListener('resize', post);
      observer?.disconnect();
    };
  }, [targetId]);
  return null;
}
