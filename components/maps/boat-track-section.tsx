import { DetailSection } from '@/components/detail/detail-section';
import styles from '@/components/detail/detail.module.css';
import { FactList } from '@/components/ui/fact-list';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { BoatTrackMap } from '@/lib/landings/boats/boat-track';
import { trackMapSpec, trackSpan } from './boat-maps';
import { GeoMap } from './geo-map';

/**
 * The boat page's "Spor" section: the last positions as a line, the newest position, the ports the
 * boat landed in and where that catch was taken in the same days. Without position reports it says
 * why (boats under 12 m do not report) instead of showing an empty map.
 */
export function BoatTrackSection({
  boatName,
  trackMap,
  imageHref,
}: {
  boatName: string;
  trackMap: BoatTrackMap | null;
  /** The map as an SVG image of its own (boat-maps.ts); inline when left out. */
  imageHref?: string;
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
  const { track, ports } = trackMap;
  const newest = track.positions[track.positions.length - 1];
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
          { label: 'Tidsrom', value: trackSpan(track), name: 'tidsrom' },
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
      <GeoMap id="sporkart" imageHref={imageHref} {...trackMapSpec(boatName, trackMap)} />
    </DetailSection>
  );
}
