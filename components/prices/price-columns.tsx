import Link from 'next/link';
import { csvOnlyColumn, formatCount, keyFigure, numberColumn } from '@/components/ui/columns';
import { UnknownValue, ValueFootnote } from '@/components/ui/value-figure';
import { WITHHELD_VALUE_NOTE } from '@/lib/landings/value-coverage';
import type { DataColumn } from '@/components/ui/data-table';
import { formatShare } from '@/components/detail/species-table';
import { formatNumber, formatPrice, formatWeight } from '@/lib/format';
import type { BycatchByGear, BycatchSpecies } from '@/lib/landings/prices/bycatch';
import type { PricedPeriod, SpeciesYearPrice } from '@/lib/landings/prices/prices';

/** The price page's tables (/priser): a period's price, every species of a year, bycatch. */

/** "45,3 kr/kg"; a month whose lines all lack a price is withheld by the directorate, not free. */
export function priceText(row: Pick<PricedPeriod, 'pricePerKg' | 'lines'>): string {
  if (row.pricePerKg != null) return `${formatPrice(row.pricePerKg)}/kg`;
  return row.lines > 0 ? 'Holdt tilbake' : '–';
}

const priceColumn = <Row extends PricedPeriod>(): DataColumn<Row> => ({
  key: 'pris',
  header: 'Pris per kg',
  label: 'Pris (kr/kg)',
  align: 'end',
  phone: 'key',
  cell: (row) =>
    row.pricePerKg == null && row.lines > 0 ? (
      <span title={WITHHELD_VALUE_NOTE}>{priceText(row)}</span>
    ) : (
      priceText(row)
    ),
  csv: (row) => row.pricePerKg,
});

/** Withheld rows (no line priced) show a dash, not "0 t" and "0 kr" of prices that were never given. */
function ifPriced<Row extends PricedPeriod>(format: (value: number | null | undefined) => string) {
  return function pricedCell(row: Row, value: number) {
    if (row.pricedLines > 0) return format(value);
    return row.lines > 0 ? <UnknownValue /> : '–';
  };
}

const periodFigures = <Row extends PricedPeriod>(): DataColumn<Row>[] => [
  priceColumn<Row>(),
  {
    ...numberColumn<Row>('produktvekt', 'Produktvekt med pris', (row) => row.productWeight, formatWeight),
    cell: (row) => ifPriced<Row>(formatWeight)(row, row.productWeight),
  },
  {
    ...numberColumn<Row>('verdi', 'Verdi', (row) => row.value, formatPrice),
    cell: (row) => ifPriced<Row>(formatPrice)(row, row.value),
  },
  {
    ...numberColumn<Row>('linjer', 'Linjer med pris', (row) => row.pricedLines, formatCount),
    // What the price covers: "120 av 300" where some lines have no price yet.
    cell: (row) =>
      row.pricedLines < row.lines
        ? `${formatNumber(row.pricedLines)} av ${formatNumber(row.lines)}`
        : formatNumber(row.pricedLines),
  },
  csvOnlyColumn<Row>('alle-linjer', 'Linjer', (row) => row.lines),
];

/**
 * Under a price table: what "Holdt tilbake", "–" and "120 av 300" mean, when a row has lines without
 * a price.
 */
export function PriceNote({ rows }: { rows: readonly PricedPeriod[] }) {
  const withheld = rows.some((row) => row.pricedLines === 0 && row.lines > 0);
  const partly = rows.some((row) => row.pricedLines > 0 && row.pricedLines < row.lines);
  if (!withheld && !partly) return null;
  return (
    <ValueFootnote>
      {withheld ? '«Holdt tilbake» og «–»: ingen av linjene har pris ennå. ' : null}
      {partly ? '«120 av 300» linjer med pris: prisen er regnet av linjene som har pris. ' : null}
      {WITHHELD_VALUE_NOTE}
    </ValueFootnote>
  );
}

export function periodColumns(
  heading: string,
  label: (period: string) => string,
): DataColumn<PricedPeriod>[] {
  return [
    {
      key: 'periode',
      header: heading,
      rowHeader: true,
      cell: (row) => label(row.period),
      csv: (row) => row.period,
    },
    ...periodFigures<PricedPeriod>(),
  ];
}

/** A species of the year with its bycatch share as main species (absent: never the heaviest on a note). */
export type SpeciesYearRow = SpeciesYearPrice & { bycatchShare: number | null };

export function speciesYearColumns(hrefFor: (code: string) => string): DataColumn<SpeciesYearRow>[] {
  return [
    {
      key: 'art',
      header: 'Art',
      rowHeader: true,
      cell: (row) => <Link href={hrefFor(row.speciesCode)}>{row.species ?? row.speciesCode}</Link>,
      csv: (row) => row.species,
    },
    ...periodFigures<SpeciesYearRow>(),
    {
      key: 'innblanding',
      header: 'Innblanding',
      label: 'Innblanding (andel)',
      align: 'end',
      cell: (row) => (row.bycatchShare == null ? '–' : formatShare(row.bycatchShare, 1)),
      csv: (row) => row.bycatchShare,
    },
  ];
}

export const bycatchSpeciesColumns: DataColumn<BycatchSpecies>[] = [
  { key: 'art', header: 'Art', rowHeader: true, cell: (row) => row.name ?? row.code, csv: (row) => row.name },
  keyFigure(numberColumn('vekt', 'Rundvekt', (row) => row.weight, formatWeight)),
  numberColumn(
    'andel',
    'Andel av vekten',
    (row) => row.share,
    (share) => formatShare(share ?? 0, 1),
  ),
];

export const bycatchGearColumns: DataColumn<BycatchByGear>[] = [
  {
    key: 'redskap',
    header: 'Redskap',
    rowHeader: true,
    cell: (row) => row.gearGroup ?? 'Ukjent',
    csv: (row) => row.gearGroup,
  },
  numberColumn(
    'landinger',
    'Sluttsedler',
    (row) => row.landings,
    (n) => formatNumber(n ?? 0),
  ),
  keyFigure(numberColumn('vekt', 'Rundvekt', (row) => row.totalWeight, formatWeight)),
  numberColumn(
    'andel',
    'Innblanding',
    (row) => row.bycatchShare,
    (share) => formatShare(share ?? 0, 1),
  ),
];
