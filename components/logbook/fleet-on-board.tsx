import styles from '@/components/detail/detail.module.css';
import { keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate, formatNumber, formatWeight } from '@/lib/format';
import type { FleetCatchOnBoard, FleetOnBoardSpecies } from '@/lib/logbook/on-board-types';

const columns: DataColumn<FleetOnBoardSpecies>[] = [
  { ...textColumn('art', 'Art', (row) => row.Species ?? row.SpeciesCode), rowHeader: true },
  keyFigure(numberColumn('om-bord', 'Om bord', (row) => row.RoundWeight, formatWeight, 'Om bord (kg)')),
  numberColumn(
    'fartoy',
    'Fartøy',
    (row) => row.Vessels,
    (n) => formatNumber(n ?? 0),
  ),
];

/** Species shown before the rest are summed into one line. */
const SHOWN = 12;

/**
 * "Fangst om bord i flåten": each vessel's latest reported catch on board (departure or arrival) in the
 * newest weeks of logbooks, summed by species (GET /api/lager/fish answers the same).
 */
export function FleetOnBoard({ fleet }: { fleet: FleetCatchOnBoard }) {
  const shown = fleet.Species.slice(0, SHOWN);
  const rest = fleet.Species.slice(SHOWN);
  const rows: FleetOnBoardSpecies[] =
    rest.length > 0
      ? [
          ...shown,
          {
            SpeciesCode: null,
            Species: `${formatNumber(rest.length)} andre arter`,
            RoundWeight: rest.reduce((sum, row) => sum + row.RoundWeight, 0),
            Vessels: Math.max(...rest.map((row) => row.Vessels)),
          },
        ]
      : shown;
  return (
    <section aria-labelledby="om-bord-flaten">
      <h2 id="om-bord-flaten">Fangst om bord i flåten</h2>
      <p>
        {fleet.From && fleet.To
          ? `Det siste hvert fartøy meldte om bord ved avgang eller ankomst, ${formatDate(fleet.From)}–${formatDate(fleet.To)}: ${formatNumber(fleet.Vessels)} fartøy.`
          : null}{' '}
        {fleet.Note}
      </p>
      {fleet.Species.length > 0 ? (
        <DataTable
          id="tabell-om-bord-flaten"
          name="om-bord-flaten"
          caption="Fangst om bord per art"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => row.SpeciesCode ?? 'andre'}
        />
      ) : null}
      <p className={styles.source}>Kilde: Fiskeridirektoratet (elektronisk rapportering, ERS).</p>
    </section>
  );
}
