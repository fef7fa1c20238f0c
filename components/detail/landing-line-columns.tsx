import { csvOnlyColumn, numberColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { formatNumber, formatPrice, formatWeight } from '@/lib/format';
import type { LandingLineDetail } from '@/lib/landings/landing-query-documents';
import type { ValueTotal } from '@/lib/landings/value-coverage';
import { valueColumns } from '@/components/ui/value-columns';
import { UnknownValue } from '@/components/ui/value-figure';

/**
 * The lines of one landing note (/boats/{id}/landing/{docKey}), for the page and its CSV. The pieces
 * column is shown only when a line has pieces (crab, fish sold by the piece); the CSV always has it.
 */
export function landingLineColumns(lines: readonly LandingLineDetail[]): DataColumn<LandingLineDetail>[] {
  const hasPieces = lines.some((line) => (line.Pieces ?? 0) > 0);
  const text = (key: string, header: string, value: (line: LandingLineDetail) => string | null) =>
    textColumn(key, header, value);
  return [
    numberColumn(
      'nr',
      'Linje',
      (line) => line.LineNumber,
      (n) => n,
    ),
    { ...text('art', 'Art', (line) => line.Species ?? line.SpeciesCode), rowHeader: true },
    csvOnlyColumn('artskode', 'Artskode', (line) => line.SpeciesCode),
    text('tilstand', 'Tilstand', (line) => line.Condition),
    text('kvalitet', 'Kvalitet', (line) => line.Quality),
    text('anvendelse', 'Anvendelse', (line) => line.Application),
    text('landingsmaate', 'Landingsmåte / pakking', (line) => line.LandingMethod),
    text('konservering', 'Konservering', (line) => line.Preservation),
    text('omrade', 'Hovedområde', (line) => line.MainArea),
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
    numberColumn('rundvekt', 'Rundvekt', (line) => line.RoundWeight, formatWeight, 'Rundvekt (kg)'),
    {
      ...numberColumn('pris', 'Kr/kg', (line) => line.UnitPrice, formatPrice),
      cell: (line) => (line.UnitPrice == null ? <UnknownValue /> : formatPrice(line.UnitPrice)),
    },
    ...valueColumns('belop', 'Beløp', lineValue),
  ];
}

/** A line's value: known for all its weight or for none of it. */
export const lineValue = (line: LandingLineDetail): ValueTotal => ({
  value: line.Price,
  weight: line.RoundWeight,
  pricedWeight: line.Price != null ? line.RoundWeight : 0,
});
