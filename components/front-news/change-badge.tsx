import styles from './front-news.module.css';
import { changeDirection, formatChange } from './change';

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

/** "▲ +12,4 %": the change against last year, coloured by direction (the sign says it without colour). */
export function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const direction = changeDirection(current, previous);
  return (
    <span className={`${styles.change} ${styles[direction]}`} data-change={direction}>
      {ARROWS[direction] ? (
        <span aria-hidden="true" className={styles.arrow}>
          {ARROWS[direction]}
        </span>
      ) : null}
      {formatChange(current, previous)}
    </span>
  );
}
