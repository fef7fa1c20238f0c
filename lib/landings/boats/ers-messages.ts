import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoTimestamp, num, numOrNull, text } from '@/lib/store/values';
import { storeHasTable } from '../store-lookups';
import type { ErsMessage, ErsType } from '@/lib/logbook/ers-types';

export type { ErsMessage, ErsMessageLine, ErsType } from '@/lib/logbook/ers-types';

/**
 * Electronic logbook messages (ERS) from `ers_lines`: one message per (type, Melding ID), built from its
 * lines (one per species). A corrected catch message (DCA) has a higher version: only the newest counts.
 */

/** Messages per page when the caller does not say. */
export const ERS_DEFAULT_COUNT = 50;

export interface ErsMessageQuery {
  from: string;
  to: string;
  type?: ErsType;
  /** Fartøy ID, radio call sign or registration mark (as the logbook writes it). */
  vessel?: string;
  page: number;
  count: number;
}

/** The newest version of each message, in the period (message time, UTC days, inclusive). */
const NEWEST_LINES = `
  select *, max(version) over (partition by message_type, message_id) as newest_version
  from ers_lines
  where message_time >= $from::date and message_time < $to::date + 1
    and ($type::varchar is null or message_type = $type)
    and ($vessel::varchar is null or vessel_id = $vessel or upper(radio_call_sign) = upper($vessel)
      or upper(replace(registration_mark, ' ', '')) = upper(replace(replace($vessel, '-', ''), ' ', '')))`;

/** True when the store has logbooks at all (a store made before ERS ingest has no such table). */
export function hasErsTable(): Promise<boolean> {
  return storeHasTable('ers_lines');
}

/**
 * Whether the logbooks (ERS) hold any message of the vessel. Most of the fleet (the smaller boats)
 * reports none, and a logbook query that finds nothing still costs several milliseconds: the vessels
 * that do report are read once per store version, so a boat page of a boat without a logbook asks no
 * logbook query at all.
 */
export async function hasLogbook(vesselId: string): Promise<boolean> {
  const vessels = await logbookVessels();
  return vessels !== null && Object.hasOwn(vessels, vesselId);
}

/**
 * Every vessel with logbook lines and its newest time, from the boat_logbooks read model
 * (lib/store/ingest/read-models/boat-logbooks.ts); null when the store has no logbooks.
 */
async function logbookVessels(): Promise<Record<string, string | null> | null> {
  if (!(await hasErsTable())) return null;
  return cachedQuery('ers-vessels', {}, async (signal) => {
    const rows = await queryStore<{ vessel_id: string; newest: string | null }>(
      'select vessel_id, newest from boat_logbooks',
      undefined,
      signal,
    );
    return Object.fromEntries(rows.map((row) => [row.vessel_id, row.newest]));
  });
}

/** A page of messages, newest first, and how many there are in all. */
export async function ersMessages(query: ErsMessageQuery): Promise<{ rows: ErsMessage[]; total: number }> {
  if (!(await hasErsTable())) return { rows: [], total: 0 };
  const params = {
    from: query.from,
    to: query.to,
    type: query.type ?? null,
    vessel: query.vessel?.trim() || null,
  };
  return cachedQuery('ers-messages', { ...params, page: query.page, count: query.count }, async () => {
    const [[counted], rows] = await Promise.all([
      queryStore<{ n: number }>(
        `select count(distinct (message_type, message_id))::integer as n from (${NEWEST_LINES}) where version = newest_version`,
        params,
      ),
      queryStore(
        `with lines as (select * from (${NEWEST_LINES}) where version = newest_version)
         select message_type, message_id, any_value(version) as version,
           ${isoTimestamp('min(message_time)')} as message_time,
           any_value(vessel_id) as vessel_id, any_value(radio_call_sign) as radio_call_sign,
           any_value(registration_mark) as registration_mark, any_value(vessel_name) as vessel_name,
           any_value(coalesce(port, port_code)) as port, any_value(latitude) as latitude,
           any_value(longitude) as longitude, any_value(stop_latitude) as stop_latitude,
           any_value(stop_longitude) as stop_longitude, any_value(gear) as gear,
           list({'code': species_code, 'name': species, 'weight': round_weight, 'quantity': quantity_type}
             order by round_weight desc nulls last) filter (where species_code is not null or round_weight is not null) as lines
         from lines group by message_type, message_id
         order by min(message_time) desc, message_id desc
         limit $limit offset $offset`,
        { ...params, limit: query.count, offset: (query.page - 1) * query.count },
      ),
    ]);
    return { total: num(counted?.n), rows: rows.map(messageOf) };
  });
}

function messageOf(row: Record<string, unknown>): ErsMessage {
  const lines =
    (row.lines as { code: unknown; name: unknown; weight: unknown; quantity: unknown }[] | null) ?? [];
  return {
    MessageId: String(row.message_id),
    MessageType: String(row.message_type) as ErsType,
    MessageTime: String(row.message_time),
    Version: num(row.version),
    VesselId: text(row.vessel_id),
    RadioCallSign: text(row.radio_call_sign),
    RegistrationMark: text(row.registration_mark),
    VesselName: text(row.vessel_name),
    Port: text(row.port),
    Latitude: numOrNull(row.latitude),
    Longitude: numOrNull(row.longitude),
    StopLatitude: numOrNull(row.stop_latitude),
    StopLongitude: numOrNull(row.stop_longitude),
    Gear: text(row.gear),
    Lines: lines.map((line) => ({
      SpeciesCode: text(line.code),
      Species: text(line.name),
      RoundWeight: numOrNull(line.weight),
      QuantityType: text(line.quantity),
    })),
  };
}
