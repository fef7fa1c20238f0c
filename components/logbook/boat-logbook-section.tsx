import Link from 'next/link';
import { DetailSection } from '@/components/detail/detail-section';
import styles from '@/components/detail/detail.module.css';
import { haulMapSpec } from '@/components/maps/boat-maps';
import { GeoMap } from '@/components/maps/geo-map';
import { csvOnlyColumn, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FactList } from '@/components/ui/fact-list';
import { entityPath } from '@/lib/seo/site-url';
import { formatDateTime, formatNumber, formatWeight } from '@/lib/format';
import type { BoatLogbook, BoatTrip, Haul, TripSpecies } from '@/lib/logbook/trips';
import type { BoatOnBoardChanges } from '@/lib/logbook/on-board-types';
import { OnBoardChart } from './on-board-chart';

/** "Torsk 12,3 t, Hyse 4,1 t" (the heaviest first, at most three). */
export function speciesText(species: readonly TripSpecies[], max = 3): string {
  if (species.length === 0) return '–';
  const shown = species.slice(0, max).map((s) => `${s.name ?? s.code ?? 'Ukjent'} ${formatWeight(s.weight)}`);
  return species.length > max ? `${shown.join(', ')} m.fl.` : shown.join(', ');
}

/** "12,3 t (2 sedler)": what the notes after the arrival landed, linked to the first note. */
function landedCell(boatId: string, trip: BoatTrip) {
  if (trip.landings.length === 0) return trip.arrival ? 'Ingen sluttseddel' : '–';
  const weight = trip.landings.reduce((sum, landing) => sum + landing.weight, 0);
  const notes = trip.landings.length === 1 ? '' : ` (${formatNumber(trip.landings.length)} sedler)`;
  return (
    <Link href={entityPath.landing(boatId, trip.landings[0].docKey)} prefetch={false}>
      {formatWeight(weight)}
      {notes}
    </Link>
  );
}

/** The trips table's columns; the landed column links the boat's landing notes. */
export const tripColumns = (boatId: string): DataColumn<BoatTrip>[] => [
  {
    key: 'avgang',
    header: 'Avgang',
    rowHeader: true,
    cell: (trip) => formatDateTime(trip.departure),
    csv: (trip) => trip.departure,
  },
  textColumn('fra', 'Fra havn', (trip) => trip.fromPort),
  {
    key: 'ankomst',
    header: 'Ankomst',
    cell: (trip) => (trip.arrival ? formatDateTime(trip.arrival) : 'På sjøen'),
    csv: (trip) => trip.arrival,
  },
  textColumn('til', 'Til havn', (trip) => trip.toPort),
  numberColumn(
    'dager',
    'Dager på sjøen',
    (trip) => trip.days,
    (days) => formatNumber(days ?? 0, 1),
  ),
  numberColumn(
    'trekk',
    'Trekk',
    (trip) => trip.hauls,
    (hauls) => formatNumber(hauls ?? 0),
  ),
  keyFigure(numberColumn('fangst', 'Fangst', (trip) => trip.caught, formatWeight, 'Fangst (kg)')),
  {
    key: 'arter',
    header: 'Arter',
    cell: (trip) => speciesText(trip.species),
    csv: (trip) => speciesText(trip.species, 99),
  },
  {
    key: 'landet',
    header: 'Landet',
    cell: (trip) => landedCell(boatId, trip),
    csv: (trip) => trip.landings.map((landing) => `${landing.docKey} ${landing.weight}`).join(', '),
    label: 'Landet (sluttseddel og kg)',
  },
];

/** The hauls on the boat's haul map, for its CSV (the page lists the newest under the map). */
export const boatHaulColumns: DataColumn<Haul>[] = [
  {
    key: 'start',
    header: 'Start',
    rowHeader: true,
    cell: (haul) => formatDateTime(haul.start),
    csv: (haul) => haul.start,
  },
  { key: 'stopp', header: 'Stopp', cell: (haul) => formatDateTime(haul.stop), csv: (haul) => haul.stop },
  textColumn('redskap', 'Redskap', (haul) => haul.gear),
  keyFigure(numberColumn('fangst', 'Fangst', (haul) => haul.weight, formatWeight, 'Fangst (kg)')),
  textColumn('art', 'Mest av', (haul) => haul.species),
  csvOnlyColumn('startbredde', 'Startposisjon bredde', (haul) => haul.latitude),
  csvOnlyColumn('startlengde', 'Startposisjon lengde', (haul) => haul.longitude),
  csvOnlyColumn('stoppbredde', 'Stopposisjon bredde', (haul) => haul.stopLatitude),
  csvOnlyColumn('stopplengde', 'Stopposisjon lengde', (haul) => haul.stopLongitude),
];

/**
 * The boat page's "Turer og fangst": the latest trips from the electronic logbook, a map of the hauls
 * (start–stop) and the catch on board as last reported. Boats under 15 m keep no electronic logbook: the
 * section says so instead of showing empty tables.
 */
export function BoatLogbookSection({
  boatId,
  boatName,
  logbook,
  onBoardSeries,
  csvHref,
  haulsCsvHref,
  mapImageHref,
}: {
  boatId: string;
  boatName: string;
  logbook: BoatLogbook | null;
  /** Catch on board over the latest weeks; null without a logbook. */
  onBoardSeries: BoatOnBoardChanges | null;
  csvHref?: string;
  /** Every haul on the map as CSV (the list under the map shows the newest). */
  haulsCsvHref?: string;
  /** The haul map as an SVG image of its own (components/maps/boat-maps.ts); inline when left out. */
  mapImageHref?: string;
}) {
  if (!logbook) {
    return (
      <DetailSection id="turer" title="Turer og fangst">
        <p className={styles.empty}>
          Ingen elektroniske fangstmeldinger (ERS) for {boatName}. Båter under 15 meter fører ikke elektronisk
          fangstdagbok.
        </p>
      </DetailSection>
    );
  }
  const { trips, hauls, onBoard } = logbook;
  return (
    <DetailSection
      id="turer"
      title="Turer og fangst"
      source="Elektronisk fangstdagbok (ERS): avgangs-, fangst- og ankomstmeldinger. Tider i norsk tid."
    >
      {onBoard ? (
        <FactList
          label="Fangst om bord"
          facts={[
            {
              label:
                onBoard.basis === 'arrival' ? 'Om bord ved siste ankomst' : 'Fanget siden avgang (på sjøen)',
              value: speciesText(onBoard.species),
              name: 'om-bord',
            },
            { label: 'Meldt', value: formatDateTime(onBoard.reportedAt), name: 'meldt' },
          ]}
        />
      ) : null}
      {onBoardSeries ? <OnBoardChart boatName={boatName} series={onBoardSeries} /> : null}
      <DataTable
        id="tabell-turer"
        name="turer"
        caption={`De siste turene (${formatNumber(trips.length)})`}
        columns={tripColumns(boatId)}
        rows={trips}
        rowKey={(trip) => trip.departure}
        csvHref={csvHref}
        empty="Ingen turer i fangstdagboken."
      />
      <GeoMap
        id="trekkart"
        imageHref={mapImageHref}
        {...haulMapSpec(boatName, hauls)}
        listRest={
          <p className={styles.small}>
            Kartet viser {formatNumber(hauls.length)} trekk.{' '}
            {haulsCsvHref ? (
              <a href={haulsCsvHref} download>
                Last ned alle trekkene (CSV)
              </a>
            ) : null}
          </p>
        }
      />
    </DetailSection>
  );
}
