import Link from 'next/link';
import type { SpeciesTotal } from '@/lib/landings/boats/boat-catch-summary';
import { entityPath } from '@/lib/seo/site-url';
import { formatNumber, formatWeight } from '@/lib/format';
import { sumValueTotals } from '@/lib/landings/value-coverage';
import { csvOnlyColumn, formatCount, keyFigure, numberColumn } from '@/components/ui/columns';
import { pricePerKgColumn, valueColumns } from '@/components/ui/value-columns';
import { PricePerKgFigure, ValueFigure, ValueNote } from '@/components/ui/value-figure';
import { DataTable, FooterCell, type DataColumn } from '@/components/ui/data-table';
import { DetailSection } from './detail-section';
import styles from './detail.module.css';

/** Share of `part` in `whole` as a whole-number-ish percentage string (`12,5 %`). */
export function formatShare(part: number, whole: number): string {
  if (!(whole > 0)) return '–';
  const share = (part / whole) * 100;
  return `${formatNumber(share, share < 10 ? 1 : 0)} %`;
}

/**
 * The species breakdown's columns, for the page and its CSV: weight, share of the total, value, price
 * per kg and (unless `countLabel` is null) the number of landings.
 */
export function speciesColumns(
  species: readonly SpeciesTotal[],
  countLabel: string | null = 'Landinger',
): DataColumn<SpeciesTotal>[] {
  const total = species.reduce((sum, s) => sum + s.weight, 0);
  const max = Math.max(0, ...species.map((s) => s.weight));
  return [
    {
      key: 'art',
      header: 'Art',
      rowHeader: true,
      // Each species leads to its own page (/art/{name}).
      cell: (s) =>
        s.code ? (
          <Link href={entityPath.species(s.name, s.code)} prefetch={false}>
            {s.name ?? s.code}
          </Link>
        ) : (
          (s.name ?? 'Ukjent art')
        ),
      csv: (s) => s.name,
    },
    csvOnlyColumn('kode', 'Artskode', (s) => s.code),
    keyFigure(numberColumn('vekt', 'Rundvekt', (s) => s.weight, formatWeight, 'Rundvekt (kg)')),
    {
      key: 'andel',
      header: 'Andel',
      label: 'Andel (%)',
      cell: (s) => (
        <span className={styles.shareCell}>
          {formatShare(s.weight, total)}
          <span
            className={styles.shareBar}
            style={{ width: `${max > 0 ? Math.max(1, (s.weight / max) * 100) : 0}%` }}
            aria-hidden="true"
          />
        </span>
      ),
      csv: (s) => (total > 0 ? Math.round((s.weight / total) * 10_000) / 100 : null),
    },
    ...valueColumns<SpeciesTotal>('verdi', 'Verdi', (s) => s),
    pricePerKgColumn<SpeciesTotal>('kilopris', 'Kr/kg', (s) => s),
    ...(countLabel ? [numberColumn<SpeciesTotal>('antall', countLabel, (s) => s.landings, formatCount)] : []),
  ];
}

/** Species breakdown: weight, share of the total, value and price per kg, with a sum. */
export function SpeciesTable({
  species,
  caption,
  countLabel = 'Landinger',
  name = 'arter',
  csvHref,
}: {
  species: SpeciesTotal[];
  caption: string;
  /** Head of the count column; null leaves it out. */
  countLabel?: string | null;
  name?: string;
  csvHref?: string;
}) {
  // Species rows share landings (a landing has several species), so the sum counts weight, not landings.
  const sum = sumValueTotals(species, false);
  return (
    <>
      <DataTable
        id={`tabell-${name}`}
        name={name}
        caption={caption}
        rows={species}
        rowKey={(s) => s.code ?? 'ukjent'}
        empty="Ingen fangst i perioden."
        columns={speciesColumns(species, countLabel)}
        csvHref={csvHref}
        footer={
          <tr>
            <th scope="row">Sum</th>
            <FooterCell align="end" phone="key">
              {formatWeight(sum.weight)}
            </FooterCell>
            <FooterCell phone="hidden">100 %</FooterCell>
            <FooterCell align="end" label="Verdi">
              <ValueFigure total={sum} />
            </FooterCell>
            <FooterCell align="end" label="Kr/kg">
              <PricePerKgFigure total={sum} unit="" />
            </FooterCell>
            {countLabel ? <FooterCell /> : null}
          </tr>
        }
      />
      <ValueNote totals={species} />
    </>
  );
}

/** "Arter mottatt {year}" of a buying firm or a receiving station (`arter` in their CSV routes). */
export function ReceivedSpeciesSection({
  species,
  year,
  csvHref,
}: {
  species: SpeciesTotal[];
  year: number;
  csvHref: string;
}) {
  return (
    <DetailSection id="arter" title={`Arter mottatt ${year}`} source>
      <SpeciesTable
        species={species}
        caption={`Arter mottatt i ${year}`}
        countLabel={null}
        csvHref={csvHref}
      />
    </DetailSection>
  );
}
