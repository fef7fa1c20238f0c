import 'server-only';
import { OTHER_COLOR, SERIES_COLORS } from '@/lib/series-colors';
import { GEAR_GROUPS, LENGTH_GROUPS, lengthGroupForLength } from '@/lib/fiskeridir/code-lists';
import { type BoatPosition } from '@/lib/landings/places/maps';
import { recencyDays, type BoatMapState } from '@/lib/url-state/boat-map';
import { reads } from '@/lib/store-reads/reads';

/**
 * The data of the map of boats (/kart): every boat's last VMS position, narrowed by the page's
 * filters, each with the colour of its gear group or length group. The page, its CSV and the browser
 * tests read the same list, so the map, the list view and the download always show the same boats.
 */

export interface MappedBoat extends BoatPosition {
  /** Length group (code and name) from the boat's length; null when the length is unknown. */
  lengthGroupCode: string | null;
  lengthGroup: string | null;
  /** Fill colour of the boat's dot, per the page's "colour by". */
  color: string;
  /** What the colour means (the legend entry). */
  colorLabel: string;
}

export interface BoatMapData {
  /** The newest report in the store (ISO-8601 UTC); null when there are no positions at all. */
  latestReport: string | null;
  /** How many boats have a position (before the filters). */
  fleetCount: number;
  boats: MappedBoat[];
  /** The colours in use, in the code lists' order. */
  legend: { label: string; color: string }[];
}

const UNKNOWN = 'Ukjent';

/** One colour per gear group; the rare "other" groups share grey with boats of unknown gear. */
const GEAR_COLORS: Record<string, string> = Object.fromEntries(
  GEAR_GROUPS.map((group, i) => [group.code, i < 8 ? SERIES_COLORS[i] : OTHER_COLOR]),
);

/** Length is ordered: a sequential scale from light (small boats) to dark (the largest). */
const LENGTH_COLORS = ['#fde725', '#5ec962', '#21918c', '#3b528b', '#440154'] as const;

function colorOf(boat: BoatPosition, lengthGroupCode: string | null, by: BoatMapState['color']) {
  if (by === 'length') {
    const index = LENGTH_GROUPS.findIndex((group) => group.code === lengthGroupCode);
    return index < 0
      ? { color: OTHER_COLOR, colorLabel: UNKNOWN }
      : { color: LENGTH_COLORS[index], colorLabel: LENGTH_GROUPS[index].name.trim() };
  }
  // The code list's name, so the label matches the legend whatever spelling the notes carry.
  const group = GEAR_GROUPS.find((g) => g.code === boat.gearGroupCode);
  return group
    ? { color: GEAR_COLORS[group.code], colorLabel: group.name }
    : { color: OTHER_COLOR, colorLabel: UNKNOWN };
}

export async function boatMapData(state: BoatMapState): Promise<BoatMapData> {
  const [fleet, recent] = await Promise.all([
    reads.latestBoatPositions(),
    reads.latestBoatPositions(recencyDays(state.days)),
  ]);
  const boats = recent.boats
    .map((boat): MappedBoat => {
      const group = boat.length != null ? lengthGroupForLength(boat.length) : null;
      const lengthGroupCode = group?.code ?? null;
      return {
        ...boat,
        lengthGroupCode,
        lengthGroup: group?.name.trim() ?? null,
        ...colorOf(boat, lengthGroupCode, state.color),
      };
    })
    .filter(
      (boat) =>
        (!state.gear || boat.gearGroupCode === state.gear) &&
        (!state.length || boat.lengthGroupCode === state.length),
    );
  const legendOrder =
    state.color === 'length'
      ? [...LENGTH_GROUPS.map((group) => group.name.trim()), UNKNOWN]
      : [...GEAR_GROUPS.map((group) => group.name), UNKNOWN];
  const used = new Map(boats.map((boat) => [boat.colorLabel, boat.color]));
  return {
    latestReport: fleet.latestReport,
    fleetCount: fleet.boats.length,
    boats,
    legend: legendOrder
      .filter((label) => used.has(label))
      .map((label) => ({ label, color: used.get(label)! })),
  };
}
