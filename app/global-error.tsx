'use client';

// Replaces the root layout when it fails itself, so it brings its own <html>.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="nb">
      <body>
        <main style={{ maxWidth: 640, margin: '4rem auto', fontFamily: 'system-ui, sans-serif' }}>
          <h1>Noe gikk galt</h1>
          <p>Fangstdata er utilgjengelig akkurat nå. Prøv igjen om litt.</p>
          <button type="button" onClick={() => reset()}>
            Prøv igjen
          </button>
        </main>
      </body>
    </html>
  );
}
