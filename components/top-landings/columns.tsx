import Link from 'next/link';
import { RowMark, type DataColumn } from '@/components/ui/data-table';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import type { ReactNode } from 'react';
import { formatDate, formatPeriod, formatWeight } from '@/lib/format';
import { apiRowValue } from '@/lib/landings/value-coverage';
import { PRICED_WEIGHT_LABEL } from '@/components/ui/value-columns';
import { ValueFigure, ValueNote, ValueRankingNote } from '@/components/ui/value-figure';
import { entityPath } from '@/lib/seo/entity-path';
import type {
  GroupingDate,
  LandingRow,
  RowKind,
  ValueRankingCoverage,
} from '@/lib/landings/landing-query/types';
import { measureKey, pivotKey } from '@/lib/url-state/top-landings';
import styles from './columns.module.css';

/**
 * The columns of a top-landings table (the page, the embed and the CSV), per row kind. Sortable are the
 * columns the landing query can order by: name, last landing, total weight, value and each pivot.
 */

interface KindText {
  title: string;
  row1: string;
  row2: string;
  /** Where a row's name links to, if anywhere. */
  /** The row's page, from its key and its name (species and municipalities are addressed by name). */
  href?: (id: string, title: string) => string;
}

export const KIND_TEXT: Record<RowKind, KindText> = {
  boat: { title: 'Båt', row1: 'Redskap', row2: 'Lengde', href: (id) => `/boats/${encodeURIComponent(id)}` },
  fisher: {
    title: 'Fiskeselskap',
    row1: 'Båter',
    row2: 'Landinger',
    href: (id) => `/owner/${encodeURIComponent(id)}`,
  },
  buyer: { title: 'Kjøper', row1: 'Mottak', row2: 'Båter', href: (id) => `/firm/${encodeURIComponent(id)}` },
  station: {
    title: 'Mottaksstasjon',
    row1: 'Kommune',
    row2: 'Kjøper',
    href: (id) => `/mottak/${encodeURIComponent(id)}`,
  },
  species: {
    title: 'Art',
    row1: 'Artsgruppe',
    row2: 'Båter',
    href: (id, title) => entityPath.species(title, id),
  },
  municipality: {
    title: 'Kommune',
    row1: 'Fylke',
    row2: 'Landinger',
    href: (id, title) => entityPath.municipality(title, id),
  },
};

export interface TopLandingColumnOptions {
  rows: RowKind;
  period: GroupingDate;
  pivots: readonly string[];
  /** Pivot reference → name (`fish:1022` → `Torsk`). */
  pivotLabels: Readonly<Record<string, string>>;
  /** `weight`, `value` or a pivot: highlighted and drawn as a bar. */
  measure: string;
  /** Rows before this page, for the rank. */
  offset: number;
  /** Links open in a new window (embeds). */
  linkTarget?: '_blank';
}

function pivotWeight(row: LandingRow, pivot: string): number {
  return row.PivotParameters.find((value) => value.ID === pivot)?.TotalWeight ?? 0;
}

/** The measure's value in a row. */
export function measureValue(row: LandingRow, measure: string): number | null {
  if (measure === 'weight') return row.TotalWeight;
  if (measure === 'value') return row.Price;
  return pivotWeight(row, measure);
}

/** A number with a bar showing its share of the largest on the page (decorative). */
function MeasureCell({ text, share }: { text: ReactNode; share: number }) {
  return (
    <span className={styles.measureCell}>
      <span className={styles.measureBar} aria-hidden="true">
        <span style={{ width: `${Math.max(0, Math.min(1, share)) * 100}%` }} />
      </span>
      <span>{text}</span>
    </span>
  );
}

