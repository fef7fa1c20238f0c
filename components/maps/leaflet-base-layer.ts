import L from 'leaflet';
import { LAND_POLYGONS, NORWAY_LAND_BORDER, OTHER_BORDERS } from '@/lib/geo/coastline';
import type { MapBaseLayer } from '@/lib/landings/places/map-places';
import { placeLabels } from './map-view';
import type { TileLayer } from './map-types';

/**
 * The interactive map's ground: the bundled coastline and borders with the names of the places where
 * landings happen (or the configured tile server's images, which carry their own names), and the catch
 * areas as a layer the reader turns on with a button.
 */

/** Where the map fetches its place names and catch areas (app/(site)/kart/steder/route.ts). */
export const BASE_LAYER_URL = '/kart/steder';

/** From this zoom the receiving stations are named too; further out only the landing municipalities. */
const STATION_MIN_ZOOM = 8;

/** The coastline polygons and land borders, drawn under everything else; or the tile layer. */
export function addGround(map: L.Map, tiles: TileLayer | null) {
  if (tiles) {
    map.attributionControl.setPrefix(false);
    L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 18 }).addTo(map);
    return;
  }
  for (const polygon of LAND_POLYGONS) {
    L.polygon(
      polygon.ring.map(([longitude, latitude]) => [latitude, longitude] as [number, number]),
      {
        className: polygon.norway ? 'fd-land fd-norway' : 'fd-land',
        interactive: false,
        weight: polygon.norway ? 0.8 : 0.6,
      },
    ).addTo(map);
  }
  [NORWAY_LAND_BORDER, ...OTHER_BORDERS].forEach((line, i) =>
    L.polyline(
      line.map(([longitude, latitude]) => [latitude, longitude] as [number, number]),
      { className: i === 0 ? 'fd-border' : 'fd-border fd-other-border', interactive: false },
    ).addTo(map),
  );
}

/**
 * Fetches the place names and catch areas and puts them on the map: the names (unless tiles carry
 * their own) at once, the catch areas behind a toggle button. The map works without them if the
 * fetch fails. Returns a function that stops the label redrawing.
 */
export async function addPlacesAndAreas(map: L.Map, tiles: TileLayer | null): Promise<() => void> {
  const response = await fetch(BASE_LAYER_URL);
  if (!response.ok) throw new Error(`${BASE_LAYER_URL}: ${response.status}`);
  const layer = (await response.json()) as MapBaseLayer;
  const stops: (() => void)[] = [];
  if (!tiles) {
    stops.push(
      labelPane(
        map,
        'fd-places',
        (zoom) =>
          layer.places
            .filter((place) => place.kind === 'town' || zoom >= STATION_MIN_ZOOM)
            // Towns before stations, each heaviest first: the big ports are named first.
            .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'town' ? -1 : 1))
            .map((place) => {
              // "Herøy i Nordland": the qualifier tells two places apart in a list; on the map their
              // positions do.
              const name = place.kind === 'town' ? place.name.split(' i ')[0] : place.name;
              return {
                latitude: place.latitude,
                longitude: place.longitude,
                html: escapeHtml(name),
                className: place.kind === 'town' ? 'fd-place' : 'fd-place fd-station-place',
                width: textWidth(name, place.kind === 'town' ? 6.6 : 6) + 4,
                // A dot on the place, its name beside it (placeLabels picks the side).
                height: 14,
                placement: 'around' as const,
              };
            }),
        true,
      ).stop,
    );
  }
  const areas = labelPane(
    map,
    'fd-areas',
    (zoom) =>
      layer.catchAreas.map((area) => {
        const text = zoom >= 6 ? `${area.code} ${area.name}` : area.code;
        return {
          latitude: area.latitude,
          longitude: area.longitude,
          html:
            zoom >= 6 ? `<b>${escapeHtml(area.code)}</b> ${escapeHtml(area.name)}` : escapeHtml(area.code),
          className: 'fd-area',
          width: textWidth(text, 6.6) + 12,
          height: 20,
          placement: 'centre' as const,
        };
      }),
    false,
  );
  areas.setVisible(false);
  stops.push(areas.stop);
  new AreaToggle(areas.setVisible).addTo(map);
  return () => stops.forEach((stop) => stop());
}

