import type { StationKind } from './fisheries';
import { organisationNumber } from './identifiers';
import { groupBuyerName, localBuyerName } from './names';
import { distanceKm, MUNICIPALITIES, municipalityInYear, type Municipality } from './places';
import { Random } from './random';
import type { BuyerRegisterEntry } from '@/lib/fiskeridir/buyer-register';
import { CATCH_LOCATIONS, type CatchLocation } from '@/lib/fiskeridir/catch-areas';

/**
 * Fish buyers (Mottaker ID) and their receiving stations (Mottaksstasjon): whitefish stations along
 * the coast, pelagic plants where the pelagic industry is, shellfish receivers where crab and shrimp
 * are landed. Some buyers are groups with stations in several places.
 */

export interface Station {
  index: number;
  id: string;
  name: string;
  municipality: Municipality;
  lat: number;
  lon: number;
  kinds: ReadonlySet<StationKind>;
  buyer: Buyer;
  /** Years it receives fish from (inclusive) and until (exclusive); absent: always (buyer-turnover.ts). */
  opens?: number;
  closes?: number;
}

export interface Buyer {
  id: string;
  name: string;
  postalCode: string;
  city: string;
  municipality: Municipality;
  stations: Station[];
}

export interface BuyerNetwork {
  buyers: Buyer[];
  stations: Station[];
  /**
   * Per kind and location index: the nearest stations (at most 8) with weights that fall off with
   * distance (steeply for fresh fish; pelagic catches travel further, to the consumer plants).
   */
  nearest: Map<StationKind, { stations: Station[]; weights: number[] }[]>;
  /** Per municipality key and kind: its own stations. */
  local: Map<string, Map<StationKind, Station[]>>;
}

interface StationDraft {
  municipality: Municipality;
  kinds: Set<StationKind>;
  lat: number;
  lon: number;
  place: string;
}

export function buildBuyers(seed: number, fleetSize: number, orgNumbers: Set<string>): BuyerNetwork {
  const random = Random.of(seed, 0xb0e7);
  const total = Math.max(45, Math.min(500, Math.round(fleetSize / 6)));
  const weighted = MUNICIPALITIES.filter((mu) => mu.stationWeight > 0);
  const weightSum = weighted.reduce((sum, mu) => sum + mu.stationWeight, 0);

  const drafts: StationDraft[] = [];
  for (const mu of weighted) {
    // A pelagic plant's town also has a whitefish station.
    const count = Math.max(mu.pelagicPlant ? 2 : 1, Math.round((total * mu.stationWeight) / weightSum));
    for (let i = 0; i < count; i++) {
      const kinds = new Set<StationKind>();
      if (mu.pelagicPlant && i === 0) kinds.add('pelagic');
      else {
        kinds.add('whitefish');
        if (mu.shellfish && (i <= 1 || random.chance(0.4))) kinds.add('shellfish');
      }
      const [, place] = random.pick(mu.postal);
      // Stations sit around the harbour, within a few kilometres.
      drafts.push({
        municipality: mu,
        kinds,
        lat: Math.round((mu.lat + random.range(-0.04, 0.04)) * 1e5) / 1e5,
        lon: Math.round((mu.lon + random.range(-0.08, 0.08)) * 1e5) / 1e5,
        place,
      });
    }
  }

  const stationIds = new Set<string>();
  const stationId = (pelagic: boolean) => {
    for (;;) {
      const id = pelagic ? String(random.int(100_000, 100_999)) : String(random.int(200_000, 899_999));
      if (!stationIds.has(id)) {
        stationIds.add(id);
        return id;
      }
    }
  };

  const buyers: Buyer[] = [];
  const stations: Station[] = [];
  const takenNames = new Set<string>();
  const assigned = new Array<boolean>(drafts.length).fill(false);

  const addBuyer = (name: string, members: number[], group: boolean) => {
    const first = drafts[members[0]];
    const [postalCode, city] = random.pick(first.municipality.postal);
    const buyer: Buyer = {
      id: organisationNumber(random, orgNumbers),
      name,
      postalCode,
      city,
      municipality: first.municipality,
      stations: [],
    };
    const base = name.replace(/ AS$/, '');
    for (const member of members) {
      const draft = drafts[member];
      assigned[member] = true;
      const station: Station = {
        index: stations.length,
        id: stationId(draft.kinds.has('pelagic')),
        name: group || !base.includes(draft.place) ? `${base} ${draft.place}` : base,
        municipality: draft.municipality,
        lat: draft.lat,
        lon: draft.lon,
        kinds: draft.kinds,
        buyer,
      };
      buyer.stations.push(station);
      stations.push(station);
    }
    buyers.push(buyer);
  };

  const order = random.shuffle(drafts.map((_, i) => i));
  // Pelagic plants belong to a handful of pelagic companies with two to four plants each.
  const pelagic = order.filter((i) => drafts[i].kinds.has('pelagic'));
  while (pelagic.length > 0) {
    const members = pelagic.splice(0, Math.min(pelagic.length, random.int(2, 4)));
    addBuyer(groupBuyerName(random, true, takenNames), members, true);
  }
  for (const i of order) {
    if (assigned[i]) continue;
    const draft = drafts[i];
    const north = draft.municipality.salesArea === 'raafisk';
    if (random.chance(0.22)) {
      const members = [i];
      const wanted = random.int(2, 6);
      for (const j of order) {
        if (members.length >= wanted) break;
        if (assigned[j] || j === i) continue;
        if ((drafts[j].municipality.salesArea === 'raafisk') === north && !drafts[j].kinds.has('pelagic'))
          members.push(j);
      }
      addBuyer(groupBuyerName(random, false, takenNames), members, true);
    } else {
      const members = [i];
      if (random.chance(0.25)) {
        const sibling = order.find(
          (j) =>
            !assigned[j] &&
            j !== i &&
            drafts[j].municipality === draft.municipality &&
            !drafts[j].kinds.has('pelagic'),
        );
        if (sibling !== undefined) members.push(sibling);
      }
      addBuyer(localBuyerName(random, draft.place, takenNames), members, false);
    }
  }

  return { buyers, stations, ...indexStations(stations) };
}

