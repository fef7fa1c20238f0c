import Link from 'next/link';
import { DetailSection } from '@/components/detail/detail-section';
import styles from '@/components/detail/detail.module.css';
import { DataTable } from '@/components/ui/data-table';
import type { QuotaLine } from '@/lib/api/contract/quotas';
import { QuotaBars } from './quota-bars';
import { quotaLineColumns } from './quota-columns';

/** Where the quotas and the catch against them come from, and what a quota factor is, in plain words. */
export const QUOTA_SOURCE =
  'Kvotene er fra fartøyregisteret. «Fisket» er fangsten registeret fører mot kvoten; der registeret ikke fører den, er det båtens landinger av arten i året på vanlig kvote (ikke distrikts-, forsknings- eller andre særkvoter). Noen kvoter står som en kvotefaktor, båtens andel av gruppens kvote: hvor mange tonn den gir, avgjøres av årets regulering, så den vises som faktor og telles ikke med i tonnene.';

/** "Kvoter og fangst": a bar per quota line (fished against quota) and the lines as a table. */
export function QuotaSection({
  id,
  year,
  lines,
  otherYears = [],
  yearHref,
  csvHref,
  empty,
  withBoat = false,
  boatNames,
  title = `Kvoter og fangst ${year}`,
  intro,
}: {
  /** Shown above the bars and the table. */
  intro?: React.ReactNode;
  id: string;
  year: number;
  lines: readonly QuotaLine[];
  otherYears?: readonly number[];
  yearHref?: (year: number) => string;
  csvHref?: string;
  empty: string;
  withBoat?: boolean;
  boatNames?: Map<string, string>;
  title?: string;
}) {
  return (
    <DetailSection id={id} title={title} source={QUOTA_SOURCE}>
      {lines.length > 0 ? (
        <>
          {intro}
          {withBoat ? null : <QuotaBars lines={lines} label={`Fisket mot kvote per kvotelinje, ${year}`} />}
          <DataTable
            id={`tabell-${id}`}
            name={id}
            caption={`Kvoter ${year}, én rad per kvoteordning`}
            captionHidden
            columns={quotaLineColumns({ withBoat, boatNames })}
            rows={lines}
            rowKey={(line) => `${line.boatId}-${line.year}-${line.lineNumber}`}
            csvHref={csvHref}
            csvLabel={`Last ned kvotene ${year} (CSV)`}
          />
        </>
      ) : (
        <p className={styles.empty}>{empty}</p>
      )}
      {otherYears.length > 0 && yearHref ? (
        <p className={styles.small}>
          Kvoter også for:{' '}
          {otherYears.map((y, i) => (
            <span key={y}>
              {i > 0 ? ', ' : null}
              <Link href={`${yearHref(y)}#${id}`}>{y}</Link>
            </span>
          ))}
          .
        </p>
      ) : null}
    </DetailSection>
  );
}
