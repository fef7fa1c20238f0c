import Link from 'next/link';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  name: string;
  /** Left out for the page itself. */
  href?: string;
}

/** Where the page sits: the directories above it. The last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Brødsmulesti" className={styles.breadcrumbs}>
      <ol>
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href}>{item.name}</Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
