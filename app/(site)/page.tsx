import type { Metadata } from 'next';
import Link from 'next/link';
import { frontPageData } from '@/lib/page-data/front-page';
import {
  FRONT_PERIOD_LABELS,
  FRONT_PRESERVATION_LABELS,
  frontPageHref,
  parseFrontPageParams,
  type SearchParams,
} from '@/lib/url-state';
import { FrontNewsSections } from '@/components/front-news/front-news';
import { GearTopList } from '@/components/top-landings/gear-top-list';
import { PriceWidget } from '@/components/prices/price-widget';
import { formatDate, formatMonth } from '@/lib/format';
import styles from '@/components/top-landings/front-page.module.css';
import chipStyles from '@/components/filters/filters.module.css';
import { reads } from '@/lib/store-reads/reads';
import { ATOM_TYPE, feedPathOf } from '@/lib/feeds/feed-path';

function Toggle<T extends string>({
  label,
  options,
  current,
  href,
}: {
  label: string;
  options: Record<T, string>;
  current: T;
  href: (value: T) => string;
}) {
  return (
    <nav className={styles.toggle} aria-label={label}>
      <span className={styles.toggleLabel} aria-hidden="true">
        {label}:
      </span>
      <ul>
        {(Object.keys(options) as T[]).map((value) => (
          <li key={value}>
            <Link
              href={href(value)}
              className={chipStyles.chip}
              aria-current={value === current ? 'page' : undefined}
              scroll={false}
              prefetch={false}
            >
              {options[value]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The front page: top-10 boats per gear for the current month (or year), fresh, frozen or all catches.
 * The toggles are links (`/?period=year&preservation=fresh`), so the page works without JavaScript.
 */
/** The front page's address is its state: each list choice has its own canonical URL. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const { period, preservation } = parseFrontPageParams(await searchParams);
  return {
    alternates: {
      canonical: frontPageHref(period, preservation),
      types: { [ATOM_TYPE]: [{ url: feedPathOf('/'), title: 'Månedens største landinger' }] },
    },
  };
}

export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { period, preservation } = parseFrontPageParams(await searchParams);
  const [{ range, lists, lastUpdated }, prices, news] = await Promise.all([
    frontPageData(period, preservation),
    reads.priceWidget(),
    reads.frontNews(),
  ]);
  const periodText = period === 'month' ? formatMonth(range.from) : range.from.slice(0, 4);
  const wantedText = period === 'month' ? formatMonth(range.wanted) : range.wanted;

  return (
    <>
      <h1>Landinger fra norske fiskebåter</h1>
      <p className="lead">
        Søk etter båter og fiskeselskap, og se hva som er landet, hvor og når. Tallene kommer fra sluttsedlene
        som Fiskeridirektoratet publiserer.
      </p>

      {news ? <FrontNewsSections news={news} /> : null}

      <section aria-labelledby="toppliste-tittel">
        <div className={styles.header}>
          <h2 id="toppliste-tittel">
            Topp 10 per redskap, {periodText}
            {preservation !== 'all' ? ` (${FRONT_PRESERVATION_LABELS[preservation].toLowerCase()})` : ''}
          </h2>
          <p className={`muted ${styles.updated}`}>
            {lastUpdated ? `Oppdatert ${formatDate(lastUpdated)}` : 'Ingen data lastet ennå'}
          </p>
        </div>
        {range.fallback ? (
          <p className="notice" role="note">
            Ingen landinger er registrert for {wantedText} ennå. Viser {periodText}, den nyeste{' '}
            {period === 'month' ? 'måneden' : 'året'} med data.
          </p>
        ) : null}
        <div className={styles.toggles}>
          <Toggle
            label="Periode"
            options={FRONT_PERIOD_LABELS}
            current={period}
            href={(value) => frontPageHref(value, preservation)}
          />
          <Toggle
            label="Konservering"
            options={FRONT_PRESERVATION_LABELS}
            current={preservation}
            href={(value) => frontPageHref(period, value)}
          />
        </div>
        <div className={styles.gearLists}>
          {lists.map((list) => (
            <GearTopList key={list.list.key} data={list} periodText={periodText} />
          ))}
        </div>
      </section>

      <PriceWidget data={prices} />

      <ul className={styles.shortcuts}>
        <li>
          <Link href="/topoffloads">Topp landing</Link> – hvem landet mest, per redskap, art og område
        </li>
        <li>
          <Link href="/offloads">Siste landing</Link> – de nyeste sluttsedlene
        </li>
        <li>
          <Link href="/boats">Alle båter</Link> og <Link href="/firm">alle selskap</Link>
        </li>
        <li>
          <Link href="/kart">Kart</Link> – hvor båtene er nå
        </li>
        <li>
          <Link href="/priser">Priser</Link> – hva fiskerne fikk betalt per kg
        </li>
        <li>
          <Link href="/kvoter">Kvoter</Link> – hvem holder kvotene, og hvor mye er fisket
        </li>
      </ul>
    </>
  );
}
