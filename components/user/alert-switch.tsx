'use client';

import { useState } from 'react';
import useSWR from 'swr';
import type { AlertSettingsJson } from '@/lib/api/contract/user';
import { ApiCallError, apiFetch } from '@/lib/browser/api-fetch';
import styles from './user.module.css';

const ALERTS_PATH = '/api/user/alerts';

/**
 * «Varsel på e-post» on the profile: on sends a confirmation mail (the alerts start when its link is
 * opened), off stops them. Where the server cannot send mail, the switch is not offered and the profile
 * says why.
 */
export function AlertSwitch({ uid }: { uid: string }) {
  const { data, error, mutate } = useSWR([ALERTS_PATH, uid] as const, ([path]) =>
    apiFetch<AlertSettingsJson>(path, { auth: true, failureMessage: 'Kunne ikke hente varslene dine.' }),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!data) {
    return error ? (
      <p role="alert">{error instanceof ApiCallError ? error.message : 'Kunne ikke hente varslene dine.'}</p>
    ) : (
      <p className="muted" aria-busy="true">
        Henter varslene dine …
      </p>
    );
  }
  if (!data.available) {
    return (
      <p className="muted" data-alerts="unavailable">
        Varsler på e-post tilbys ikke her: serveren er ikke satt opp til å sende e-post.
      </p>
    );
  }

  const wanted = data.email || data.pending;
  const change = async (email: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await mutate(
        await apiFetch<AlertSettingsJson>(ALERTS_PATH, {
          method: 'PUT',
          json: { email },
          auth: true,
          failureMessage: 'Kunne ikke endre varslene. Prøv igjen.',
        }),
        { revalidate: false },
      );
    } catch (caught) {
      setFailure(caught instanceof ApiCallError ? caught.message : 'Kunne ikke endre varslene. Prøv igjen.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.alerts} data-alerts={data.email ? 'on' : data.pending ? 'pending' : 'off'}>
      <label className={styles.alertToggle}>
        <input
          type="checkbox"
          role="switch"
          checked={wanted}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>E-post når båtene mine lander</span>
      </label>
      <p className={styles.alertState} aria-live="polite">
        {data.email
          ? `På: en e-post til ${data.address} når en båt du følger har landet.`
          : data.pending
            ? `Vi har sendt en lenke til ${data.address}. Åpne den for å slå på varslene.`
            : `Av. Slår du dem på, får ${data.address ?? 'e-postadressen din'} en lenke som bekrefter det.`}
      </p>
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}
