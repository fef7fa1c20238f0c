import styles from './color-legend.module.css';

export interface ColorLegendItem {
  key: string;
  name: string;
  color: string;
}

/**
 * The key to a figure's colours (the charts' series, the maps' markers): a swatch and a name each.
 * Squares for bars and lines, dots for the dots on a map.
 */
export function ColorLegend({
  items,
  label = 'Forklaring',
  swatch = 'square',
}: {
  items: readonly ColorLegendItem[];
  label?: string;
  swatch?: 'square' | 'dot';
}) {
  const swatchClass = swatch === 'dot' ? `${styles.swatch} ${styles.dot}` : styles.swatch;
  return (
    <ul className={styles.legend} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <span className={swatchClass} style={{ background: item.color }} aria-hidden="true" />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
