import { locationLabel } from '@/components/detail/boat-columns';
import { formatDateTime, formatNumber, formatWeight } from '@/lib/format';
import type { CatchLocation } from '@/lib/landings/boats/boat-catch-summary';
import type { BoatTrackMap } from '@/lib/landings/boats/boat-track';
import type { BoatTrack } from '@/lib/landings/places/maps';
import type { Haul } from '@/lib/logbook/trips';
import { withParams, type PeriodChoice } from '@/lib/url-state';
import { entityPath } from '@/lib/seo/site-url';
import type { GeoMapProps, MapPoint } from './geo-map';

/**
 * The boat page's three maps: what each shows, built once for the page (caption, summary, legend, the
 * list under the map) and for the SVG image the page shows (app/(site)/boats/[id]/kart/[map]/route.ts).
 * They are the page's largest parts, so the page carries only an `<img>` of each: its HTML is about
 * half the size, and each drawing is made when a reader scrolls to it and cached apart from the page.
 */

export type BoatMapSpec = Omit<GeoMapProps, 'id' | 'imageHref' | 'tiles' | 'interactive'>;

/** The map images, by file name. */
export const BOAT_MAP_FILES = ['fangstfelt.svg', 'trekk.svg', 'spor.svg'] as const;
export type BoatMapFile = (typeof BOAT_MAP_FILES)[number];

/** The address of one of the boat's map images; the catch map is per period (the page's parameters). */
export function boatMapImageHref(
  boatId: string,
  file: BoatMapFile,
  period: Record<string, string | number | undefined> = {},
): string {
  return withParams(`${entityPath.boat(boatId)}/kart/${file}`, period);
}

const landingWord = (count: number) => (count === 1 ? 'landing' : 'landinger');

/** "Fangstfelt 2025": where the period's catch was taken, from the landing notes. */
export function catchMapSpec(period: Pick<PeriodChoice, 'label'>, locations: CatchLocation[]): BoatMapSpec {
  const points: MapPoint[] = locations.map((location, i) => ({
    key: `${location.mainAreaCode}-${location.locationCode}-${i}`,
    latitude: location.latitude,
    longitude: location.longitude,
    label: locationLabel(location),
    weight: location.weight,
    detail: `${formatWeight(location.weight)}, ${formatNumber(location.landings)} ${landingWord(location.landings)}`,
  }));
  return {
    kind: 'catch',
    title: `Hvor fangsten ble tatt, ${period.label}`,
    summary:
      points.length > 0
        ? `Kart med ${points.length} fangstfelt fra sluttsedlene. Størst: ${points
            .slice(0, 3)
            .map((p) => `${p.label} (${formatWeight(p.weight)})`)
            .join(', ')}.`
        : 'Kart over norskekysten. Ingen fangstfelt med posisjon i perioden.',
    points,
    listTitle: 'Alle fangstfelt som liste',
  };
}

const HAUL_COLOR = '#c1121f';

/**
 * Hauls listed in text under the haul map: the newest. The map has up to a hundred, and all of them are
 * in the hauls CSV, so the list does not make every boat page carry a hundred lines twice (HTML and RSC).
 */
export const HAULS_LISTED = 10;

