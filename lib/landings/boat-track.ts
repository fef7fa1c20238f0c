import 'server-only';
import { findMunicipality, formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { boatCatchSummary, type CatchLocation } from './boat-page';
import { boatPeriodLines, type BoatLine } from './boat-lines';
import { round2, text } from './common-sql';
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
  // The ports and the catch locations come from the same read of the boat's lines in those days.
  const [lines, summary] = await Promise.all([
    boatPeriodLines(boatId, window),
    boatCatchSummary(boatId, window),
  ]);
  return { track, ...window, ports: landingPortsOfLines(lines), catchLocations: summary.locations };
}

/**
 * The municipalities the lines were landed in, heaviest first (equal weights by code), placed at the
 * municipality's main harbour as the code list has it for the year of the last landing there.
 */
export function landingPortsOfLines(lines: readonly BoatLine[]): LandingPort[] {
  interface Port {
    name: string | null;
    lastDate: string;
    documents: Set<string>;
    weight: number;
  }
  const ports = new Map<string, Port>();
  for (const line of lines) {
    if (line.municipalityCode == null) continue;
    let port = ports.get(line.municipalityCode);
    if (!port) {
      port = { name: null, lastDate: line.landingDate, documents: new Set(), weight: 0 };
      ports.set(line.municipalityCode, port);
    }
    port.name ??= line.municipality;
    if (line.landingDate > port.lastDate) port.lastDate = line.landingDate;
    port.documents.add(line.docKey);
    port.weight += line.roundWeight ?? 0;
  }
  return [...ports.entries()]
    .flatMap(([code, port]): LandingPort[] => {
      const year = Number(port.lastDate.slice(0, 4));
      const municipality = findMunicipality(code, year) ?? findMunicipality(code);
      if (!municipality) return [];
      return [
        {
          municipalityCode: code,
          name: formatMunicipalityName(text(port.name) ?? municipality.name),
          latitude: municipality.latitude,
          longitude: municipality.longitude,
          landings: port.documents.size,
          weight: round2(port.weight),
        },
      ];
    })
    .sort((a, b) => b.weight - a.weight || a.municipalityCode.localeCompare(b.municipalityCode));
}
