import { mapTiles, type Env } from '@/lib/config';
import { LAND_POLYGONS, NORWAY_BOUNDS, NORWAY_LAND_BORDER, OTHER_BORDERS } from '@/lib/geo/coastline';
import {
  boundsAround,
  fitView,
  landPaths,
  linePath,
  ringInView,
  project,
  tilesForView,
  tileUrl,
  type Bounds,
} from '@/lib/geo/projection';
import { SvgFigure, type FigureText } from '@/components/charts/svg-figure';
import { svgElement, svgTitle } from '@/lib/svg-markup';
import { drawnLineAttributes, drawnPointAttributes } from './drawn-map-data';
import { InteractiveMap } from './interactive-map';
import {
  dotRadius,
  pointTooltip,
  type MapLegendItem,
  type MapLine,
  type MapPoint,
  type TileLayer,
} from './map-types';
import styles from './maps.module.css';

export type { MapLine, MapPoint, TileLayer } from './map-types';

/** The tile layer configured for the site (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); null for the bundled coast. */
export function configuredTileLayer(env?: Env): TileLayer | null {
  return mapTiles(env);
}

export interface GeoMapProps extends FigureText {
  points: MapPoint[];
  /** Tracks and segments, drawn under the points. */
  lines?: MapLine[];
  /** `catch`: dots sized by weight; `station`: pins for places; `boat`: small dots (positions). */
  kind: 'catch' | 'station' | 'boat';
  /** What the point colours mean (when points carry `color`). */
  legend?: MapLegendItem[];
  /** In the browser, replace the drawing with a map that pans, zooms and opens points (default on). */
  interactive?: boolean;
  /** Heading of the list of points under the map; leave out when the page lists them itself (a table). */
  listTitle?: string;
  /** Widen the view around the points to at least this many degrees of latitude. */
  minSpan?: number;
  /** Undefined: from the environment; null: always the bundled coastline. */
  tiles?: TileLayer | null;
  /** The page lists the points with their links in a table under the map (see InteractiveMapFrame). */
  pointsListedBelow?: boolean;
}

const WIDTH = 640;
const HEIGHT = 520;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** How to use the interactive map, under it. */
function mapHint(pointsHavePages: boolean, pointsListedBelow: boolean): string {
  const move = 'Dra for å flytte, bruk + og − for å zoome.';
  if (!pointsHavePages) return move;
  return pointsListedBelow
    ? `${move} Klikk et punkt for å åpne siden; tabellen under kartet har de samme lenkene.`
    : `${move} Klikk et punkt (eller Tab og Enter) for å åpne siden.`;
}

/**
 * A map drawn on the server as SVG: a Web Mercator view fitted to the points, over the bundled
 * simplified coastline (lib/geo) or, when MAP_TILE_URL is set, over that tile server's images. Works
 * without JavaScript and without network; the aspect ratio is fixed. The points are also listed in
 * text under the map.
 */
export function GeoMap({
  points,
  lines = [],
  kind,
  legend,
  listTitle,
  minSpan,
  tiles,
  interactive = true,
  pointsListedBelow = false,
  ...text
}: GeoMapProps) {
  const tileLayer = tiles === undefined ? configuredTileLayer() : tiles;
  const linePoints = lines.flatMap((line) =>
    line.path.map(([latitude, longitude]) => ({ latitude, longitude })),
  );
  const bounds: Bounds = boundsAround(
    [...points, ...linePoints],
    minSpan ?? (kind === 'station' ? 6 : 4),
  ) ?? {
    ...NORWAY_BOUNDS,
  };
  const view = fitView(bounds, WIDTH, HEIGHT, 28);
  const land = tileLayer ? [] : landPaths(view, LAND_POLYGONS);
  const borders = tileLayer
    ? []
    : [NORWAY_LAND_BORDER, ...OTHER_BORDERS]
        .filter((line) => ringInView(view, line))
        .map((line, i) => ({ key: i, norway: i === 0, d: linePath(view, line) }));
  const tileImages = tileLayer ? tilesForView(view) : [];
  const maxWeight = Math.max(0, ...points.map((p) => p.weight ?? 0));
  const radius = (weight?: number) => dotRadius(weight, maxWeight, kind);
  // Large dots first, so small ones stay visible on top.
  const drawn = [...points].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0));

  // The drawing as markup (lib/svg-markup.ts): hundreds of static elements, sent and hydrated as one.
  const drawingMarkup = [
    svgElement('rect', { class: styles.sea, x: 0, y: 0, width: WIDTH, height: HEIGHT }),
    ...tileImages.map((tile) =>
      svgElement('image', {
        href: tileUrl(tileLayer!.url, tile),
        x: round1(tile.left),
        y: round1(tile.top),
        width: round1(tile.size) + 0.5,
        height: round1(tile.size) + 0.5,
        preserveAspectRatio: 'none',
      }),
    ),
    ...land.map((path) =>
      svgElement('path', { d: path.d, class: path.norway ? styles.norway : styles.land }),
    ),
    ...borders.map((border) =>
      svgElement('path', { d: border.d, class: border.norway ? styles.border : styles.otherBorder }),
    ),
    ...lines.map((line) =>
      svgElement(
        'path',
        {
          class: styles.track,
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
      return kind !== 'station'
        ? svgElement(
            'circle',
            {
              class: kind === 'boat' ? styles.boatDot : styles.catchDot,
              style: point.color ? `fill:${point.color}` : null,
              cx: round1(x),
              cy: round1(y),
              r: round1(radius(point.weight)),
              ...drawnPointAttributes(point),
            },
            tooltip,
          )
        : svgElement(
            'g',
            {
              transform: `translate(${round1(x)} ${round1(y)})`,
              class: styles.pin,
              ...drawnPointAttributes(point),
            },
            tooltip +
              svgElement('path', { d: 'M0 0 C-3 -7 -9 -10 -9 -16 A9 9 0 1 1 9 -16 C9 -10 3 -7 0 0 Z' }) +
              svgElement('circle', { cx: 0, cy: -16, r: 3.5, class: styles.pinHole }),
          );
    }),
  ].join('');

  const creditAndList = (
    <>
      {legend && legend.length > 0 ? (
        <ul className={styles.legend} aria-label="Fargeforklaring">
          {legend.map((item) => (
            <li key={item.label}>
              <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.credit}>
        {tileLayer ? tileLayer.attribution : 'Forenklet kystlinje'} · Kilde: Fiskeridirektoratet
      </p>
      {listTitle && points.length > 0 ? (
        <details className={styles.details}>
          <summary>{listTitle}</summary>
          <ul className={styles.list}>
            {points.map((point) => (
              <li key={point.key}>
                {point.label}
                {point.detail ? `: ${point.detail}` : ''}
                {point.approximate ? ' (omtrentlig posisjon)' : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
  return (
    <SvgFigure
      {...text}
      size={[WIDTH, HEIGHT]}
      svgClassName={styles.svg}
      after={creditAndList}
      wrapDrawing={
        interactive
          ? (drawing) => (
              <InteractiveMap
                frame={{ kind, bounds, tiles: tileLayer, label: text.title, pointsListedBelow }}
                hint={mapHint(
                  points.some((p) => p.href),
                  pointsListedBelow,
                )}
              >
                {drawing}
              </InteractiveMap>
            )
          : undefined
      }
      markup={drawingMarkup}
    />
  );
}
