/**
 * What the track reads share with the ingest that derives the boat page's track (boat_tracks,
 * lib/store/ingest/read-models/boat-tracks.ts): plain SQL and constants, no store access.
 */

/** The positions the boat page's "Spor" map shows: the boat's last reports. */
export const TRACK_POSITIONS = 500;

/** The boat carrying each call sign (upper-case): the one that landed last under it. */
export const BOAT_BY_CALL_SIGN = `(select upper(radio_call_sign) as call_sign, arg_max(vessel_id, last_landing) as vessel_id,
  arg_max(name, last_landing) as name, arg_max(registration_mark, last_landing) as registration_mark,
  arg_max(length, last_landing) as length, arg_max(gear_group_code, last_landing) as gear_group_code,
  arg_max(gear_group, last_landing) as gear_group
  from boats where radio_call_sign is not null group by upper(radio_call_sign))`;
