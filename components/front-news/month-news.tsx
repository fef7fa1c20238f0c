import Link from 'next/link';
import { FeedLink } from '@/components/detail/feed-link';
import { entityPath } from '@/lib/seo/entity-path';
import { boatDisplayName, formatDate, formatDateRange, formatMonth, formatWeight } from '@/lib/format';
import type { ComparedWeight, FrontNews } from '@/lib/landings/front/front-news';
import type { DayRange } from '@/lib/landings/front/front-news-periods';
import type { LandingFilters } from '@/lib/landings/landing-query/types';
import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import { SourceNote } from '@/components/detail/source-note';
import { formatWeightChange, topMovers } from './change';
import { ChangeBadge } from './change-badge';
import { explainHref } from './news-links';
import styles from './front-news.module.css';

/** How many species and gears are shown going up and going down. */
export const MOVERS = 3;

/** A landing note's page, where its lines are. */
const noteHref = (landing: LandingSummary) =>
  landing.BoatID
    ? `/boats/${encodeURIComponent(landing.BoatID)}/landing/${encodeURIComponent(landing.DocumentKey)}`
    : null;

function BiggestLandings({ landings }: { landings: LandingSummary[] }) {
  if (landings.length === 0) return <p className="muted">Ingen landinger i perioden.</p>;
  return (
    <ol className={styles.landings}>
      {landings.map((landing) => {
        const note = noteHref(landing);
        const species = landing.Species.slice(0, 2).map((entry) => entry.Title);
        const more = landing.Species.length > 2 ? ' m.fl.' : '';
        const receiver = landing.StationName ?? landing.BuyerName;
        return (
          <li key={landing.DocumentKey} className={styles.landing}>
            <span className={styles.landingHead}>
              {landing.BoatID ? (
                <Link href={`/boats/${encodeURIComponent(landing.BoatID)}`}>
                  {boatDisplayName(landing.BoatName, landing.BoatID)}
                </Link>
              ) : (
                (landing.BoatName ?? 'Ukjent båt')
              )}{' '}
              <strong className={styles.landingWeight}>
                {note ? (
                  <Link href={note} aria-label={`Sluttseddel: ${formatWeight(landing.TotalWeight)}`}>
                    {formatWeight(landing.TotalWeight)}
                  </Link>
                ) : (
                  formatWeight(landing.TotalWeight)
                )}
              </strong>
            </span>
            <span className={styles.landingDetails}>
              {formatDate(landing.LandingDate)} · {species.join(', ') || 'ukjent art'}
              {more}
              {receiver ? (
                <>
                  {' · '}
                  {landing.StationID && landing.StationName ? (
                    <Link href={`/mottak/${encodeURIComponent(landing.StationID)}`}>{receiver}</Link>
                  ) : (
                    receiver
                  )}
                </>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function MoverList({
  entries,
  range,
  filtersOf,
  hrefOf,
}: {
  entries: ComparedWeight[];
  range: DayRange;
  filtersOf: (code: string) => LandingFilters;
  hrefOf?: (entry: ComparedWeight) => string;
}) {
  if (entries.length === 0) return <p className="muted">Ingen.</p>;
  return (
    <ul className={styles.movers}>
      {entries.map((entry) => (
        <li key={entry.code}>
          <Link href={hrefOf ? hrefOf(entry) : explainHref(range, { filters: filtersOf(entry.code) })}>
            {entry.name}
          </Link>{' '}
          <span className={styles.moverFigures}>
            {formatWeightChange(entry.current, entry.previous)} (
            <ChangeBadge current={entry.current} previous={entry.previous} />)
          </span>
          <span className={styles.moverContext}>
            {formatWeight(entry.current)} mot {formatWeight(entry.previous)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Movers({
  id,
  title,
  entries,
  range,
  filtersOf,
  hrefOf,
}: {
  id: string;
  title: string;
  entries: ComparedWeight[];
  range: DayRange;
  filtersOf: (code: string) => LandingFilters;
  /** Where an entry leads, when it has a page of its own (a species); else the top list that explains it. */
  hrefOf?: (entry: ComparedWeight) => string;
}) {
  const { up, down } = topMovers(entries, MOVERS);
  return (
    <section aria-labelledby={id} className={styles.moverBlock}>
      <h3 id={id}>{title}</h3>
      <div className={styles.moverColumns}>
        <div>
          <h4>Mer enn i fjor</h4>
          <MoverList entries={up} range={range} filtersOf={filtersOf} hrefOf={hrefOf} />
        </div>
        <div>
          <h4>Mindre enn i fjor</h4>
          <MoverList entries={down} range={range} filtersOf={filtersOf} hrefOf={hrefOf} />
        </div>
      </div>
    </section>
  );
}

/**
 * The news of the month: its biggest landing notes, and the species and fisheries (gear groups) whose
 * landed weight moved most against the same days last year, each linked to the list that explains it.
 */
export function MonthNews({ news }: { news: FrontNews }) {
  const { month } = news.periods;
  const monthName = formatMonth(month.month);
  return (
    <section aria-labelledby="maanedens-nyheter" className={styles.month}>
      <h2 id="maanedens-nyheter">
        {month.complete
          ? `Nytt fra ${monthName}`
          : `${monthName[0].toUpperCase()}${monthName.slice(1)} så langt`}
      </h2>
      <p className={styles.period}>
        {formatDateRange(month.current.from, month.current.to)}, mot samme dager i fjor (
        {formatDateRange(month.previous.from, month.previous.to)})
      </p>
      <div className={styles.monthGrid}>
        <section aria-labelledby="storste-landinger">
          <h3 id="storste-landinger">Største landinger</h3>
          <BiggestLandings landings={news.month.biggest} />
          <FeedLink pagePath="/" />
        </section>
        <div>
          <Movers
            id="arter-endring"
            title="Arter som endret seg mest"
            entries={news.month.species}
            range={month.current}
            filtersOf={(code) => ({ Fish: [code] })}
            hrefOf={(entry) => entityPath.species(entry.name, entry.code)}
          />
          <Movers
            id="fiskerier-endring"
            title="Fiskerier (redskap) som endret seg mest"
            entries={news.month.gears}
            range={month.current}
            filtersOf={(code) => ({ FishingGear: [code] })}
          />
        </div>
      </div>
      <div className={styles.source}>
        <SourceNote />
      </div>
    </section>
  );
}
