import 'server-only';
import { findMunicipality, formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatCatchSummary, type CatchLocation } from './boat-catch-summary';
import { isoDate, num, round2, text } from './common-sql';
import { hasPositions, type BoatTrack, type TrackPoint } from './maps';
import { TRACK_POSITIONS } from './track-sql';

/**
 * The boat page's "Spor" map: the boat's last positions (VMS), and what it did in the same days from
 * the landing notes: the ports it landed in and where that catch was taken. Landings are matched to the
 * track by date, so the map tells one story (where it went, where it fished, where it landed).
 */

export { TRACK_POSITIONS };

export interface LandingPort {
  municipalityCode: string;
  name: string;
  /** The municipality's main harbour (the landing notes give the municipality, not the quay). */
  latitude: number;
  longitude: number;
  landings: number;
  /** Round weight, kg. */
  weight: number;
}

export interface BoatTrackMap {
  track: BoatTrack;
  /** The days the track covers (yyyy-MM-dd, UTC days of the first and last position). */
  from: string;
  to: string;
  ports: LandingPort[];
  /** Catch locations of the landings in those days, heaviest first. */
  catchLocations: CatchLocation[];
}

/** Null when the boat has no call sign or no position reports (boats under 12 m do not report). */
export async function boatTrackMap(boatId: string, callSign: string | null): Promise<BoatTrackMap | null> {
  if (!callSign || !(await hasPositions(callSign))) return null;
  const track = await lastPositions(callSign);
  if (!track || !track.from || !track.to) return null;
  const window = { from: track.from.slice(0, 10), to: track.to.slice(0, 10) };
  const [ports, summary] = await Promise.all([
    landingPorts(boatId, window),
    boatCatchSummary(boatId, window),
  ]);
  return { track, ...window, ports, catchLocations: summary.locations };
}

/**
 * The call sign's last TRACK_POSITIONS reports and who it is, one row of the boat_tracks read model
 * (lib/store/ingest/boat-tracks.ts); the same as maps.ts's boatTrack asked for its last reports.
 */
async function lastPositions(callSign: string): Promise<BoatTrack | null> {
  const sign = callSign.trim().toUpperCase();
  return cachedQuery('boat-track-last', { sign }, async (signal) => {
    const [row] = await queryStore(
      'select * from boat_tracks where radio_call_sign = $sign',
      { sign },
      signal,
    );
    if (!row) return null;
    return {
      radioCallSign: sign,
      boatId: text(row.vessel_id),
      name: text(row.name) ?? text(row.reported_name),
      registrationMark: text(row.registration_mark) ?? text(row.reported_mark),
      from: text(row.from_time),
      to: text(row.to_time),
      positions: JSON.parse(String(row.positions)) as TrackPoint[],
    };
  });
}

/**
 * The municipalities the boat landed in during the days, heaviest first (equal weights by code), placed
 * at the municipality's main harbour as the code list has it for the year of the last landing there;
 * from the boat's rows of those days in the boat_document_species read model.
 */
export async function landingPorts(
  boatId: string,
  days: { from: string; to: string },
): Promise<LandingPort[]> {
  const rows = await queryStore(
    `select landing_municipality_code as code, any_value(landing_municipality) as name,
       ${isoDate('max(landing_date)')} as last_date, count(distinct doc_key)::integer as landings,
       coalesce(sum(round_weight), 0) as weight
     from boat_document_species
     where vessel_id = $id and landing_date between $from::date and $to::date
       and landing_municipality_code is not null
     group by landing_municipality_code`,
    { id: boatId, ...days },
  );
  return rows
    .flatMap((row): LandingPort[] => {
      const code = String(row.code);
      const year = Number(String(row.last_date).slice(0, 4));
      const municipality = findMunicipality(code, year) ?? findMunicipality(code);
      if (!municipality) return [];
      return [
        {
          municipalityCode: code,
          name: formatMunicipalityName(text(row.name) ?? municipality.name),
          latitude: municipality.latitude,
          longitude: municipality.longitude,
          landings: num(row.landings),
          weight: round2(num(row.weight)),
        },
      ];
    })
    .sort((a, b) => b.weight - a.weight || a.municipalityCode.localeCompare(b.municipalityCode));
}
