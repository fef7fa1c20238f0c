'use client';

import { useEffect } from 'react';
import { pageErrorMessage } from '@/lib/api/page-error-messages';

export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  // A busy or empty landing store arrives with a fixed digest (lib/api/page-errors.ts): say what it is.
  const known = pageErrorMessage(error.digest);
  return (
    <div className="page--message" role="alert">
      <h1>{known?.title ?? 'Noe gikk galt'}</h1>
      <p>{known?.text ?? 'Vi klarte ikke å vise denne siden akkurat nå. Prøv igjen om litt.'}</p>
      {error.digest && !known ? <p className="muted">Feilkode: {error.digest}</p> : null}
      <button type="button" className="button" onClick={() => reset()}>
        Prøv igjen
      </button>
    </div>
  );
}
