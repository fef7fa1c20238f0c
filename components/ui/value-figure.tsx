import type { ReactNode } from 'react';
import { formatNumber, formatPrice } from '@/lib/format';
import {
  formatValueShare,
  sumValueTotals,
  VALUE_RANKING_MIN_SHARE,
  valueCoverage,
  valueShare,
  valueCoverageShort,
  valueCoverageText,
  valuePerKg,
  WITHHELD_VALUE_NOTE,
  type ValueTotal,
} from '@/lib/landings/value-coverage';
import styles from './value-figure.module.css';

/**
 * Values as the pages show them, under the rule of lib/landings/value-coverage.ts: an amount whose
 * value is known only in part says how much (short in a table cell, the whole sentence in a fact list),
 * a missing value is a "–" that says why, and `ValueNote` under a table explains both.
 */

/** The "–" of a value the directorate has not published yet, with the reason as its title. */
export function UnknownValue() {
  return (
    <span className={styles.unknown} title={WITHHELD_VALUE_NOTE} data-value-unknown="">
      –
    </span>
  );
}

/**
 * A value total: "63.731.821 kr", under it how much it covers when that is not all ("for 48 % av
 * vekten" in a table; `full`: "verdi kjent for 19 av 37 landinger, 48 % av vekten").
 */
export function ValueFigure({ total, full = false }: { total: ValueTotal; full?: boolean }) {
  if (valueCoverage(total) === 'empty') return <>–</>;
  if (total.value == null) {
    return full ? (
      <>
        <UnknownValue /> <CoverageNote>{WITHHELD_VALUE_NOTE}</CoverageNote>
      </>
    ) : (
      <UnknownValue />
    );
  }
  const text = valueCoverageText(total);
  if (!text) return <>{formatPrice(total.value)}</>;
  return (
    <>
      {formatPrice(total.value)}{' '}
      <small className={styles.coverage} title={full ? undefined : text} data-value-coverage={text}>
        {full ? text : valueCoverageShort(total)}
      </small>
    </>
  );
}

/** A small muted line under a figure, e.g. what an average of partly known values is taken over. */
export function CoverageNote({ children }: { children: ReactNode }) {
  return <small className={styles.coverage}>{children}</small>;
}

/**
 * An average of values (per landing, per kg): `figure`, and when only some of the landings have a
 * value, which ones it is taken over ("av de 19 landingene med kjent verdi").
 */
export function AverageOfKnown({ total, figure }: { total: ValueTotal; figure: ReactNode }) {
  const coverage = valueCoverage(total);
  if (coverage === 'empty') return <>–</>;
  if (coverage === 'none') return <UnknownValue />;
  if (coverage === 'complete') return <>{figure}</>;
  const over =
    total.pricedLandings != null
      ? `av ${total.pricedLandings === 1 ? 'den ene landingen' : `de ${formatNumber(total.pricedLandings)} landingene`} med kjent verdi`
      : 'av vekten med kjent verdi';
  return (
    <>
      {figure} <CoverageNote>{over}</CoverageNote>
    </>
  );
}

/** Kr per kg over the weight whose value is known: "3,2 kr/kg", or the "–" of an unknown value. */
export function PricePerKgFigure({ total, unit = '/kg' }: { total: ValueTotal; unit?: string }) {
  const price = valuePerKg(total);
  if (price != null) return <>{`${formatPrice(price)}${unit}`}</>;
  return valueCoverage(total) === 'empty' ? <>–</> : <UnknownValue />;
}

/**
 * The footnote of a table or list with values: what "–" and "for 48 % av vekten" mean, shown only when
 * one of `totals` lacks some or all of its value.
 */
export function ValueNote({ totals, children }: { totals: readonly ValueTotal[]; children?: ReactNode }) {
  const coverages = new Set(totals.map(valueCoverage));
  if (!coverages.has('none') && !coverages.has('partial')) return null;
  return (
    <ValueFootnote>
      {children}
      {children ? ' ' : null}
      {coverages.has('none') ? '«–» for verdi: verdien er ikke publisert ennå. ' : null}
      {coverages.has('partial')
        ? '«for N % av vekten»: verdien er kjent bare for den delen av vekten, og kr/kg er regnet av den. '
        : null}
      {WITHHELD_VALUE_NOTE}
    </ValueFootnote>
  );
}

/** The look of a footnote about values under a table (`data-value-note` for tests). */
export function ValueFootnote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note} data-value-note="">
      {children}
    </p>
  );
}

/**
 * Under a list ranked by value: what the ranking rests on and how much of the list's weight has a known
 * value (the ranking rule of lib/landings/value-coverage.ts), then what "–" and the shares mean.
 */
export function ValueRankingNote({
  totals,
  coverage,
}: {
  totals: readonly ValueTotal[];
  /** What the whole ranking covers: the weight of every row of the period, and of the ranked rows. */
  coverage?: { periodWeight: number; rankedWeight: number };
}) {
  const all = sumValueTotals(totals, false);
  const known =
    valueCoverage(all) === 'complete'
      ? 'Verdien er kjent for hele vekten i radene over.'
      : `Verdien er kjent for ${formatValueShare(valueShare(all))} av vekten i radene over.`;
  const ranked =
    coverage && coverage.periodWeight > 0
      ? coverage.rankedWeight >= coverage.periodWeight
        ? 'Alle radene i perioden har kjent verdi.'
        : `Bare rader med kjent verdi er med: de har ${formatValueShare(coverage.rankedWeight / coverage.periodWeight)} av vekten i perioden.`
      : null;
  return (
    <p className={styles.note} data-value-ranking="">
      Rangert etter kjent verdi (beløp til fisker). {ranked ? `${ranked} ` : null}
      {known} Rader der verdien er kjent for under {formatNumber(VALUE_RANKING_MIN_SHARE * 100)} % av vekten
      står etter de andre. {WITHHELD_VALUE_NOTE}
    </p>
  );
}
