import { indexStations, type BuyerNetwork } from './buyers';
import { Random } from './random';

/**
 * Receiving stations over a long window: some open after its first year, some close before its last
 * (a buyer with one station opens or closes with it). Pelagic plants stay: there are few of them and
 * every pelagic catch needs one. Only with `turnover`, so the default data set keeps its buyers.
 */

/** Share of the stations that open (or close) in a given year of the window. */
const CHANGE_PER_YEAR = 0.012;
const MAX_SHARE = 0.3;

export function setStationYears(network: BuyerNetwork, seed: number, firstYear: number, lastYear: number) {
  if (lastYear - firstYear < 2) return;
  const share = Math.min(MAX_SHARE, CHANGE_PER_YEAR * (lastYear - firstYear + 1));
  for (const station of network.stations) {
    if (station.kinds.has('pelagic')) continue;
    const r = Random.of(seed, 0x57a7, station.index);
    const opens = r.chance(share) ? r.int(firstYear + 1, lastYear) : undefined;
    const closes = r.chance(share) ? r.int(firstYear + 1, lastYear) : undefined;
    if (opens !== undefined) station.opens = opens;
    // A station open for less than two years is not worth the name.
    if (closes !== undefined && closes > (opens ?? firstYear) + 1) station.closes = closes;
  }
}

/** The network as it was in `year`: only the stations open then receive catches. */
export function networkInYear(network: BuyerNetwork, year: number): BuyerNetwork {
  const open = network.stations.filter(
    (station) =>
      (station.opens === undefined || station.opens <= year) &&
      (station.closes === undefined || station.closes > year),
  );
  if (open.length === network.stations.length) return network;
  return { buyers: network.buyers, stations: network.stations, ...indexStations(open) };
}
