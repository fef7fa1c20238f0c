import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

export interface Fact {
  label: string;
  /** Null or empty shows a dash: the source says nothing. */
  value: ReactNode;
  /** A test hook and stable name for the fact (`lengde`, `kallesignal`). */
  name?: string;
}

/** Key facts as a description list, in a grid of label over value. */
export function FactList({ facts, label }: { facts: Fact[]; label: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} data-fact={fact.name}>
          <dt>{fact.label}</dt>
          <dd>{fact.value == null || fact.value === '' ? '–' : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
