import L from 'leaflet';
import { escapeHtml } from './leaflet-base-layer';
import { clusterByGrid, clusterSize, type Cluster } from './map-clusters';
import type { DrawnPoint, InteractiveMapFrame } from './map-types';

/**
 * The points of the interactive map as markers, clustered after every zoom: points that would overlap
 * on screen become one round marker with their number, which zooms in on them when clicked (or, when
 * they share one spot, such as boats in the same harbour, lists them with their links). Every marker
 * is at least 24 × 24 pixels, a touch target (WCAG 2.5.8), however small its dot.
 */

/** Grid cell, in pixels. */
const CELL_SIZE = 44;
/** Room left between two markers' edges, in pixels: touch targets must not overlap (WCAG 2.5.8). */
const MARKER_GAP = 2;
/** A cluster's list of its points (at the deepest zoom) names at most this many. */
const LIST_LIMIT = 25;

interface Options {
  kind: InteractiveMapFrame['kind'];
  /** The page lists every point with its link: the markers are then for the pointer only. */
  pointsListedBelow: boolean;
  open: (href: string) => void;
}

export function addPoints(map: L.Map, points: readonly DrawnPoint[], options: Options): () => void {
  const group = L.layerGroup().addTo(map);
  const redraw = () => {
    group.clearLayers();
    const onScreen = points.map((point) => {
      const { x, y } = map.latLngToLayerPoint([point.latitude, point.longitude]);
      return { x, y, item: point };
    });
    const sizeOf = (cluster: Cluster<DrawnPoint>) =>
      cluster.items.length === 1
        ? pointBoxSize(cluster.items[0], options.kind)
        : clusterSize(cluster.items.length);
    const spacing = (a: Cluster<DrawnPoint>, b: Cluster<DrawnPoint>) =>
      (sizeOf(a) + sizeOf(b)) / 2 + MARKER_GAP;
    for (const cluster of clusterByGrid(onScreen, CELL_SIZE, spacing)) {
      group.addLayer(
        cluster.items.length === 1
          ? pointMarker(cluster.items[0], options)
          : clusterMarker(map, cluster, options),
      );
    }
  };
  map.on('zoomend', redraw);
  redraw();
  return () => map.off('zoomend', redraw);
}

function pointMarker(point: DrawnPoint, { kind, pointsListedBelow, open }: Options): L.Marker {
  const marker = L.marker([point.latitude, point.longitude], {
    icon: pointIcon(point, kind),
    title: point.tooltip,
    alt: point.tooltip,
    keyboard: !pointsListedBelow,
    riseOnHover: true,
  }).bindTooltip(escapeHtml(point.tooltip), {
    direction: 'top',
    offset: [0, kind === 'station' ? -30 : -10],
  });
  const href = point.href;
  if (href) marker.on('click', () => open(href));
  marker.on('add', () => {
    const icon = marker.getElement();
    if (!icon) return;
    icon.dataset.count = '1';
    if (href) icon.dataset.href = href;
    if (pointsListedBelow) {
      // Pointer only: the table under the map is the keyboard's and the screen reader's way to the points.
      icon.setAttribute('aria-hidden', 'true');
      return;
    }
    icon.setAttribute('role', href ? 'link' : 'img');
    icon.setAttribute('aria-label', point.tooltip);
    if (!href) icon.removeAttribute('tabindex');
    // A link opens with Enter; Leaflet's focusable markers do not turn a key into a click.
    else onEnter(icon, () => open(href));
  });
  return marker;
}

/** The station pin of the server's drawing at 24 × 30 px, its tip at the bottom centre. */
const PIN_SVG =
  '<svg viewBox="-10 -27.5 20 28" width="24" height="30" aria-hidden="true" focusable="false">' +
  '<path d="M0 0 C-3 -7 -9 -10 -9 -16 A9 9 0 1 1 9 -16 C9 -10 3 -7 0 0 Z" fill="#0b3954" stroke="#fff" stroke-width="1.2"/>' +
  '<circle cx="0" cy="-16" r="3.5" fill="#fff"/></svg>';

