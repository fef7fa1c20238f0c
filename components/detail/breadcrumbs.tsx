import Link from 'next/link';
import styles from './detail.module.css';

/** Where the page sits: the directory above it. The last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: { name: string; href?: string }[] }) {
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
