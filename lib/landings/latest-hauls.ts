import 'server-only';
import { GEAR_GROUPS, LENGTH_GROUPS } from '@/lib/fiskeridir/code-lists';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoTimestamp, num, numOrNull, round2, text } from '@/lib/store/values';
import { hasErsTable } from './boats/ers-messages';
import { filterValues } from './landing-query/filters';

/**
 * The newest hauls across the fleet (catch messages, DCA, newest version of each), for
 * /fangstmeldinger: filtered by gear group, species, main area and the vessel's length group.
 */

/** The CSV of /fangstmeldinger holds the newest hauls with the page's filters, up to this many. */
export const HAUL_CSV_ROWS = 5000;

export interface HaulFilters {
  /** Redskap - gruppe (kode), 1–9. */
  gear?: string;
  /** Art - FDIR (kode): hauls that caught it. */
  species?: string;
  /** Hovedområde (kode) at the start of the haul. */
  area?: string;
  /** Lengdegruppe (kode), 1–5, of the vessel. */
  length?: string;
}

export interface FleetHaul {
  messageId: string;
  start: string;
  stop: string | null;
  durationMinutes: number | null;
  vesselId: string | null;
  vesselName: string | null;
  radioCallSign: string | null;
  gear: string | null;
  gearGroupCode: string | null;
  mainAreaCode: string | null;
  /** The main area's name, as the landing notes write it; null for an area no landing note names. */
  mainArea: string | null;
  latitude: number | null;
  longitude: number | null;
  stopLatitude: number | null;
  stopLongitude: number | null;
  /** Round weight (kg) of the haul, all species. */
  weight: number;
  /** Species, heaviest first: "Torsk 1,2 t" needs name and weight. */
  species: { code: string | null; name: string | null; weight: number }[];
}

export interface HaulPage {
  hauls: FleetHaul[];
  total: number;
  /** The newest haul start in the store (ISO, UTC); null without logbooks. */
  newest: string | null;
}

export interface HaulFilterOptions {
  gears: { code: string; name: string }[];
  species: { code: string; name: string }[];
  /** Main areas by code, each with its name where the landing notes give one. */
  areas: { code: string; name: string | null }[];
}

/**
 * Main area code → name. The logbooks and the landing notes number the main areas alike; the store
 * keeps the names the landing notes write (code_values), so a haul is named by those.
 */
async function mainAreaNames(): Promise<Map<string, string>> {
  const values = (await filterValues('mainArea')) ?? [];
  return new Map(
    values.filter((value) => value.label !== value.code).map((value) => [value.code, value.label]),
  );
}

const NEWEST_HAULS = `
  select l.*, b.length_group as vessel_length_group, b.name as boat_name
  from (
    select *, max(version) over (partition by message_id) as newest_version
    from ers_lines where message_type = 'DCA'
  ) l left join boats b on b.vessel_id = l.vessel_id
  where l.version = l.newest_version`;

export async function latestHauls(filters: HaulFilters, page: number, count: number): Promise<HaulPage> {
  if (!(await hasErsTable())) return { hauls: [], total: 0, newest: null };
  const params = {
    gear: filters.gear ?? null,
    species: filters.species ?? null,
    area: filters.area ?? null,
    // The boats table holds the length group's name (lib/store/ingest/read-models/derive.ts).
    length: LENGTH_GROUPS.find((group) => group.code === filters.length)?.name ?? null,
  };
  return cachedQuery('latest-hauls', { ...params, page, count }, async () => {
    const where = `($gear::varchar is null or gear_group_code = $gear)
      and ($area::varchar is null or main_area_code = $area)
      and ($length::varchar is null or vessel_length_group = $length)
      and ($species::varchar is null or message_id in (select message_id from ers_lines where message_type = 'DCA' and species_code = $species))`;
    const [[counted], rows, areaNames] = await Promise.all([
      queryStore<{ n: number; newest: string | null }>(
        `select count(distinct message_id)::integer as n, ${isoTimestamp('max(event_time)')} as newest
         from (${NEWEST_HAULS}) where ${where}`,
        params,
      ),
      queryStore(
        `select message_id, ${isoTimestamp('min(event_time)')} as start, ${isoTimestamp('any_value(stop_time)')} as stop,
           any_value(duration_minutes) as duration, any_value(vessel_id) as vessel_id,
           coalesce(any_value(boat_name), any_value(vessel_name)) as vessel_name, any_value(radio_call_sign) as call_sign,
           any_value(gear) as gear, any_value(gear_group_code) as gear_group, any_value(main_area_code) as area,
           any_value(latitude) as latitude, any_value(longitude) as longitude,
           any_value(stop_latitude) as stop_latitude, any_value(stop_longitude) as stop_longitude,
           coalesce(sum(round_weight), 0) as weight,
           list({'code': species_code, 'name': species, 'weight': round_weight} order by round_weight desc nulls last) as species
         from (${NEWEST_HAULS}) where ${where}
         group by message_id order by min(event_time) desc, message_id desc
         limit $limit offset $offset`,
        { ...params, limit: count, offset: (page - 1) * count },
      ),
      mainAreaNames(),
    ]);
    return {
      total: num(counted?.n),
      newest: text(counted?.newest),
      hauls: rows.map((row) => ({
        messageId: String(row.message_id),
        start: String(row.start),
        stop: text(row.stop),
        durationMinutes: numOrNull(row.duration),
        vesselId: text(row.vessel_id),
        vesselName: text(row.vessel_name),
        radioCallSign: text(row.call_sign),
        gear: text(row.gear),
        gearGroupCode: text(row.gear_group),
        mainAreaCode: text(row.area),
        mainArea: areaNames.get(String(row.area)) ?? null,
        latitude: numOrNull(row.latitude),
        longitude: numOrNull(row.longitude),
        stopLatitude: numOrNull(row.stop_latitude),
        stopLongitude: numOrNull(row.stop_longitude),
        weight: round2(num(row.weight)),
        species: ((row.species as { code: unknown; name: unknown; weight: unknown }[] | null) ?? []).map(
          (s) => ({
            code: text(s.code),
            name: text(s.name),
            weight: round2(num(s.weight)),
          }),
        ),
      })),
    };
  });
}

/** The gears, species and areas the hauls have, for the filter form. */
export async function haulFilterOptions(): Promise<HaulFilterOptions> {
  if (!(await hasErsTable())) return { gears: [], species: [], areas: [] };
  return cachedQuery('haul-filter-options', {}, async () => {
    const [gears, species, areas, areaNames] = await Promise.all([
      queryStore(
        `select gear_group_code as code, count(*) as n from ers_lines
         where message_type = 'DCA' and gear_group_code is not null group by code order by code`,
      ),
      queryStore(
        `select species_code as code, any_value(species) as name, sum(round_weight) as weight from ers_lines
         where message_type = 'DCA' and species_code is not null group by code order by weight desc limit 60`,
      ),
      queryStore(
        `select distinct main_area_code as code from ers_lines
         where message_type = 'DCA' and main_area_code is not null order by code`,
      ),
      mainAreaNames(),
    ]);
    return {
      gears: gears.map((row) => ({
        code: String(row.code),
        name: GEAR_GROUPS.find((group) => group.code === String(row.code))?.name ?? String(row.code),
      })),
      species: species.map((row) => ({ code: String(row.code), name: text(row.name) ?? String(row.code) })),
      areas: areas.map((row) => ({ code: String(row.code), name: areaNames.get(String(row.code)) ?? null })),
    };
  });
}
