import { formatWeight } from '@/lib/format';
import type { QuotaLine } from '@/lib/api/contract/quotas';
import { quotaText, shareText } from './quota-columns';
import styles from './quota-bars.module.css';

/**
 * One bar per quota line: fished against quota. The figures are in the text, so the bar itself is
 * decoration (aria-hidden); a factor line has no tonnage to fill and gets text only.
 */
export function QuotaBars({ lines, label }: { lines: readonly QuotaLine[]; label: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className={styles.bars} aria-label={label} data-quota-bars>
      {lines.map((line) => {
        const name = line.description ?? `Linje ${line.lineNumber}`;
        const tonnes = line.unit === 'tonnes' && line.quotaWeight !== null;
        const fished = line.catchWeight === null ? 'ikke kjent' : formatWeight(line.catchWeight);
        const width = tonnes && line.shareFished !== null ? Math.min(100, line.shareFished * 100) : 0;
        // Fished beyond the quota: said in words, and the full bar turns to the warning colour.
        const overfished = tonnes && line.remainingWeight !== null && line.remainingWeight < 0;
        return (
          <li key={`${line.boatId}-${line.year}-${line.lineNumber}`} data-quota-line={line.lineNumber}>
            <div className={styles.label}>
              <span>{name}</span>
              <span className={styles.figures}>
                {tonnes
                  ? `${fished} av ${quotaText(line)} (${shareText(line.shareFished)})${overfished ? ` · overfisket med ${formatWeight(-line.remainingWeight!)}` : ''}`
                  : `${quotaText(line)}; fisket ${fished}`}
              </span>
            </div>
            {tonnes ? (
              <div className={styles.track} aria-hidden="true">
                <div
                  className={`${styles.fill} ${overfished ? styles.over : ''}`}
                  style={{ width: `${width}%` }}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