/** Where catches from each location go, and each municipality's own stations, among `stations`. */
export function indexStations(stations: Station[]): Pick<BuyerNetwork, 'nearest' | 'local'> {
  const kinds: StationKind[] = ['whitefish', 'pelagic', 'shellfish'];
  const nearest = new Map<StationKind, { stations: Station[]; weights: number[] }[]>();
  for (const kind of kinds) {
    const candidates = stations.filter((station) => station.kinds.has(kind));
    nearest.set(
      kind,
      CATCH_LOCATIONS.map((location: CatchLocation) => {
        const closest = candidates
          .map((station) => ({
            station,
            d: distanceKm(location.lat, location.lon, station.lat, station.lon),
          }))
          .sort((a, b) => a.d - b.d || a.station.index - b.station.index)
          .slice(0, 8);
        return {
          stations: closest.map((entry) => entry.station),
          weights: closest.map((entry) =>
            kind === 'pelagic' ? 1 / (entry.d + 150) : 1 / (entry.d + 25) ** 2,
          ),
        };
      }),
    );
  }
  const local = new Map<string, Map<StationKind, Station[]>>();
  for (const station of stations) {
    const byKind = local.get(station.municipality.key) ?? new Map<StationKind, Station[]>();
    for (const kind of station.kinds) byKind.set(kind, [...(byKind.get(kind) ?? []), station]);
    local.set(station.municipality.key, byKind);
  }
  return { nearest, local };
}

// ---------------------------------------------------------------------------------------------------
// Register output

/** The buyer register in the format lib/fiskeridir/buyer-register.ts reads. */
export function buyerRegister(network: BuyerNetwork, referenceYear: number): BuyerRegisterEntry[] {
  return network.buyers.map((buyer) => ({
    id: buyer.id,
    name: buyer.name,
    postalCode: buyer.postalCode,
    city: buyer.city,
    municipalityCode: municipalityInYear(buyer.municipality, referenceYear).code,
    receivingStations: buyer.stations.map((station) => ({
      id: station.id,
      name: station.name,
      municipalityCode: municipalityInYear(station.municipality, referenceYear).code,
      latitude: station.lat,
      longitude: station.lon,
    })),
  }));
}
