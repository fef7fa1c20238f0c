import Link from 'next/link';
import { CodeText } from '@/components/ui/code-text';
import { entityPath } from '@/lib/seo/entity-path';
import { csvOnlyColumn, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { readableCodeLabel } from '@/lib/fiskeridir/code-labels';
import { formatNumber, formatPrice, formatWeight } from '@/lib/format';
import type { LandingLineDetail } from '@/lib/landings/notes/landing-document-lists';
import type { ValueTotal } from '@/lib/landings/value-coverage';
import { valueColumns } from '@/components/ui/value-columns';
import { UnknownValue } from '@/components/ui/value-figure';
import styles from './detail.module.css';

/**
 * The lines of one landing note (/boats/{id}/landing/{docKey}), for the page and its CSV. The pieces
 * column is shown only when a line has pieces (crab, fish sold by the piece); the CSV always has it.
 */
export function landingLineColumns(lines: readonly LandingLineDetail[]): DataColumn<LandingLineDetail>[] {
  const hasPieces = lines.some((line) => (line.Pieces ?? 0) > 0);
  const text = (key: string, header: string, value: (line: LandingLineDetail) => string | null) =>
    textColumn(key, header, value);
  // A label from the directorate's code lists, written for readers (`kar` → `Kar`, `Rsw` → RSW explained).
  const code = (key: string, header: string, value: (line: LandingLineDetail) => string | null) => ({
    ...textColumn(key, header, (line: LandingLineDetail) => {
      const label = value(line);
      return label ? readableCodeLabel(label) : null;
    }),
    cell: (line: LandingLineDetail) => <CodeText label={value(line)} />,
  });
  return [
    {
      ...numberColumn(
        'nr',
        'Linje',
        (line) => line.LineNumber,
        (n) => n,
      ),
      phone: 'hidden',
    },
    {
      ...text('art', 'Art', (line) => line.Species ?? line.SpeciesCode),
      rowHeader: true,
      // The species leads to its page.
      cell: (line: LandingLineDetail) =>
        line.SpeciesCode ? (
          <Link href={entityPath.species(line.Species, line.SpeciesCode)} prefetch={false}>
            {line.Species ?? line.SpeciesCode}
          </Link>
        ) : (
          (line.Species ?? '–')
        ),
    },
    csvOnlyColumn('artskode', 'Artskode', (line) => line.SpeciesCode),
    ...LINE_CODES.map(([key, header, value]) => ({ ...code(key, header, value), csvOnly: true })),
    {
      // On the page the five codes share one column, each with its label, so the line's weights and
      // value stay in view on a laptop; the CSV keeps a column for each.
      key: 'behandling',
      header: 'Tilstand og behandling',
      cell: (line: LandingLineDetail) => (
        <span className={styles.codeLines}>
          {LINE_CODES.map(([key, header, value]) =>
            value(line) ? (
              <span key={key}>
                <span className={styles.codeLabel}>{header}:</span> <CodeText label={value(line)} />
              </span>
            ) : null,
          )}
        </span>
      ),
    },
    code('omrade', 'Hovedområde', (line) => line.MainArea),
    {
      ...numberColumn(
        'stykk',
        'Stykk',
        (line) => line.Pieces,
        (n) => (n ? formatNumber(n) : '–'),
      ),
      csvOnly: !hasPieces,
    },
    numberColumn(
      'produktvekt',
      'Produktvekt',
      (line) => line.ProductWeight,
      formatWeight,
      'Produktvekt (kg)',
    ),
    keyFigure(
      numberColumn('rundvekt', 'Rundvekt', (line) => line.RoundWeight, formatWeight, 'Rundvekt (kg)'),
    ),
    {
      ...numberColumn('pris', 'Kr/kg', (line) => line.UnitPrice, formatPrice),
      cell: (line) => (line.UnitPrice == null ? <UnknownValue /> : formatPrice(line.UnitPrice)),
    },
    ...valueColumns('belop', 'Beløp', lineValue),
  ];
}

/** The codes that describe a line: its CSV column, header and value. */
const LINE_CODES: [key: string, header: string, value: (line: LandingLineDetail) => string | null][] = [
  ['tilstand', 'Tilstand', (line) => line.Condition],
  ['kvalitet', 'Kvalitet', (line) => line.Quality],
  ['anvendelse', 'Anvendelse', (line) => line.Application],
  ['landingsmaate', 'Landingsmåte / pakking', (line) => line.LandingMethod],
  ['konservering', 'Konservering', (line) => line.Preservation],
];

/** A line's value: known for all its weight or for none of it. */
export const lineValue = (line: LandingLineDetail): ValueTotal => ({
  value: line.Price,
  weight: line.RoundWeight,
  pricedWeight: line.Price != null ? line.RoundWeight : 0,
});
