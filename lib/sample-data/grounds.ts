import { NORTH_GROUNDS, type FisheryId } from './fisheries';
import type { Vessel } from './fleet';
import { distanceKm, type Municipality } from './places';
import type { Random } from './random';
import { mainArea, type CatchLocation, type MainArea } from '@/lib/fiskeridir/catch-areas';

/**
 * Where a fishery's trips go: the grounds of each fishery by season, and for home-bound fisheries the
 * locations nearest to the vessel's home port.
 */

function areaLocations(
  codes: string[],
  filter: (location: CatchLocation) => boolean = () => true,
): CatchLocation[] {
  return codes.flatMap((code) => mainArea(code).locations.filter(filter));
}

const offshore = (location: CatchLocation) => !location.coastal;
const coastal = (location: CatchLocation) => location.coastal;

const GROUNDS = {
  lofoten: areaLocations(['00']),
  kingCrab: [...areaLocations(['03'], coastal), ...mainArea('04').locations.filter((l) => l.code === '13')],
  autolineWinter: areaLocations(['05', '04', '12'], offshore),
  autolineSummer: areaLocations(['20', '12']),
  autolineAutumn: areaLocations(['12', '03', '04', '06'], offshore),
  codTrawlWinter: areaLocations(['05', '04', '12', '03'], offshore),
  codTrawlSummer: areaLocations(['20', '12']),
  saitheTrawlNorth: [...areaLocations(['05', '06'], offshore), ...areaLocations(['07'], offshore)],
  saitheTrawlSouth: [...areaLocations(['28'], offshore), ...areaLocations(['42'])],
  shrimpTrawl: [
    ...areaLocations(['20']),
    ...areaLocations(['12']),
    ...mainArea('04').locations.filter((l) => l.code === '20'),
  ],
  nvgAutumn: [
    ...mainArea('05').locations.filter((l) => ['31', '33', '34', '25'].includes(l.code)),
    ...mainArea('04').locations.filter((l) => ['03', '04'].includes(l.code)),
  ],
  nvgWinter: [...areaLocations(['07'], offshore), ...areaLocations(['37'])],
  northSeaHerring: [...areaLocations(['41']), ...areaLocations(['42']), ...areaLocations(['28'], offshore)],
  mackerel: [
    ...areaLocations(['28'], offshore),
    ...areaLocations(['42']),
    ...areaLocations(['07'], offshore),
    ...mainArea('37').locations.slice(0, 2),
  ],
  capelin: [
    ...areaLocations(['03']).filter((l) => l.code !== '01'),
    ...mainArea('04').locations.filter((l) => ['12', '13', '20'].includes(l.code)),
  ],
  blueWhiting: areaLocations(['48']),
  sandeel: [...areaLocations(['41']), ...areaLocations(['08'], offshore)],
  norwayPout: [...areaLocations(['41']), ...areaLocations(['28'], offshore)],
  coastalShrimpSouth: mainArea('09').locations.filter((l) => l.code !== '09'),
} satisfies Record<string, CatchLocation[]>;

interface WeightedLocations {
  list: CatchLocation[];
  weights: number[];
}

const homeWeights = new Map<Municipality, Map<MainArea, [WeightedLocations?, WeightedLocations?]>>();

/** The (coastal) locations of a main area, those nearest to home likeliest. */
function homeLocation(vessel: Vessel, area: MainArea, random: Random, onlyCoastal: boolean): CatchLocation {
  let byArea = homeWeights.get(vessel.home);
  if (byArea === undefined) {
    byArea = new Map();
    homeWeights.set(vessel.home, byArea);
  }
  let pair = byArea.get(area);
  if (pair === undefined) {
    pair = [undefined, undefined];
    byArea.set(area, pair);
  }
  let entry = pair[onlyCoastal ? 1 : 0];
  if (entry === undefined) {
    const candidates = onlyCoastal ? area.locations.filter((l) => l.coastal) : area.locations;
    const list = candidates.length > 0 ? candidates : area.locations;
    const weights = list.map(
      (l) => 1 / (20 + distanceKm(vessel.home.lat, vessel.home.lon, l.lat, l.lon)) ** 2,
    );
    entry = { list, weights };
    pair[onlyCoastal ? 1 : 0] = entry;
  }
  return entry.list[Math.max(0, random.weightedIndex(entry.weights))];
}

export function chooseLocation(
  vessel: Vessel,
  fisheryId: FisheryId,
  month: number,
  random: Random,
): CatchLocation {
  const home = mainArea(vessel.home.ground);
  switch (fisheryId) {
    case 'skrei': {
      const north = NORTH_GROUNDS.has(vessel.home.ground);
      if (!north) {
        // Visitors from the south follow the skrei to Lofoten and Vesterålen, the big ones to Finnmark.
        const areaCode =
          vessel.length >= 21 ? random.pick(['00', '05', '05', '04']) : random.pick(['00', '00', '05']);
        return homeLocation(vessel, mainArea(areaCode), random, false);
      }
      const toLofoten =
        month >= 2 &&
        month <= 4 &&
        vessel.home.ground !== '00' &&
        random.chance(vessel.home.ground === '06' ? 0.6 : 0.3);
      if (toLofoten) return homeLocation(vessel, mainArea('00'), random, false);
      return homeLocation(vessel, home, random, vessel.length < 15);
    }
    case 'coastal-cod':
    case 'coastal-saithe':
    case 'haddock-line':
    case 'coastal-south':
    case 'edible-crab':
      return homeLocation(vessel, home, random, vessel.length < 15);
    case 'coastal-shrimp':
      return vessel.home.ground === '09'
        ? random.pick(GROUNDS.coastalShrimpSouth)
        : homeLocation(vessel, home, random, true);
    case 'king-crab':
      return random.pick(GROUNDS.kingCrab);
    case 'autoline':
      return random.pick(
        month <= 4 ? GROUNDS.autolineWinter : month <= 8 ? GROUNDS.autolineSummer : GROUNDS.autolineAutumn,
      );
    case 'cod-trawl':
      return random.pick(month <= 4 || month >= 11 ? GROUNDS.codTrawlWinter : GROUNDS.codTrawlSummer);
    case 'saithe-trawl':
      return random.pick(
        NORTH_GROUNDS.has(vessel.home.ground) || vessel.home.ground === '07'
          ? GROUNDS.saitheTrawlNorth
          : GROUNDS.saitheTrawlSouth,
      );
    case 'shrimp-trawl':
      return random.pick(GROUNDS.shrimpTrawl);
    case 'nvg-herring':
      return random.pick(month >= 9 ? GROUNDS.nvgAutumn : GROUNDS.nvgWinter);
    case 'north-sea-herring':
      return random.pick(GROUNDS.northSeaHerring);
    case 'mackerel':
      return random.pick(GROUNDS.mackerel);
    case 'capelin':
      return random.pick(GROUNDS.capelin);
    case 'blue-whiting':
      return random.pick(GROUNDS.blueWhiting);
    case 'sandeel':
      return random.pick(GROUNDS.sandeel);
    case 'norway-pout':
      return random.pick(GROUNDS.norwayPout);
  }
}
