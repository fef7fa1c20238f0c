import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { addGround, addPlacesAndAreas, escapeHtml } from './leaflet-base-layer';
import { addPoints } from './leaflet-points';
import { readDrawnMap } from './drawn-map-data';
import { panBounds, shiftInside, type GeoBounds } from './map-view';
import type { InteractiveMapFrame } from './map-types';
import './leaflet-map.css';

/** The simplified coastline says nothing closer in than this; tiles could, but the points are the same. */
const MAX_ZOOM = 11;

/**
 * The interactive map, in the browser only (Leaflet needs `window`): the bundled coastline with place
 * names (or the configured tile server), tracks as polylines and points as clustered markers, panning
 * and zooming bounded to the data. `element` must be Leaflet's alone: no framework may re-render it,
 * or Leaflet's container classes (and the CSS that hangs on them) are lost.
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
  const limits = panBounds(frame.bounds, [
    ...data.points,
    ...data.lines.flatMap((line) => line.path.map(([latitude, longitude]) => ({ latitude, longitude }))),
  ]);
  const map = L.map(element, {
    attributionControl: Boolean(data.tiles),
    zoomSnap: 0.25,
    // Half a level per click of + or −: four clicks from the whole coast still show a stretch of it.
    zoomDelta: 0.5,
    maxZoom: MAX_ZOOM,
    maxBounds: latLngBounds(limits),
    maxBoundsViscosity: 1,
    // The page scrolls with the wheel; zoom with the buttons, the keyboard, a pinch or ctrl+wheel.
    scrollWheelZoom: false,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: 'Zoom inn', zoomOutTitle: 'Zoom ut' }).addTo(map);
  map.getContainer().setAttribute('aria-label', `${data.label} (interaktivt kart)`);
  map.getContainer().setAttribute('role', 'region');
  // The view first: Leaflet adds layers to a map without a view only once it gets one.
  // A station's pin stands 30 px above its point: room above the northernmost one (and beside the
  // outermost, for the pin's width and the zoom buttons), so no pin is cut by the map's edge.
  const room =
    frame.kind === 'station'
      ? { paddingTopLeft: [24, 44] as L.PointTuple, paddingBottomRight: [24, 12] as L.PointTuple }
      : { padding: [12, 12] as L.PointTuple };
  map.fitBounds(latLngBounds(frame.bounds), room);
  // No further out than the whole pannable area: beyond it there is only grey.
  map.setMinZoom(Math.min(map.getZoom(), Math.floor(map.getBoundsZoom(latLngBounds(limits)) * 4) / 4));

  // The view and its limits on the element, as text: for the browser tests (and anyone inspecting).
  const container = map.getContainer();
  container.dataset.panBounds = [limits.south, limits.west, limits.north, limits.east].join(',');
  const showView = () => {
    const centre = map.getCenter();
    container.dataset.center = `${centre.lat.toFixed(4)},${centre.lng.toFixed(4)}`;
    container.dataset.zoom = String(map.getZoom());
  };
  map.on('moveend', showView);
  showView();

  addGround(map, data.tiles);
  for (const line of data.lines) {
    L.polyline(line.path, {
      className: 'fd-track',
      color: line.color ?? '#0b3954',
      weight: 2.5,
      opacity: 0.85,
    })
      .bindTooltip(escapeHtml(line.tooltip), { sticky: true })
      .addTo(map);
  }
  const stopPoints = addPoints(map, data.points, {
    kind: data.kind,
    pointsListedBelow: Boolean(data.pointsListedBelow),
    open,
  });
  const stopTooltips = keepTooltipsInside(map);
  let stopPlaces: (() => void) | undefined;
  let removed = false;
  addPlacesAndAreas(map, data.tiles)
    .then((stop) => (removed ? stop() : (stopPlaces = stop)))
    .catch((error: unknown) => console.error('Stedsnavnene kunne ikke lastes', error));

  // The box changes size with the window (or the phone turning): Leaflet must measure it again, or "+"
  // zooms towards the centre of the old size.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);

  return () => {
    removed = true;
    resize.disconnect();
    stopPoints();
    stopTooltips();
    stopPlaces?.();
    map.remove();
  };
}

const latLngBounds = (bounds: GeoBounds) =>
  L.latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);

/**
 * Moves every open tooltip back inside the map when it would stick out (a marker at the edge): with
 * the CSS `translate` property, which adds to the `transform` Leaflet positions it with.
 */
function keepTooltipsInside(map: L.Map): () => void {
  const container = map.getContainer();
  let frameRequest = 0;
  const fit = () => {
    cancelAnimationFrame(frameRequest);
    frameRequest = requestAnimationFrame(() => {
      const bounds = container.getBoundingClientRect();
      for (const tooltip of Array.from(container.querySelectorAll<HTMLElement>('.leaflet-tooltip'))) {
        tooltip.style.translate = '';
        const { dx, dy } = shiftInside(tooltip.getBoundingClientRect(), bounds);
        if (dx || dy) tooltip.style.translate = `${Math.round(dx)}px ${Math.round(dy)}px`;
      }
    });
  };
  map.on('tooltipopen moveend zoomend mousemove', fit);
  return () => {
    cancelAnimationFrame(frameRequest);
    map.off('tooltipopen moveend zoomend mousemove', fit);
  };
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