export function topLandingColumns(
  options: TopLandingColumnOptions,
  rows: readonly LandingRow[],
): DataColumn<LandingRow>[] {
  const text = KIND_TEXT[options.rows];
  const largest = Math.max(0, ...rows.map((row) => measureValue(row, options.measure) ?? 0));
  const share = (value: number | null) => (largest > 0 && value != null ? value / largest : 0);
  const highlighted = measureKey(options.measure);
  const numberColumn = (
    key: string,
    header: string,
    label: string,
    value: (row: LandingRow) => number | null,
    format: (value: number | null, row: LandingRow) => ReactNode,
  ): DataColumn<LandingRow> => ({
    key,
    header,
    label,
    align: 'end',
    sortable: true,
    defaultDirection: 'desc',
    sortValue: value,
    className: key === highlighted ? `${styles.measure} is-measure` : undefined,
    phone: key === highlighted ? 'key' : undefined,
    cell: (row) =>
      key === highlighted ? (
        <MeasureCell text={format(value(row), row)} share={share(value(row))} />
      ) : (
        format(value(row), row)
      ),
  });

  const columns: DataColumn<LandingRow>[] = [
    {
      key: 'rank',
      header: 'Nr.',
      align: 'end',
      phone: 'lead',
      cell: (_row, index) => `${options.offset + index + 1}.`,
      csv: (_row, index) => options.offset + index + 1,
    },
    {
      key: 'name',
      header: text.title,
      label: 'Navn',
      rowHeader: true,
      sortable: true,
      defaultDirection: 'asc',
      sortValue: (row) => row.Title,
      cell: (row) => {
        const href = text.href?.(row.ID, row.Title);
        const mark = row.BoatRegistrationID ? displayRegistrationMark(row.BoatRegistrationID) : null;
        return (
          <>
            {href ? (
              <Link
                href={href}
                target={options.linkTarget}
                rel={options.linkTarget ? 'noopener' : undefined}
                prefetch={false}
              >
                {row.Title}
              </Link>
            ) : (
              row.Title
            )}
            {mark ? <RowMark>{mark}</RowMark> : null}
          </>
        );
      },
    },
    { key: 'id', header: 'ID', csvOnly: true, cell: (row) => row.ID, csv: (row) => row.ID },
    ...(options.rows === 'boat'
      ? [
          {
            key: 'registration',
            header: 'Registreringsmerke',
            csvOnly: true,
            cell: (row: LandingRow) => row.BoatRegistrationID ?? '',
            csv: (row: LandingRow) =>
              row.BoatRegistrationID ? displayRegistrationMark(row.BoatRegistrationID) : null,
          },
          {
            key: 'callsign',
            header: 'Radiokallesignal',
            csvOnly: true,
            cell: (row: LandingRow) => row.BoatRadioSignalID ?? '',
            csv: (row: LandingRow) => row.BoatRadioSignalID,
          },
        ]
      : []),
    { key: 'row1', header: text.row1, cell: (row) => row.Row1, csv: (row) => row.Row1 },
    { key: 'row2', header: text.row2, cell: (row) => row.Row2, csv: (row) => row.Row2 },
    ...(options.period !== 'none'
      ? [
          {
            key: 'period',
            header: 'Periode',
            cell: (row: LandingRow) => formatPeriod(row.Period, options.period),
            csv: (row: LandingRow) => row.Period,
          },
        ]
      : []),
    {
      key: 'date',
      header: 'Siste landing',
      sortable: true,
      defaultDirection: 'desc',
      sortValue: (row) => row.LastLandingDate,
      cell: (row) => formatDate(row.LastLandingDate),
    },
    numberColumn('weight', 'Total vekt', 'Total vekt (kg)', (row) => row.TotalWeight, formatWeight),
    // The value says how much of the row's weight it covers (lib/landings/value-coverage.ts).
    numberColumn(
      'value',
      'Verdi',
      'Verdi (kr)',
      (row) => row.Price,
      (_price, row) => <ValueFigure total={apiRowValue(row)} />,
    ),
    {
      key: 'value-weight',
      header: PRICED_WEIGHT_LABEL,
      csvOnly: true,
      cell: () => null,
      csv: (row: LandingRow) => row.PricedWeight,
    },
    ...options.pivots.map((pivot) => {
      const name = options.pivotLabels[pivot] ?? pivot;
      return numberColumn(
        pivotKey(pivot),
        name,
        `${name} (kg)`,
        (row) => pivotWeight(row, pivot),
        formatWeight,
      );
    }),
  ];
  return columns;
}

/** The label of a measure, for the sub-filter and captions. */
export function measureLabel(measure: string, pivotLabels: Readonly<Record<string, string>>): string {
  if (measure === 'weight') return 'Total vekt';
  // A ranking by value ranks by the value that is known (lib/landings/value-coverage.ts).
  if (measure === 'value') return 'Kjent verdi';
  return pivotLabels[measure] ?? measure;
}

/**
 * What an empty top list says: ranked by value with nothing of a known value in the period, why it
 * cannot rank; otherwise that nothing matches the filters.
 */
export function topListEmptyText(valueRanking?: ValueRankingCoverage): string {
  return valueRanking && valueRanking.periodWeight > 0
    ? 'Ingen av landingene i perioden har kjent verdi ennå (den publiseres 12 måneder etter landingen), så listen kan ikke rangeres etter verdi. Velg en tidligere periode, eller vis vekt.'
    : 'Ingen landinger med disse filtrene.';
}

/**
 * The note under a top list about its values: the ranking rule when it is sorted by value, otherwise
 * what "–" and partly known values mean (nothing when every value is known).
 */
export function TopListValueNote({
  rows,
  sortKey,
  valueRanking,
}: {
  rows: readonly LandingRow[];
  sortKey: string;
  valueRanking?: ValueRankingCoverage;
}) {
  const totals = rows.map(apiRowValue);
  if (sortKey === 'value' && rows.length > 0)
    return <ValueRankingNote totals={totals} coverage={valueRanking} />;
  return <ValueNote totals={totals} />;
}
