import 'server-only';
import { findMunicipality, formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatCatchSummary, type CatchLocation } from './boat-page';
import { num, round2, text } from './common-sql';
import { boatTrack, hasPositions, type BoatTrack } from './maps';

/**
 * The boat page's "Spor" map: the boat's last positions (VMS), and what it did in the same days from
 * the landing notes: the ports it landed in and where that catch was taken. Landings are matched to the
 * track by date, so the map tells one story (where it went, where it fished, where it landed).
 */

export const TRACK_POSITIONS = 500;

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
  const track = await boatTrack(callSign, { last: TRACK_POSITIONS });
  if (!track || !track.from || !track.to) return null;
  const window = { from: track.from.slice(0, 10), to: track.to.slice(0, 10) };
  const [ports, summary] = await Promise.all([
    landingPorts(boatId, window),
    boatCatchSummary(boatId, window),
  ]);
  return { track, ...window, ports, catchLocations: summary.locations };
}

function landingPorts(boatId: string, window: { from: string; to: string }): Promise<LandingPort[]> {
  return cachedQuery('boat-track.ports', { boatId, ...window }, async () => {
    const rows = await queryStore(
      `select landing_municipality_code as code, any_value(landing_municipality) as name,
         year(max(landing_date)) as year, count(distinct doc_key)::integer as landings, sum(round_weight) as weight
       from landing_lines
       where vessel_id = $id and landing_date between $from::date and $to::date
         and landing_municipality_code is not null
       group by landing_municipality_code order by weight desc`,
      { id: boatId, ...window },
    );
    return rows.flatMap((row): LandingPort[] => {
      const code = String(row.code);
      const municipality = findMunicipality(code, num(row.year)) ?? findMunicipality(code);
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
    });
  });
}