interface Label {
  latitude: number;
  longitude: number;
  html: string;
  className: string;
  width: number;
  height: number;
  /** `around`: a dot on the place and the name beside it; `centre`: the label on the place. */
  placement: 'around' | 'centre';
}

/**
 * A pane of text labels, placed after every move and zoom so that they do not overlap
 * (placeLabels: the first of the list wins). Hidden while a zoom animates, as their positions are
 * those of the zoom before.
 */
function labelPane(
  map: L.Map,
  name: string,
  labelsAt: (zoom: number) => Label[],
  /** Keep clear of the markers (place names); catch areas lie under them instead, as the sea does. */
  avoidMarkers: boolean,
) {
  const pane = map.createPane(name);
  // Over the land and tracks (400), under the markers (600) and their tooltips.
  pane.style.zIndex = '450';
  pane.style.pointerEvents = 'none';
  // Names for the eye: the list under the map and the points' own names are what a screen reader gets.
  pane.setAttribute('aria-hidden', 'true');
  let visible = true;
  const redraw = () => {
    pane.replaceChildren();
    pane.style.visibility = '';
    if (!visible) return;
    const size = map.getSize();
    const labels = labelsAt(map.getZoom());
    const onScreen = labels.map((label) => map.latLngToContainerPoint([label.latitude, label.longitude]));
    const placed = placeLabels(
      labels.map((label, i) => ({ ...label, x: onScreen[i].x, y: onScreen[i].y })),
      { width: size.x, height: size.y },
      4,
      avoidMarkers ? markerBoxes(map) : [],
    );
    // Layer pixels (the pane moves with the map) from screen pixels: the same offset for every label.
    const shift = map.containerPointToLayerPoint([0, 0]);
    for (const { index, left, top } of placed) {
      const label = labels[index];
      if (label.placement === 'around') {
        const dot = L.DomUtil.create('div', 'fd-place-dot', pane);
        L.DomUtil.setPosition(dot, shift.add(onScreen[index]).subtract([3, 3]));
      }
      const element = L.DomUtil.create('div', label.className, pane);
      element.innerHTML = label.html;
      element.style.width = `${Math.ceil(label.width)}px`;
      L.DomUtil.setPosition(element, shift.add([left, top]));
    }
  };
  const hide = () => (pane.style.visibility = 'hidden');
  map.on('zoomstart', hide);
  map.on('moveend', redraw);
  redraw();
  return {
    setVisible(show: boolean) {
      visible = show;
      redraw();
    },
    stop() {
      map.off('zoomstart', hide);
      map.off('moveend', redraw);
    },
  };
}

/** Where the point markers and clusters are, in the map's pixels: no name is put over one. */
function markerBoxes(map: L.Map) {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  return Array.from(container.querySelectorAll('[data-count]'), (marker) => {
    const box = marker.getBoundingClientRect();
    return {
      left: box.left - origin.left,
      top: box.top - origin.top,
      right: box.right - origin.left,
      bottom: box.bottom - origin.top,
    };
  });
}

/** A button in the map's corner that shows and hides the catch areas. */
class AreaToggle extends L.Control {
  constructor(private readonly show: (visible: boolean) => void) {
    super({ position: 'topright' });
  }

  onAdd() {
    const container = L.DomUtil.create('div', 'leaflet-bar fd-toggle');
    const button = L.DomUtil.create('button', '', container);
    button.type = 'button';
    button.textContent = 'Fangstområder';
    button.setAttribute('aria-pressed', 'false');
    L.DomEvent.disableClickPropagation(container);
    L.DomEvent.on(button, 'click', () => {
      const pressed = button.getAttribute('aria-pressed') !== 'true';
      button.setAttribute('aria-pressed', String(pressed));
      this.show(pressed);
    });
    return container;
  }
}

/** Roughly how wide a text is in pixels at the labels' font size (no measuring in a hidden layout). */
function textWidth(text: string, perCharacter: number): number {
  return text.length * perCharacter;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
