import Link from 'next/link';
import { formatCount, numberColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { boatDisplayName, formatNumber } from '@/lib/format';
import { entityPath } from '@/lib/seo/site-url';
import {
  formatFigure,
  METRIC_LABELS,
  type EfficiencyMetric,
  type SegmentSummary,
} from '@/lib/trips/efficiency';

/** The /effektivitet page's segment table: each segment's medians and its leading boats. */

const median = (metric: EfficiencyMetric, header: string): DataColumn<SegmentSummary> =>
  numberColumn(
    metric,
    header,
    (segment) => segment.medians[metric] ?? null,
    (value) => (value == null ? '–' : `${formatFigure(value)} ${METRIC_LABELS[metric].unit}`),
    `${METRIC_LABELS[metric].label} (${METRIC_LABELS[metric].unit}, median)`,
  );

export const segmentColumns: DataColumn<SegmentSummary>[] = [
  {
    key: 'segment',
    header: 'Segment',
    rowHeader: true,
    cell: (segment) =>
      `${segment.gearGroup ?? segment.gearGroupCode}, ${segment.lengthGroup.replace('-', '–')}`,
    csv: (segment) => `${segment.gearGroup ?? segment.gearGroupCode}, ${segment.lengthGroup}`,
  },
  numberColumn('baater', 'Båter', (segment) => segment.boats, formatCount),
  { ...median('kg_per_hour', 'Kg per time'), phone: 'key' },
  median('kg_per_nm', 'Kg per nm'),
  median('kg_per_litre', 'Kg per liter'),
  median('value_per_litre', 'Kr per liter'),
  median('co2_per_kg', 'Kg CO₂ per kg'),
  {
    key: 'best',
    header: 'Mest per time',
    cell: (segment) =>
      segment.leaders.length === 0 ? (
        '–'
      ) : (
        <ol>
          {segment.leaders.map((leader) => (
            <li key={leader.boatId}>
              <Link href={entityPath.boat(leader.boatId)} prefetch={false}>
                {boatDisplayName(leader.name, leader.boatId)}
              </Link>{' '}
              {formatNumber(Math.round(leader.kgPerHour))} kg per time
            </li>
          ))}
        </ol>
      ),
    csv: (segment) =>
      segment.leaders
        .map((leader) => `${leader.name ?? leader.boatId} (${Math.round(leader.kgPerHour)})`)
        .join('; '),
  },
];
