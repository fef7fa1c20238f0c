import Link from 'next/link';
import { linkColumn } from '@/components/ui/link-column';
import { registrationMarkColumns } from '@/components/detail/registration-mark-columns';
import { csvOnlyColumn, formatCount, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { formatNumber, formatWeight } from '@/lib/format';
import type { QuotaLine } from '@/lib/api/contract/quotas';
import type { GroupHolding, SpeciesHolding, VesselHolding } from '@/lib/landings/quotas/quota-holdings';
import { entityPath } from '@/lib/seo/site-url';

/**
 * Columns of the quota tables (boat page, owner page, /kvoter), shared by the pages and their CSV
 * routes. A quota factor is shown as a factor: never as tonnes, and with no remaining or share.
 */

/** "120,5 t" or "Faktor 1,25". */
export function quotaText(line: Pick<QuotaLine, 'unit' | 'size' | 'quotaWeight'>): string {
  return line.unit === 'factor' ? `Faktor ${formatNumber(line.size, 2)}` : formatWeight(line.quotaWeight);
}

/** "85 %"; a dash where there is no share (a factor, or no catch counted). */
export function shareText(share: number | null | undefined): string {
  if (share == null) return '–';
  const percent = share * 100;
  return `${formatNumber(percent, percent < 10 ? 1 : 0)} %`;
}

/** "897 t" left of a quota; a line fished beyond its quota says so ("Overfisket med 172 t"), never "-172 t". */
export function remainingText(kg: number | null | undefined): string {
  if (kg == null || Number.isNaN(kg)) return '–';
  return kg < 0 ? `Overfisket med ${formatWeight(-kg)}` : formatWeight(kg);
}

/** shareText, with a share over 100 % marked where no remaining column says so: "105 % (overfisket)". */
export function fishedShareText(share: number | null | undefined): string {
  return share != null && share > 1 ? `${shareText(share)} (overfisket)` : shareText(share);
}

const CATCH_SOURCES: Record<string, string> = {
  fangst: 'Fangst (registeret)',
  landings: 'Sluttsedler',
};

export function quotaLineColumns(options: { withBoat?: boolean; boatNames?: Map<string, string> } = {}) {
  const columns: DataColumn<QuotaLine>[] = [];
  if (options.withBoat) {
    columns.push(
      linkColumn<QuotaLine>('bat', 'Båt', {
        href: (line) => entityPath.boat(line.boatId),
        text: (line) => options.boatNames?.get(line.boatId) ?? line.boatId,
        csv: (line) => options.boatNames?.get(line.boatId) ?? line.boatId,
      }),
      csvOnlyColumn('fartoy', 'Fartøy ID', (line) => line.boatId),
    );
  }
  columns.push(
    {
      // A line of the vessel's quota in the register: what it may fish under one licence.
      ...textColumn(
        'linje',
        'Kvoteordning',
        (line) => line.description ?? `Linje ${line.lineNumber}`,
        'Kvotelinje',
      ),
      rowHeader: !options.withBoat,
    },
    csvOnlyColumn('linjenummer', 'Linjenummer', (line) => line.lineNumber),
    csvOnlyColumn('ar', 'År', (line) => line.year),
    textColumn('art', 'Art', (line) => line.species),
    csvOnlyColumn('artskode', 'Art - FDIR (kode)', (line) => line.speciesCode),
    textColumn('tillatelse', 'Tillatelse', (line) => line.licence),
    {
      key: 'kvote',
      header: 'Kvote',
      align: 'end',
      cell: (line) => quotaText(line),
      sortValue: (line) => line.quotaWeight,
    },
    csvOnlyColumn('kvote-kg', 'Kvote (kg)', (line) => line.quotaWeight),
    csvOnlyColumn('kvotefaktor', 'Kvotefaktor', (line) => (line.unit === 'factor' ? line.size : null)),
    numberColumn('fisket', 'Fisket', (line) => line.catchWeight, formatWeight, 'Fisket (kg)'),
    numberColumn('gjenstar', 'Gjenstår', (line) => line.remainingWeight, remainingText, 'Gjenstår (kg)'),
    keyFigure(numberColumn('andel', 'Andel fisket', (line) => line.shareFished, shareText, 'Andel fisket')),
    csvOnlyColumn('kilde', 'Fangst fra', (line) =>
      line.catchSource ? CATCH_SOURCES[line.catchSource] : null,
    ),
  );
  return columns;
}

export const speciesHoldingColumns = (hrefOf: (code: string) => string): DataColumn<SpeciesHolding>[] => [
  {
    key: 'art',
    header: 'Art',
    rowHeader: true,
    cell: (row) =>
      row.speciesCode ? (
        <Link href={hrefOf(row.speciesCode)} prefetch={false}>
          {row.species ?? row.speciesCode}
        </Link>
      ) : (
        (row.species ?? 'Ukjent art')
      ),
    csv: (row) => row.species,
  },
  csvOnlyColumn('artskode', 'Art - FDIR (kode)', (row) => row.speciesCode),
  keyFigure(numberColumn('kvote', 'Kvote i tonn', (row) => row.quotaWeight, formatWeight, 'Kvote (kg)')),
  numberColumn('fisket', 'Fisket', (row) => row.catchWeight, formatWeight, 'Fisket (kg)'),
  numberColumn(
    'andel',
    'Andel fisket',
    (row) => (row.quotaWeight && row.catchWeight != null ? row.catchWeight / row.quotaWeight : null),
    fishedShareText,
  ),
  // Quota lines the register gives as a factor (no tonnes): counted, not summed (see QUOTA_SOURCE).
  numberColumn('faktor', 'Kvoter gitt som faktor', (row) => row.factorLines, formatCount),
  numberColumn('fartoy', 'Fartøy', (row) => row.vessels, formatCount),
];

export const vesselHoldingColumns: DataColumn<VesselHolding>[] = [
  linkColumn('bat', 'Båt', {
    href: (row) => entityPath.boat(row.boatId),
    text: (row) => row.name ?? row.boatId,
    csv: (row) => row.name,
  }),
  csvOnlyColumn('fartoy', 'Fartøy ID', (row) => row.boatId),
  ...registrationMarkColumns<VesselHolding>((row) => row.registrationMark),
  {
    ...textColumn('gruppe', 'Eiergruppe', (row) => row.groupName),
    cell: (row) =>
      row.groupId ? (
        <Link href={entityPath.owner(row.groupId)} prefetch={false}>
          {row.groupName ?? row.groupId}
        </Link>
      ) : (
        '–'
      ),
  },
  keyFigure(numberColumn('kvote', 'Kvote', (row) => row.quotaWeight, formatWeight, 'Kvote (kg)')),
  numberColumn('fisket', 'Fisket', (row) => row.catchWeight, formatWeight, 'Fisket (kg)'),
];

export const groupHoldingColumns: DataColumn<GroupHolding>[] = [
  {
    key: 'gruppe',
    header: 'Eiergruppe',
    rowHeader: true,
    cell: (row) =>
      row.groupId.startsWith('fartøy:') ? (
        'Uten kjent eier'
      ) : (
        <Link href={entityPath.owner(row.groupId)} prefetch={false}>
          {row.name ?? row.groupId}
        </Link>
      ),
    csv: (row) => row.name,
  },
  numberColumn('fartoy', 'Fartøy', (row) => row.vessels, formatCount),
  keyFigure(numberColumn('kvote', 'Kvote', (row) => row.quotaWeight, formatWeight, 'Kvote (kg)')),
  numberColumn('andel', 'Andel av kvotene', (row) => row.share, shareText),
];
