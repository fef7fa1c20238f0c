import { DetailSection } from '@/components/detail/detail-section';
import { locationLabel } from '@/components/detail/boat-columns';
import styles from '@/components/detail/detail.module.css';
import { FactList } from '@/components/ui/fact-list';
import { formatDateTime, formatNumber, formatWeight } from '@/lib/format';
import type { BoatTrackMap } from '@/lib/landings/boat-track';
import { GeoMap, type MapPoint } from './geo-map';

/** Colours of the track and the map's three kinds of point. */
const TRACK_COLOR = '#4361ee';
const LATEST_COLOR = '#e07a00';
const PORT_COLOR = '#0b3954';
const CATCH_COLOR = '#c1121f';

const landingWord = (count: number) => (count === 1 ? 'landing' : 'landinger');

/**
 * The boat page's "Spor" section: the last positions as a line, the newest position, the ports the
 * boat landed in and where that catch was taken in the same days. Without position reports it says
 * why (boats under 12 m do not report) instead of showing an empty map.
 */
export function BoatTrackSection({
  boatName,
  trackMap,
}: {
  boatName: string;
  trackMap: BoatTrackMap | null;
}) {
  if (!trackMap) {
    return (
      <DetailSection id="spor" title="Spor og landingshavner">
        <p className={styles.empty}>
          Ingen posisjonsrapporter (VMS) for {boatName}. Båter under 12 meter rapporterer ikke posisjon.
        </p>
      </DetailSection>
    );
  }
  const { track, ports, catchLocations } = trackMap;
  const newest = track.positions[track.positions.length - 1];
  const points: MapPoint[] = [
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
  ];
  const legend = [
    { label: 'Spor', color: TRACK_COLOR },
    { label: 'Siste posisjon', color: LATEST_COLOR },
    ...(ports.length > 0 ? [{ label: 'Landingshavn', color: PORT_COLOR }] : []),
    ...(catchLocations.length > 0 ? [{ label: 'Fangstfelt (fra sluttsedlene)', color: CATCH_COLOR }] : []),
  ];
  const span = `${formatDateTime(track.from)} til ${formatDateTime(track.to)}`;
  return (
    <DetailSection
      id="spor"
      title="Spor og landingshavner"
      source="Posisjonsrapporter fra satellittsporing (VMS) og sluttsedler. Havnen er kommunens hovedhavn."
    >
      <FactList
        label="Om sporet"
        facts={[
          { label: 'Posisjoner', value: formatNumber(track.positions.length), name: 'posisjoner' },
          { label: 'Tidsrom', value: span, name: 'tidsrom' },
          {
            label: 'Siste posisjon',
            value: `${formatDateTime(newest.time)}${newest.speed != null ? `, ${formatNumber(newest.speed, 1)} knop` : ''}`,
            name: 'siste-posisjon',
          },
          {
            label: 'Landinger i tidsrommet',
            value:
              ports.length > 0
                ? ports.map((port) => `${port.name} (${formatNumber(port.landings)})`).join(', ')
                : 'Ingen',
            name: 'landingshavner',
          },
        ]}
      />
      <GeoMap
        id="sporkart"
        kind="boat"
        title={`Sporet til ${boatName}, de siste ${formatNumber(track.positions.length)} posisjonene`}
        summary={`Linjen viser ${formatNumber(track.positions.length)} posisjoner fra ${span}. ${
          ports.length > 0
            ? `Landet i ${ports.map((port) => port.name).join(', ')} i samme tidsrom.`
            : 'Ingen landinger i samme tidsrom.'
        }`}
        lines={[
          {
            key: 'spor',
            label: `Spor ${span}`,
            path: track.positions.map((p) => [p.latitude, p.longitude] as const),
            color: TRACK_COLOR,
          },
        ]}
        points={points}
        legend={legend}
        listTitle="Punktene på kartet som liste"
        minSpan={1.5}
      />
    </DetailSection>
  );
}
