'use client';

import { useEffect } from 'react';

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
  return (
    <div className="page--message" role="alert">
      <h1>Noe gikk galt</h1>
      <p>Vi klarte ikke å vise denne siden akkurat nå. Prøv igjen om litt.</p>
      {error.digest ? <p className="muted">Feilkode: {error.digest}</p> : null}
      <button type="button" className="button" onClick={() => reset()}>
        Prøv igjen
      </button>
    </div>
  );
}
