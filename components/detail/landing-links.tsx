import Link from 'next/link';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { entityPath } from '@/lib/seo/site-url';
import styles from './detail.module.css';
import { boatDisplayName } from '@/lib/format';

/** Buyer and receiving station of a landing, each on a line of its own with its label, linked to its page. */
export function BuyerStation({
  buyerId,
  buyerName,
  stationId,
  stationName,
}: {
  buyerId: string | null;
  buyerName: string | null;
  stationId: string | null;
  stationName: string | null;
}) {
  if (!buyerId && !stationId) return <>–</>;
  return (
    <span className={styles.linkStack}>
      {buyerId ? (
        <span>
          <span className={styles.linkLabel}>Kjøper: </span>
          <Link href={entityPath.firm(buyerId)} prefetch={false}>
            {buyerName ?? `Kjøper ${buyerId}`}
          </Link>
        </span>
      ) : null}
      {stationId ? (
        <span>
          <span className={styles.linkLabel}>Mottak: </span>
          <Link href={entityPath.station(stationId)} prefetch={false}>
            {stationName ?? `Mottak ${stationId}`}
          </Link>
        </span>
      ) : null}
    </span>
  );
}

/** A municipality's name linked to its page (/kommune/{name}); a dash when there is none. */
export function MunicipalityLink({ name, code }: { name: string | null | undefined; code?: string | null }) {
  if (!name) return <>–</>;
  return (
    <Link href={entityPath.municipality(name, code ?? '')} prefetch={false}>
      {municipalityLabel(name)}
    </Link>
  );
}

export function municipalityLabel(name: string | null | undefined): string {
  return name ? formatMunicipalityName(name) : '–';
}

/** A boat's name linked to its page; a boat without an id is named only. */
export function BoatLink({ id, name }: { id: string | null; name: string | null }) {
  if (!id) return <>{name ?? '–'}</>;
  return (
    <Link href={entityPath.boat(id)} prefetch={false}>
      {boatDisplayName(name, id)}
    </Link>
  );
}
