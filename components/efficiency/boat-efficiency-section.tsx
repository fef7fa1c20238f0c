import Link from 'next/link';
import { ComparisonLineChart } from '@/components/charts/comparison-line-chart';
import { longMonth, shortMonth } from '@/components/charts/month-label';
import { DetailSection } from '@/components/detail/detail-section';
import styles from '@/components/detail/detail.module.css';
import { DataTable } from '@/components/ui/data-table';
import { FactList } from '@/components/ui/fact-list';
import { formatNumber } from '@/lib/format';
import {
  EFFICIENCY_METRICS,
  efficiencySentence,
  formatFigure,
  METRIC_LABELS,
  noTripsText,
  segmentPhrase,
  type Benchmark,
  type BoatEfficiency,
} from '@/lib/trips/efficiency';
import own from './efficiency.module.css';
import { efficiencyTripColumns } from './trip-columns';

/** "1.234 kg per time", and below it the segment: "segmentet 1.050 (midtre halvdel 800–1.300) · høyere enn 70 % av 11 andre · 14 turer". */
function benchmarkFigure(row: Benchmark) {
  const { unit } = METRIC_LABELS[row.metric];
  const parts = [
    `segmentet ${formatFigure(row.segmentMedian)} (midtre halvdel ${formatFigure(row.segmentP25)}–${formatFigure(row.segmentP75)})`,
  ];
  if (row.percentile !== null) {
    parts.push(
      `høyere enn ${formatNumber(Math.round(row.percentile))}\u00a0% av ${formatNumber(row.segmentBoats - 1)} andre`,
    );
  }
  parts.push(`${formatNumber(row.trips)} turer`);
  return (
    <>
      {formatFigure(row.boatMedian)} {unit}
      <span className={own.segmentLine}>{parts.join(' · ')}</span>
    </>
  );
}

/**
 * The boat page's "Effektivitet": the year's trips with hours at sea, distance and the fuel estimate,
 * the boat's medians against its segment (gear group × length group) in a plain sentence and figures,
 * and its catch per hour month by month beside the segment's. The method is on /effektivitet.
 */
export function BoatEfficiencySection({
  boatName,
  efficiency,
  hasPositions = false,
  firstRows,
  full = false,
  tripsLink,
  csvHref,
}: {
  boatName: string;
  efficiency: BoatEfficiency | null;
  /** Whether the boat has positions (VMS): without trips, the page says why none was cut from them. */
  hasPositions?: boolean;
  /** Show only this many of the newest trips, unless `full`; the CSV download has them all. */
  firstRows?: number;
  full?: boolean;
  /** The link to all the trips (`all`) or back to the newest; without it, nothing is cut. */
  tripsLink?: (all: boolean) => { href: string; text: string };
  csvHref?: string;
}) {
  if (!efficiency) {
    return (
      <DetailSection id="effektivitet" title="Effektivitet">
        <p className={styles.empty}>{noTripsText(boatName, hasPositions)}</p>
      </DetailSection>
    );
  }
  const { year, segment, benchmarks, trips, months } = efficiency;
  const sentence = efficiencySentence(efficiency);
  const shownMonths = months.filter((month) => month.boat !== null || month.segment !== null);
  const long = tripsLink !== undefined && firstRows !== undefined && trips.length > firstRows;
  const shownTrips = long && !full ? trips.slice(0, firstRows) : trips;
  return (
    <DetailSection
      id="effektivitet"
      title={`Effektivitet ${year}`}
      source="Loggbok (ERS), posisjoner (VMS), sluttsedler og fartøyregisteret. Drivstoff og CO₂ er anslag."
    >
      {sentence ? <p className={own.lead}>{sentence}</p> : null}
      {benchmarks.length > 0 ? (
        <FactList
          label={`${boatName} mot ${segment ? segmentPhrase(segment) : 'segmentet'}, ${year}`}
          facts={[...benchmarks]
            .sort((a, b) => EFFICIENCY_METRICS.indexOf(a.metric) - EFFICIENCY_METRICS.indexOf(b.metric))
            .map((row) => ({
              label: METRIC_LABELS[row.metric].label,
              value: benchmarkFigure(row),
              name: `effektivitet-${row.metric}`,
            }))}
        />
      ) : (
        <p className={styles.empty}>
          For få turer med landing i {year} til å sammenligne {boatName} med segmentet (minst 3).
        </p>
      )}
      {segment && shownMonths.length > 0 ? (
        <ComparisonLineChart
          id="effektivitetsdiagram"
          title={`Fangst per time på sjøen per måned, ${year}: ${boatName} mot ${segmentPhrase(segment)}`}
          summary={`Medianen av turene som gikk ut hver måned, i kg landet per time på sjøen, for ${boatName} og for alle turene til ${segmentPhrase(segment)}.`}
          categories={shownMonths.map((month) => ({
            key: month.month,
            label: shortMonth(month.month),
            fullLabel: longMonth(month.month),
          }))}
          series={[
            { key: 'baat', name: boatName, values: shownMonths.map((month) => month.boat) },
            { key: 'segment', name: 'Segmentet (median)', values: shownMonths.map((month) => month.segment) },
          ]}
          categoryHeading="Måned"
          formatValue={(value) => `${formatFigure(value)} kg per time`}
        />
      ) : null}
      <DataTable
        id="tabell-effektivitet"
        name="effektivitet"
        caption={
          long && !full
            ? `Turer ${year}: de ${formatNumber(shownTrips.length)} nyeste av ${formatNumber(trips.length)}`
            : `Turer ${year} (${formatNumber(trips.length)})`
        }
        rows={shownTrips}
        moreLink={long ? tripsLink(!full) : undefined}
        rowKey={(trip) => trip.departure}
        columns={efficiencyTripColumns}
        csvHref={csvHref}
        empty="Ingen turer dette året."
      />
      <p className={styles.small}>
        Drivstoff er anslått fra motorkraft, tid til steaming og fiske og et typisk forbruk per kWh; det er
        ikke målt. <Link href="/effektivitet#metode">Slik er det regnet</Link>.
      </p>
    </DetailSection>
  );
}
