import { ATOM_TYPE, feedPathOf } from '@/lib/feeds/feed-path';
import styles from './detail.module.css';

/** «Følg i RSS-leser»: the page's Atom feed of its newest landing notes, for a feed reader. */
export function FeedLink({ pagePath }: { pagePath: string }) {
  return (
    <p className={styles.feedLink}>
      <a href={feedPathOf(pagePath)} type={ATOM_TYPE}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <circle cx="3" cy="13" r="2" fill="currentColor" />
          <path
            d="M1 6a9 9 0 0 1 9 9h-2.2A6.8 6.8 0 0 0 1 8.2zM1 1a14 14 0 0 1 14 14h-2.2A11.8 11.8 0 0 0 1 3.2z"
            fill="currentColor"
          />
        </svg>
        Følg i RSS-leser
      </a>
    </p>
  );
}