/** "Turer og fangst": the latest hauls from the logbook, each from start to stop. */
export function haulMapSpec(boatName: string, hauls: Haul[]): BoatMapSpec {
  return {
    kind: 'catch',
    title: `Trekkene til ${boatName}`,
    summary:
      hauls.length > 0
        ? `Kart med de ${formatNumber(hauls.length)} siste trekkene (fra start til slutt), fra ${formatDateTime(hauls[hauls.length - 1].start)} til ${formatDateTime(hauls[0].start)}.`
        : 'Kart over norskekysten. Ingen trekk med posisjon.',
    points: hauls.map((haul, i) => ({
      key: `start-${i}`,
      latitude: haul.latitude,
      longitude: haul.longitude,
      label: `Trekk ${formatDateTime(haul.start)}`,
      detail: `${haul.gear ?? 'ukjent redskap'}, ${formatWeight(haul.weight)}${haul.species ? `, mest ${haul.species}` : ''}`,
      weight: haul.weight,
    })),
    lines: hauls.map((haul, i) => ({
      key: `trekk-${i}`,
      // The haul's gear and catch are on its start dot (and in the list); the line names only the haul.
      label: `Trekk ${formatDateTime(haul.start)}`,
      path:
        haul.stopLatitude != null && haul.stopLongitude != null
          ? [
              [haul.latitude, haul.longitude],
              [haul.stopLatitude, haul.stopLongitude],
            ]
          : [[haul.latitude, haul.longitude]],
      color: HAUL_COLOR,
    })),
    listTitle:
      hauls.length > HAULS_LISTED ? `De ${HAULS_LISTED} siste trekkene som liste` : 'Trekkene som liste',
    listLimit: HAULS_LISTED,
    minSpan: 1,
  };
}

/** Colours of the track and the track map's three kinds of point. */
const TRACK_COLOR = '#4361ee';
const LATEST_COLOR = '#e07a00';
const PORT_COLOR = '#0b3954';
const CATCH_COLOR = '#c1121f';

/** "11/12/2025 kl. 05:15 til 1/1/2026 kl. 00:15": the time the track covers. */
export const trackSpan = (track: BoatTrack) =>
  `${formatDateTime(track.from)} til ${formatDateTime(track.to)}`;

/**
 * "Spor og landingshavner": the last positions as a line, the newest position, the ports the boat landed
 * in and where that catch was taken in the same days.
 */
export function trackMapSpec(boatName: string, { track, ports, catchLocations }: BoatTrackMap): BoatMapSpec {
  const newest = track.positions[track.positions.length - 1];
  const span = trackSpan(track);
  return {
    kind: 'boat',
    title: `Sporet til ${boatName}, de siste ${formatNumber(track.positions.length)} posisjonene`,
    summary: `Linjen viser ${formatNumber(track.positions.length)} posisjoner fra ${span}. ${
      ports.length > 0
        ? `Landet i ${ports.map((port) => port.name).join(', ')} i samme tidsrom.`
        : 'Ingen landinger i samme tidsrom.'
    }`,
    lines: [
      {
        key: 'spor',
        label: `Spor ${span}`,
        path: track.positions.map((p) => [p.latitude, p.longitude] as const),
        color: TRACK_COLOR,
      },
    ],
    points: [
      ...catchLocations.map((location, i) => ({
        key: `felt-${location.mainAreaCode}-${location.locationCode}-${i}`,
        latitude: location.latitude,
        longitude: location.longitude,
        label: `Fangstfelt: ${locationLabel(location)}`,
        detail: `${formatWeight(location.weight)}, ${formatNumber(location.landings)} ${landingWord(location.landings)}`,
        color: CATCH_COLOR,
      })),
      ...ports.map((port) => ({
        key: `havn-${port.municipalityCode}`,
        latitude: port.latitude,
        longitude: port.longitude,
        label: `Landet i ${port.name}`,
        detail: `${formatNumber(port.landings)} ${landingWord(port.landings)}, ${formatWeight(port.weight)}`,
        approximate: true,
        color: PORT_COLOR,
      })),
      {
        key: 'siste',
        latitude: newest.latitude,
        longitude: newest.longitude,
        label: 'Siste posisjon',
        detail: formatDateTime(newest.time),
        color: LATEST_COLOR,
      },
    ],
    legend: [
      { label: 'Spor', color: TRACK_COLOR },
      { label: 'Siste posisjon', color: LATEST_COLOR },
      ...(ports.length > 0 ? [{ label: 'Landingshavn', color: PORT_COLOR }] : []),
      ...(catchLocations.length > 0 ? [{ label: 'Fangstfelt (fra sluttsedlene)', color: CATCH_COLOR }] : []),
    ],
    listTitle: 'Punktene på kartet som liste',
    minSpan: 1.5,
  };
}
