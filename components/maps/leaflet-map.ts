import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { LAND_POLYGONS, NORWAY_LAND_BORDER, OTHER_BORDERS } from '@/lib/geo/coastline';
import { readDrawnMap } from './drawn-map-data';
import type { DrawnPoint, InteractiveMapFrame } from './map-types';
import './leaflet-map.css';

/**
 * The interactive map, in the browser only (Leaflet needs `window`): the bundled coastline as vector
 * layers (or the configured tile server), tracks as polylines and points as keyboard-focusable markers
 * (pointer-only where the page lists the points in a table under the map).
 * Returns a function that removes the map.
 */
export async function mountLeafletMap(
  element: HTMLElement,
  frame: InteractiveMapFrame,
  /** Holds the server's drawing, which carries the points and lines (drawn-map-data.ts). */
  drawingBox: Element,
  open: (href: string) => void,
): Promise<() => void> {
  const drawing = await drawingIn(drawingBox);
  const data = { ...frame, ...(drawing ? readDrawnMap(drawing) : { points: [], lines: [] }) };
  const map = L.map(element, {
    attributionControl: Boolean(data.tiles),
    zoomSnap: 0.25,
    minZoom: 2,
    maxZoom: 14,
    // The page scrolls with the wheel; zoom with the buttons, the keyboard, a pinch or ctrl+wheel.
    scrollWheelZoom: false,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: 'Zoom inn', zoomOutTitle: 'Zoom ut' }).addTo(map);
  map.getContainer().setAttribute('aria-label', `${data.label} (interaktivt kart)`);
  map.getContainer().setAttribute('role', 'region');
  // The view first: Leaflet adds layers to a map without a view only once it gets one, so the markers'
  // elements (given their role and name below) would not exist yet.
  map.fitBounds(
    [
      [data.bounds.south, data.bounds.west],
      [data.bounds.north, data.bounds.east],
    ],
    { padding: [12, 12] },
  );

  if (data.tiles) {
    map.attributionControl.setPrefix(false);
    L.tileLayer(data.tiles.url, { attribution: escapeHtml(data.tiles.attribution), maxZoom: 18 }).addTo(map);
  } else {
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

  for (const line of data.lines) {
    L.polyline(
      line.path.map(([latitude, longitude]) => [latitude, longitude] as [number, number]),
      { className: 'fd-track', color: line.color ?? '#0b3954', weight: 2.5, opacity: 0.85 },
    )
      .bindTooltip(escapeHtml(line.tooltip), { sticky: true })
      .addTo(map);
  }

  // In the drawing's order: large dots first, so small ones stay on top and can be reached.
  for (const point of data.points) {
    const marker = L.marker([point.latitude, point.longitude], {
      icon: pointIcon(point, data.kind),
      title: point.tooltip,
      alt: point.tooltip,
      keyboard: !data.pointsListedBelow,
      riseOnHover: true,
    })
      .bindTooltip(escapeHtml(point.tooltip), { direction: 'top', offset: [0, -6] })
      .addTo(map);
    const href = point.href;
    if (href) marker.on('click', () => open(href));
    const icon = marker.getElement();
    if (icon && data.pointsListedBelow) {
      // Pointer only: the table under the map is the keyboard's and the screen reader's way to the points.
      icon.setAttribute('aria-hidden', 'true');
    } else if (icon) {
      icon.setAttribute('role', href ? 'link' : 'img');
      icon.setAttribute('aria-label', point.tooltip);
      if (!href) icon.removeAttribute('tabindex');
      // A link opens with Enter; Leaflet's focusable markers do not turn a key into a click.
      else
        icon.addEventListener('keydown', (event) => {
          if (event.key === 'Enter') open(href);
        });
    }
  }

  return () => map.remove();
}

/**
 * The drawing's SVG element: inline in the page, or the document of the `<img>` that shows it, fetched
 * from the same address (the browser has usually just loaded it, and revalidates with its ETag).
 */
async function drawingIn(box: Element): Promise<Element | null> {
  const inline = box.querySelector('svg');
  if (inline) return inline;
  const image = box.querySelector('img');
  if (!image) return null;
  const address = image.currentSrc || image.src;
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), 'image/svg+xml').documentElement;
}

function pointIcon(point: DrawnPoint, kind: InteractiveMapFrame['kind']): L.DivIcon {
  if (kind === 'station') {
    return L.divIcon({ className: 'fd-pin', iconSize: [18, 26], iconAnchor: [9, 26], html: '' });
  }
  const size = Math.round(point.radius * 2);
  const icon = L.divIcon({
    className: kind === 'boat' ? 'fd-dot fd-boat' : 'fd-dot fd-catch',
    iconSize: [size, size],
    html: '',
  });
  // Colour per point (gear or length group): set on the element Leaflet creates.
  if (point.color) {
    const create = icon.createIcon.bind(icon);
    icon.createIcon = (old) => {
      const element = create(old);
      element.style.background = point.color!;
      return element;
    };
  }
  return icon;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
