'use client';

import { useEffect, useId, useState } from 'react';
import { ACCENT_PALETTE, type EmbedTheme, parseAccent } from '@/lib/url-state/embed';
import {
  toLandingQueryInput,
  topLandingsHref,
  type TopLandingsState,
  toRequestBody,
} from '@/lib/url-state/top-landings';
import type { LandingQueryInput } from '@/lib/landings/landing-query/types';
import { embedSnippet, embedUrl } from './embed-code';
import { apiFetch } from '@/lib/browser/api-fetch';
import styles from './share.module.css';
import fieldStyles from '@/components/filters/filters.module.css';

/** POST /api/offloads/query/save: the id and embed path of the view. */
async function saveTopLandings(
  input: LandingQueryInput,
  signal?: AbortSignal,
): Promise<{ id: string; embedPath: string }> {
  const body = await apiFetch<{ id: string; embedPath: string }>('/api/offloads/query/save', {
    method: 'POST',
    json: toRequestBody(input),
    signal,
    failureMessage: 'Kunne ikke lagre visningen.',
  });
  return { id: body.id, embedPath: body.embedPath };
}

type Saved = { key: string; id: string } | { key: string; error: string };

function CopyField({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard access (insecure context, denied): the text is there to select by hand.
      setCopied(false);
    }
  }
  return (
    <div className={styles.copyField}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          className={fieldStyles.field}
          id={id}
          readOnly
          value={value}
          rows={5}
          onFocus={(event) => event.target.select()}
        />
      ) : (
        <input
          className={fieldStyles.field}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
      )}
      <button type="button" className="button button--small" onClick={copy}>
        Kopier
      </button>
      <span className={styles.copyStatus} role="status">
        {copied ? 'Kopiert' : ''}
      </span>
    </div>
  );
}

/**
 * The content of the "Del / bygg inn" panel, loaded when the panel is first opened: saves the current
 * view (POST /api/offloads/query/save) and shows a link to it and the iframe code of its embed,
 * themeable. Saving again after a change is harmless: the id is a hash of the query, so the same view
 * always gets the same id.
 */
export default function SharePanel({ state, open }: { state: TopLandingsState; open: boolean }) {
  const panelId = useId();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const [accent, setAccent] = useState('#087e8b');
  // Rendered only in the browser (loaded on demand), so the origin is known.
  const origin = window.location.origin;
  const key = topLandingsHref(state);
  // A string, so the effect runs when the view changes, not on every render.
  const input = JSON.stringify(toLandingQueryInput(state));

  useEffect(() => {
    if (!open || saved?.key === key) return;
    const controller = new AbortController();
    saveTopLandings(JSON.parse(input) as LandingQueryInput, controller.signal)
      .then((result) => setSaved({ key, id: result.id }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setSaved({ key, error: (error as Error).message });
      });
    return () => controller.abort();
  }, [open, key, saved?.key, input]);

  const current = saved?.key === key ? saved : null;
  return !current ? (
    <p role="status">Lagrer visningen …</p>
  ) : 'error' in current ? (
    <p role="alert">{current.error}</p>
  ) : (
    <>
      <CopyField label="Lenke til denne visningen" value={`${origin}${key}`} />
      <fieldset className={styles.theme}>
        <legend>Utseende på innbyggingen</legend>
        <label>
          <input
            type="radio"
            name={`${panelId}-tema`}
            value="light"
            checked={theme === 'light'}
            onChange={() => setTheme('light')}
          />{' '}
          Lyst
        </label>
        <label>
          <input
            type="radio"
            name={`${panelId}-tema`}
            value="dark"
            checked={theme === 'dark'}
            onChange={() => setTheme('dark')}
          />{' '}
          Mørkt
        </label>
        <label>
          Aksentfarge{' '}
          {/* The embed offers a fixed palette (one cached page per colour); a picked colour snaps to the
              nearest of it here, so the preview and the code show what the embed will look like. */}
          <input
            type="color"
            list={`${panelId}-farger`}
            value={accent}
            onChange={(event) => setAccent(`#${parseAccent(event.target.value) ?? ACCENT_PALETTE[0]}`)}
          />
          <datalist id={`${panelId}-farger`}>
            {ACCENT_PALETTE.map((colour) => (
              <option key={colour} value={`#${colour}`} />
            ))}
          </datalist>
        </label>
      </fieldset>
      <CopyField
        label="Kode for innbygging (lim inn på din side)"
        value={embedSnippet(origin, current.id, { theme, accent, measure: state.measure })}
        multiline
      />
      <p>
        <a
          href={embedUrl(origin, current.id, { theme, accent, measure: state.measure })}
          target="_blank"
          rel="noopener"
        >
          Forhåndsvis innbyggingen
        </a>{' '}
        <span className="muted">(id {current.id})</span>
      </p>
    </>
  );
}
