'use client';

import { useEffect } from 'react';

export default function EmbedError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div id="fangstdata-embed" className="embed-view embed-view--light" role="alert">
      <h1 className="embed-title">Kunne ikke vise topplisten</h1>
      <p>Prøv igjen om litt.</p>
      <p className="embed-credit">Kilde: Fiskeridirektoratet</p>
    </div>
  );
}
