import 'server-only';
import { mainAreas } from '@/lib/fiskeridir/catch-areas';
import { findMunicipality, formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, text } from '@/lib/store/values';

/**
 * The interactive maps' offline base layer, besides the bundled coastline: the places where landings
 * happen (landing municipalities at their main harbour, receiving stations at their registered
 * position), heaviest first so the map can name the big ports when zoomed out and the small ones
 * closer in, and the catch areas' main areas with their names.
 */

export interface MapPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** Landed round weight there (kg), over the whole store: decides from which zoom the name shows. */
  weight: number;
  /** `town`: a landing municipality (its main harbour); `station`: a receiving station. */
  kind: 'town' | 'station';
}

export interface MapCatchArea {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapBaseLayer {
  places: MapPlace[];
  catchAreas: MapCatchArea[];
}

/** Stations beyond the heaviest this many are left out: their names would only crowd the coast. */
const MAX_STATIONS = 250;

export function mapBaseLayer(): Promise<MapBaseLayer> {
  return cachedQuery('map-base-layer', {}, async () => {
    const [towns, stations] = await Promise.all([
      queryStore(
        // The receiver cube's years (lib/store/ingest/read-models/landing-cubes.ts) and the municipality's newest
        // name (code_values), not a scan of every line of the history.
        `select c.landing_municipality_code as code, any_value(v.label) as name,
           year(max(c.last_date))::integer as newest_year, sum(c.weight) as weight
         from landing_cube_receiver_species_years c
         left join code_values v on v.category = 'OffloadTown' and v.code = c.landing_municipality_code
         where c.landing_municipality_code is not null
         group by c.landing_municipality_code`,
      ),
      queryStore(
        `select s.name, s.latitude, s.longitude, sum(m.round_weight) as weight
         from stations s join station_months m on m.station_id = s.station_id
         where s.latitude is not null and s.longitude is not null and s.name is not null
         group by s.station_id, s.name, s.latitude, s.longitude
         order by weight desc limit ${MAX_STATIONS}`,
      ),
    ]);
    const places: MapPlace[] = [];
    for (const row of towns) {
      const known =
        findMunicipality(String(row.code), num(row.newest_year)) ?? findMunicipality(String(row.code));
      // Only where the code list knows the harbour: a guessed position would put a name in the sea.
      if (!known) continue;
      places.push({
        name: formatMunicipalityName(text(row.name) ?? known.name),
        latitude: known.latitude,
        longitude: known.longitude,
        weight: Math.round(num(row.weight)),
        kind: 'town',
      });
    }
    for (const row of stations) {
      places.push({
        name: String(row.name),
        latitude: num(row.latitude),
        longitude: num(row.longitude),
        weight: Math.round(num(row.weight)),
        kind: 'station',
      });
    }
    places.sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name, 'nb'));
    const catchAreas = mainAreas().map((area) => ({
      code: area.code,
      name: area.name,
      latitude: area.lat,
      longitude: area.lon,
    }));
    return { places, catchAreas };
  });
}
