import Link from 'next/link';
import styles from '@/components/detail/detail.module.css';
import type { Namesake } from '@/lib/landings/places/place-pages';

/** The other pages of the same name (a page's address is its name; the others have their code after it). */
export function Namesakes({ base, namesakes }: { base: string; namesakes: readonly Namesake[] }) {
  if (namesakes.length === 0) return null;
  return (
    <p className={styles.small}>
      Samme navn:{' '}
      {namesakes.map((other, i) => (
        <span key={other.slug}>
          {i > 0 ? ', ' : null}
          <Link href={`${base}/${other.slug}`}>
            {other.name} (kode {other.code})
          </Link>
        </span>
      ))}
    </p>
  );
}
