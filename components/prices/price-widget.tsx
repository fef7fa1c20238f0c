import Link from 'next/link';
import { formatMonth, formatPrice } from '@/lib/format';
import type { PriceWidget as PriceWidgetData } from '@/lib/landings/prices/price-sample';
import { withParams } from '@/lib/url-state/params';
import styles from './price-widget.module.css';

/**
 * The front page's prices: what fishers were paid per kg for the main species in the newest month with
 * prices. With no priced landing in the store it shows the spec's sample price and says it is one.
 */
export function PriceWidget({ data }: { data: PriceWidgetData }) {
  const title = data.month ? `Priser til fisker, ${formatMonth(data.month)}` : 'Priser til fisker';
  return (
    <section className={styles.widget} aria-labelledby="priser-tittel">
      <h2 id="priser-tittel">{title}</h2>
      <ul className={styles.prices}>
        {data.prices.map((price) => (
          <li key={price.speciesCode}>
            <Link href={withParams('/priser', { art: price.speciesCode })}>{price.species}</Link>
            <strong>{formatPrice(price.pricePerKg)}/kg</strong>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {data.isSample
          ? 'Eksempelpris: dataene har ingen priser ennå (Fiskeridirektoratet holder tilbake prisene for de siste 12 månedene), så her står spesifikasjonens eksempel. '
          : 'Snittpris per kg produktvekt for artene med størst verdi, den nyeste måneden med priser (Fiskeridirektoratet holder tilbake de siste 12 månedene). '}
        Kilde: Fiskeridirektoratet. <Link href="/priser">Alle priser</Link>
      </p>
    </section>
  );
}
