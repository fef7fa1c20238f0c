import type { SpeciesTotal } from '@/lib/landings/boat-page';
import { formatNumber, formatPrice, formatWeight } from '@/lib/format';
import { DataTable } from './data-table';
import styles from './detail.module.css';

/** Share of `part` in `whole` as a whole-number-ish percentage string (`12,5 %`). */
export function formatShare(part: number, whole: number): string {
  if (!(whole > 0)) return '–';
  const share = (part / whole) * 100;
  return `${formatNumber(share, share < 10 ? 1 : 0)} %`;
}

/** NOK per kg, or null when the species has no priced weight. */
export function pricePerKg(species: Pick<SpeciesTotal, 'value' | 'pricedWeight'>): number | null {
  return species.value != null && species.pricedWeight > 0 ? species.value / species.pricedWeight : null;
}

/** Species breakdown: weight, share of the total, value and price per kg. */
export function SpeciesTable({
  species,
  caption,
  countLabel = 'Landinger',
  name = 'arter',
}: {
  species: SpeciesTotal[];
  caption: string;
  /** Head of the count column; null leaves it out. */
  countLabel?: string | null;
  name?: string;
}) {
  const total = species.reduce((sum, s) => sum + s.weight, 0);
  const max = Math.max(0, ...species.map((s) => s.weight));
  const values = species.map((s) => s.value).filter((v): v is number => v != null);
  return (
    <DataTable
      name={name}
      caption={caption}
      rows={species}
      rowKey={(s) => s.code ?? 'ukjent'}
      empty="Ingen fangst i perioden."
      columns={[
        { key: 'art', header: 'Art', rowHeader: true, cell: (s) => s.name ?? s.code ?? 'Ukjent art' },
        { key: 'vekt', header: 'Rundvekt', numeric: true, cell: (s) => formatWeight(s.weight) },
        {
          key: 'andel',
          header: 'Andel',
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
        },
        { key: 'verdi', header: 'Verdi', numeric: true, cell: (s) => formatPrice(s.value) },
        {
          key: 'kilopris',
          header: 'Kr/kg',
          numeric: true,
          cell: (s) => {
            const price = pricePerKg(s);
            return price == null ? '–' : formatPrice(price);
          },
        },
        ...(countLabel
          ? [
              {
                key: 'antall',
                header: countLabel,
                numeric: true,
                cell: (s: SpeciesTotal) => formatNumber(s.landings),
              },
            ]
          : []),
      ]}
      footer={
        <tr>
          <th scope="row">Sum</th>
          <td className={styles.num}>{formatWeight(total)}</td>
          <td className={styles.nowrap}>100 %</td>
          <td className={styles.num}>
            {formatPrice(values.length > 0 ? values.reduce((a, b) => a + b, 0) : null)}
          </td>
          <td />
          {countLabel ? <td /> : null}
        </tr>
      }
    />
  );
}
