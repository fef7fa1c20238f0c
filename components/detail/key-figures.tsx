import type { KeyFigures as Figures } from '@/lib/landings/key-figures';
import { PricePerKgFigure, ValueFigure } from '@/components/ui/value-figure';
import { formatDate, formatNumber, formatWeight } from '@/lib/format';
import styles from './key-figures.module.css';

/**
 * The figures an entity page opens with, right under its name: what was landed in the page's period,
 * its value with how much of it is known, the landing notes and the last of them. On a phone they are
 * the first screen; the register's facts follow them.
 */
export function KeyFigures({
  figures,
  period,
  landedLabel = 'Landet',
  pricePerKg,
}: {
  figures: Figures;
  /** A species' or a place's price per kg (of the weight whose value is known), shown as a fifth figure. */
  pricePerKg?: number | null;
  /** The period the figures cover, as the page names it ("2026", "1/1/2026–30/6/2026"). */
  period: string;
  /** What the weight is to this entity: landed (a boat, an owner) or received (a firm, a mottak). */
  landedLabel?: string;
}) {
  return (
    <section className={styles.keyFigures} aria-label={`Nøkkeltall ${period}`}>
      <dl>
        <div data-fact="total-vekt" className={styles.weight}>
          <dt>
            {landedLabel} {period}
          </dt>
          <dd>{formatWeight(figures.weight)}</dd>
        </div>
        <div data-fact="total-verdi">
          <dt>Verdi</dt>
          <dd>
            <ValueFigure total={figures} full />
          </dd>
        </div>
        <div data-fact="antall-landinger">
          <dt>Landinger</dt>
          <dd>{formatNumber(figures.landings)}</dd>
        </div>
        <div data-fact="siste-landing-i-perioden">
          <dt>Siste landing</dt>
          <dd>{figures.lastLanding ? formatDate(figures.lastLanding) : '–'}</dd>
        </div>
        {pricePerKg !== undefined ? (
          <div data-fact="kilopris">
            <dt>Pris per kg</dt>
            <dd>
              <PricePerKgFigure total={figures} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