function pointIcon(point: DrawnPoint, kind: InteractiveMapFrame['kind']): L.DivIcon {
  if (kind === 'station') {
    // The drawing's pin (map-drawing.ts), its tip on the point. Leaflet places a marker with a transform
    // of its own: the element itself must not be rotated or moved by CSS, or the pin leaves its place.
    return L.divIcon({ className: 'fd-pin', iconSize: [24, 30], iconAnchor: [12, 30], html: PIN_SVG });
  }
  const dot = dotSize(point);
  const box = pointBoxSize(point, kind);
  const background = point.color ? `;background:${escapeHtml(point.color)}` : '';
  return L.divIcon({
    className: kind === 'boat' ? 'fd-point fd-boat' : 'fd-point fd-catch',
    iconSize: [box, box],
    html: `<span class="fd-dot" style="width:${dot}px;height:${dot}px${background}"></span>`,
  });
}

/** The dot keeps the drawing's size (catch maps: area by weight). */
const dotSize = (point: DrawnPoint) => Math.max(10, Math.round(point.radius * 2));

/** The marker's element round the dot: at least a touch target. Pins are 24 × 30. */
function pointBoxSize(point: DrawnPoint, kind: InteractiveMapFrame['kind']): number {
  return kind === 'station' ? 30 : Math.max(24, dotSize(point));
}

function clusterMarker(map: L.Map, cluster: Cluster<DrawnPoint>, { pointsListedBelow, open }: Options) {
  const count = cluster.items.length;
  const size = clusterSize(count);
  const names = cluster.items.slice(0, 3).map((point) => point.tooltip.split(':')[0]);
  const summary = `${count} punkter: ${names.join(', ')}${count > names.length ? ' …' : ''}`;
  const marker = L.marker(map.layerPointToLatLng([cluster.x, cluster.y]), {
    icon: L.divIcon({
      className: 'fd-cluster',
      iconSize: [size, size],
      html: `<span>${count.toLocaleString('nb-NO')}</span>`,
    }),
    title: summary,
    keyboard: !pointsListedBelow,
    riseOnHover: true,
  }).bindTooltip(escapeHtml(`${summary} Klikk for å se dem.`), {
    direction: 'top',
    offset: [0, -size / 2],
  });
  const zoomInOrList = () => {
    const bounds = L.latLngBounds(cluster.items.map((point) => [point.latitude, point.longitude]));
    const target = Math.min(
      map.getMaxZoom(),
      Math.max(map.getZoom() + 1, map.getBoundsZoom(bounds.pad(0.3))),
    );
    if (map.getZoom() < map.getMaxZoom() && bounds.getNorthEast().distanceTo(bounds.getSouthWest()) > 50) {
      map.setView(bounds.getCenter(), target);
    } else {
      marker.unbindTooltip();
      marker.bindPopup(clusterList(cluster.items, open), { maxHeight: 240 }).openPopup();
    }
  };
  marker.on('click', zoomInOrList);
  marker.on('add', () => {
    const icon = marker.getElement();
    if (!icon) return;
    icon.dataset.count = String(count);
    if (pointsListedBelow) {
      icon.setAttribute('aria-hidden', 'true');
      return;
    }
    icon.setAttribute('role', 'button');
    icon.setAttribute('aria-label', `${summary} Enter for å zoome inn.`);
    onEnter(icon, zoomInOrList);
  });
  return marker;
}

/** The points of a cluster that shares one spot, as a list with their links. */
function clusterList(points: readonly DrawnPoint[], open: (href: string) => void): HTMLElement {
  const list = L.DomUtil.create('ul', 'fd-cluster-list');
  for (const point of points.slice(0, LIST_LIMIT)) {
    const item = L.DomUtil.create('li', '', list);
    if (point.href) {
      const link = L.DomUtil.create('a', '', item);
      link.href = point.href;
      link.textContent = point.tooltip;
      const href = point.href;
      L.DomEvent.on(link, 'click', (event) => {
        L.DomEvent.preventDefault(event);
        open(href);
      });
    } else {
      item.textContent = point.tooltip;
    }
  }
  if (points.length > LIST_LIMIT) {
    L.DomUtil.create('li', '', list).textContent = `… og ${points.length - LIST_LIMIT} til`;
  }
  return list;
}

function onEnter(element: HTMLElement, action: () => void) {
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') action();
  });
}
