import Link from 'next/link';

export default function HomePage() {
  return (
    <>
      <h1>Landinger fra norske fiskebåter</h1>
      <p className="lead">
        Søk etter båter og fiskeselskap, og se hva som er landet, hvor og når. Tallene kommer fra sluttsedlene
        som Fiskeridirektoratet publiserer.
      </p>
      <ul className="shortcut-list">
        <li>
          <Link href="/topoffloads">Topp landing</Link> – hvem landet mest, per redskap, art og område
        </li>
        <li>
          <Link href="/offloads">Siste landing</Link> – de nyeste sluttsedlene
        </li>
        <li>
          <Link href="/boats">Alle båter</Link> og <Link href="/firm">alle selskap</Link>
        </li>
      </ul>
    </>
  );
}
