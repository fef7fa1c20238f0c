import 'server-only';
import { findMunicipality, formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { catchLocationsOf, MAX_CATCH_LOCATIONS, type CatchLocation } from './boat-catch-summary';
import { num, round2, text } from '@/lib/store/values';
import { hasPositions, type BoatTrack, type TrackPoint } from '../places/maps';
import { TRACK_POSITIONS } from '@/lib/store/track-sql';

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

/**
 * Null when the boat has no call sign or no position reports (boats under 12 m do not report). Two reads
 * at once of what the ingest derived (lib/store/ingest/read-models/boat-tracks.ts): the call sign's track, and the
 * boat's landing ports and catch locations in the days it covers.
 */
export async function boatTrackMap(boatId: string, callSign: string | null): Promise<BoatTrackMap | null> {
  if (!callSign || !(await hasPositions(callSign))) return null;
  const sign = callSign.trim().toUpperCase();
  return cachedQuery('boat-track-map', { boatId, sign }, async (signal) => {
    const [[row], places] = await Promise.all([
      queryStore('select * from boat_tracks where radio_call_sign = $sign', { sign }, signal),
      queryStore(
        'select * from boat_track_places where vessel_id = $id and radio_call_sign = $sign',
        { id: boatId, sign },
        signal,
      ),
    ]);
    const from = text(row?.from_time);
    const to = text(row?.to_time);
    if (!row || !from || !to) return null;
    const track: BoatTrack = {
      radioCallSign: sign,
      boatId: text(row.vessel_id),
      name: text(row.name) ?? text(row.reported_name),
      registrationMark: text(row.registration_mark) ?? text(row.reported_mark),
      from,
      to,
      positions: JSON.parse(String(row.positions)) as TrackPoint[],
    };
    return {
      track,
      from: from.slice(0, 10),
      to: to.slice(0, 10),
      ports: portsOf(places.filter((place) => place.kind === 'port')),
      catchLocations: catchLocationsOf(places).slice(0, MAX_CATCH_LOCATIONS),
    };
  });
}

/**
 * The municipalities the boat landed in, heaviest first (equal weights by code), placed at the
 * municipality's main harbour as the code list has it for the year of the last landing there.
 */
function portsOf(rows: readonly Row[]): LandingPort[] {
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
