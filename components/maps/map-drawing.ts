import { LAND_POLYGONS, NORWAY_BOUNDS, NORWAY_LAND_BORDER, OTHER_BORDERS } from '@/lib/geo/coastline';
import {
  boundsAround,
  fitView,
  landPaths,
  linePath,
  project,
  ringInView,
  round1,
  tilesForView,
  tileUrl,
  type Bounds,
} from '@/lib/geo/projection';
import { escapeMarkup, svgElement, svgTitle } from '@/lib/svg-markup';
import { drawnLineAttributes, drawnPointAttributes } from './drawn-map-data';
import {
  dotRadius,
  pointTooltip,
  type InteractiveMapFrame,
  type MapLine,
  type MapPoint,
  type TileLayer,
} from './map-types';

/**
 * The server's drawing of a map, as SVG markup: a Web Mercator view fitted to the points and lines, over
 * the bundled simplified coastline or the configured tile server's images. One drawing for both places
 * it is shown: inline in a page (GeoMap), and as an SVG image of its own (`standaloneMapSvg`, the boat
 * page's maps, see boat-map-images.ts), which the interactive map reads its points from just the same.
 */

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 520;

/** What a drawing is made of. */
export interface MapDrawingInput {
  points: MapPoint[];
  /** Tracks and segments, drawn under the points. */
  lines?: MapLine[];
  kind: InteractiveMapFrame['kind'];
  /** Widen the view around the points to at least this many degrees of latitude. */
  minSpan?: number;
  /** null: the bundled coastline. */
  tiles: TileLayer | null;
}

/**
 * The drawing's look. In the markup itself (not the page's CSS) because an SVG shown as an image sees
 * no style sheet but its own; inline drawings carry the same few rules.
 */
const MAP_DRAWING_STYLE = [
  '.map-sea{fill:#dcebf3}',
  '.map-land{fill:#eceee8;stroke:#b9bfb3;stroke-width:.6}',
  '.map-norway{fill:#f6f3ea;stroke:#8f9a86;stroke-width:.8}',
  '.map-border{fill:none;stroke:#7d8775;stroke-width:.8;stroke-dasharray:4 3}',
  '.map-other-border{stroke:#a3aa9c}',
  '.map-catch{fill:rgba(193,18,31,.55);stroke:#7a0b14;stroke-width:1}',
  '.map-boat{fill:#0b6e99;stroke:#fff;stroke-width:.8}',
  '.map-pin path{fill:#0b3954;stroke:#fff;stroke-width:1.2}',
  '.map-pin-hole{fill:#fff}',
  '.map-track{fill:none;stroke:#0b3954;stroke-width:1.6;stroke-linejoin:round;stroke-linecap:round;opacity:.8}',
].join('');

/** The area the drawing shows: the points and lines with a margin, or Norway when there are none. */
export function mapBounds({ points, lines = [], kind, minSpan }: MapDrawingInput): Bounds {
  const linePoints = lines.flatMap((line) =>
    line.path.map(([latitude, longitude]) => ({ latitude, longitude })),
  );
  return (
    boundsAround([...points, ...linePoints], minSpan ?? (kind === 'station' ? 6 : 4)) ?? { ...NORWAY_BOUNDS }
  );
}

/** The inside of the map's `<svg>`: its style, the sea and land (or tiles), the lines, then the points. */
export function mapDrawingMarkup(input: MapDrawingInput): string {
  const { points, lines = [], kind, tiles } = input;
  const view = fitView(mapBounds(input), MAP_WIDTH, MAP_HEIGHT, 28);
  const land = tiles ? [] : landPaths(view, LAND_POLYGONS);
  const borders = tiles
    ? []
    : [NORWAY_LAND_BORDER, ...OTHER_BORDERS]
        .filter((line) => ringInView(view, line))
        .map((line, i) => ({ norway: i === 0, d: linePath(view, line) }));
  const maxWeight = Math.max(0, ...points.map((p) => p.weight ?? 0));
  // Large dots first, so small ones stay visible on top.
  const drawn = [...points].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0));

  return [
    `<style>${MAP_DRAWING_STYLE}</style>`,
    svgElement('rect', { class: 'map-sea', x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT }),
    ...(tiles ? tilesForView(view) : []).map((tile) =>
      svgElement('image', {
        href: tileUrl(tiles!.url, tile),
        x: round1(tile.left),
        y: round1(tile.top),
        width: round1(tile.size) + 0.5,
        height: round1(tile.size) + 0.5,
        preserveAspectRatio: 'none',
      }),
    ),
    ...land.map((path) => svgElement('path', { d: path.d, class: path.norway ? 'map-norway' : 'map-land' })),
    ...borders.map((border) =>
      svgElement('path', {
        d: border.d,
        class: border.norway ? 'map-border' : 'map-border map-other-border',
      }),
    ),
    ...lines.map((line) =>
      svgElement(
        'path',
        {
          class: 'map-track',
          style: line.color ? `stroke:${line.color}` : null,
          ...drawnLineAttributes(line),
          d: linePath(
            view,
            line.path.map(([latitude, longitude]) => [longitude, latitude] as const),
          ),
        },
        svgTitle(line.detail ? `${line.label}: ${line.detail}` : line.label),
      ),
    ),
    ...drawn.map((point) => {
      const [x, y] = project(view, point.longitude, point.latitude);
      const tooltip = svgTitle(pointTooltip(point));
      if (kind === 'station') {
        return svgElement(
          'g',
          {
            transform: `translate(${round1(x)} ${round1(y)})`,
            class: 'map-pin',
            ...drawnPointAttributes(point),
          },
          tooltip +
            svgElement('path', { d: 'M0 0 C-3 -7 -9 -10 -9 -16 A9 9 0 1 1 9 -16 C9 -10 3 -7 0 0 Z' }) +
            svgElement('circle', { cx: 0, cy: -16, r: 3.5, class: 'map-pin-hole' }),
        );
      }
      return svgElement(
        'circle',
        {
          class: kind === 'boat' ? 'map-boat' : 'map-catch',
          style: point.color ? `fill:${point.color}` : null,
          cx: round1(x),
          cy: round1(y),
          r: round1(dotRadius(point.weight, maxWeight, kind)),
          ...drawnPointAttributes(point),
        },
        tooltip,
      );
    }),
  ].join('');
}

/**
 * The drawing as an SVG document of its own (`image/svg+xml`), named by its title and summary as the
 * inline drawing is: for `<img>`, a download, or anyone who opens the address.
 */
export function standaloneMapSvg(input: MapDrawingInput & { title: string; summary: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" ` +
    `width="${MAP_WIDTH}" height="${MAP_HEIGHT}" role="img">` +
    `<title>${escapeMarkup(input.title)}</title><desc>${escapeMarkup(input.summary)}</desc>` +
    `${mapDrawingMarkup(input)}</svg>`
  );
}
