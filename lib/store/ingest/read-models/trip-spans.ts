import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * The logbook's trips as spans, for the trip benchmarks (trips.ts): a departure (DEP) to the first
 * arrival (POR) after it and before the boat's next departure, the newest version of each message, as
 * the boat page's trips are counted (lib/logbook/trips.ts). A trip with no arrival yet is at sea
 * and left out. Hours fishing are the sum of the hauls' (DCA) durations between departure and arrival.
 */

export interface LogbookSpan {
  vesselId: string;
  callSign: string | null;
  /** Epoch milliseconds, UTC. */
  departure: number;
  arrival: number;
  haulHours: number;
}

/** The UTC year of an instant (epoch ms): a trip's year is its departure's. */
export const yearOf = (ms: number) => new Date(ms).getUTCFullYear();

const LOGBOOK_SPANS_SQL = `
  with newest as (
    select message_type, message_id, max(version) as version
    from ers_lines where message_type in ('DEP', 'POR', 'DCA') and vessel_id is not null
    group by all
  ), messages as (
    select e.vessel_id, e.message_type, e.message_id, min(coalesce(e.event_time, e.message_time)) as t,
      max(coalesce(e.duration_minutes, date_diff('minute', e.event_time, e.stop_time))) as minutes,
      max(upper(e.radio_call_sign)) as call_sign
    from ers_lines e join newest n using (message_type, message_id, version)
    group by all
  ), departures as (
    select vessel_id, message_id, t, call_sign,
      lead(t) over (partition by vessel_id order by t, message_id) as next_departure
    from messages where message_type = 'DEP'
  ), arrivals as (
    select d.vessel_id, d.message_id, d.t as departure, d.call_sign, min(p.t) as arrival
    from departures d join messages p
      on p.vessel_id = d.vessel_id and p.message_type = 'POR' and p.t >= d.t
      and (d.next_departure is null or p.t < d.next_departure)
    group by all
  )
  select a.vessel_id, coalesce(upper(b.radio_call_sign), a.call_sign) as call_sign,
    epoch_ms(a.departure)::double as departure, epoch_ms(a.arrival)::double as arrival,
    coalesce(sum(h.minutes), 0) / 60 as haul_hours
  from arrivals a
  left join messages h
    on h.vessel_id = a.vessel_id and h.message_type = 'DCA' and h.t >= a.departure and h.t <= a.arrival
  left join boats b on b.vessel_id = a.vessel_id
  where a.arrival > a.departure
  group by all
  order by call_sign, departure`;

export async function logbookSpans(connection: DuckDBConnection): Promise<LogbookSpan[]> {
  const reader = await connection.runAndReadAll(LOGBOOK_SPANS_SQL);
  return reader.getRowObjectsJS().map((row) => ({
    vesselId: String(row.vessel_id),
    callSign: row.call_sign == null ? null : String(row.call_sign),
    departure: Number(row.departure),
    arrival: Number(row.arrival),
    haulHours: Number(row.haul_hours),
  }));
}
