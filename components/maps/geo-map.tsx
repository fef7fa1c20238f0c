import type { ReactNode } from 'react';
import { mapTiles, type Env } from '@/lib/config';
import { SvgFigure, type FigureText } from '@/components/charts/svg-figure';
import { InteractiveMap } from './interactive-map';
import { MAP_HEIGHT, MAP_WIDTH, mapBounds, mapDrawingMarkup } from './map-drawing';
import type { MapLegendItem, MapLine, MapPoint, TileLayer } from './map-types';
import { ColorLegend } from '@/components/ui/color-legend';
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
  /** List only the first this many points; `listRest` then says where all of them are. */
  listLimit?: number;
  /** Under a list cut at `listLimit`: how many points the map has and where to get them all. */
  listRest?: ReactNode;
  /** Widen the view around the points to at least this many degrees of latitude. */
  minSpan?: number;
  /** Undefined: from the environment; null: always the bundled coastline. */
  tiles?: TileLayer | null;
  /** The page lists the points with their links in a table under the map (see InteractiveMapFrame). */
  pointsListedBelow?: boolean;
  /**
   * Where the same drawing is served as an SVG image of its own (standaloneMapSvg): the page then shows
   * that image (loaded lazily, cached apart from the page) instead of carrying the drawing in its HTML
   * and again in its RSC payload. For the large maps of pages that have several.
   */
  imageHref?: string;
}

/** How to use the interactive map, under it. */
function mapHint(pointsHavePages: boolean, pointsListedBelow: boolean): string {
  const move =
    'Dra for å flytte, bruk + og − for å zoome. Et tall i en sirkel er flere punkter: klikk for å zoome inn på dem.';
  if (!pointsHavePages) return move;
  return pointsListedBelow
    ? `${move} Klikk et punkt for å åpne siden; tabellen under kartet har de samme lenkene.`
    : `${move} Klikk et punkt (eller Tab og Enter) for å åpne siden.`;
}

/**
 * A map drawn on the server as SVG (map-drawing.ts): a Web Mercator view fitted to the points, over the
 * bundled simplified coastline (lib/geo) or, when MAP_TILE_URL is set, over that tile server's images.
 * Inline, or as an image from `imageHref`. Works without JavaScript and without network; the aspect
 * ratio is fixed. The points are also listed in text under the map.
 */
export function GeoMap({
  points,
  lines = [],
  kind,
  legend,
  listTitle,
  listLimit,
  listRest,
  minSpan,
  tiles,
  interactive = true,
  pointsListedBelow = false,
  imageHref,
  ...text
}: GeoMapProps) {
  const tileLayer = tiles === undefined ? configuredTileLayer() : tiles;
  const input = { points, lines, kind, minSpan, tiles: tileLayer };

  const creditAndList = (
    <>
      {legend && legend.length > 0 ? (
        <ColorLegend
          label="Fargeforklaring"
          swatch="dot"
          items={legend.map((item) => ({ key: item.label, name: item.label, color: item.color }))}
        />
      ) : null}
      <p className={styles.credit}>
        {tileLayer ? tileLayer.attribution : 'Forenklet kystlinje'} · Kilde: Fiskeridirektoratet
      </p>
      {listTitle && points.length > 0 ? (
        <details className={styles.details}>
          <summary>{listTitle}</summary>
          <ul className={styles.list}>
            {points.slice(0, listLimit).map((point) => (
              <li key={point.key}>
                {point.label}
                {point.detail ? `: ${point.detail}` : ''}
                {point.approximate ? ' (omtrentlig posisjon)' : ''}
              </li>
            ))}
          </ul>
          {listLimit !== undefined && points.length > listLimit ? listRest : null}
        </details>
      ) : null}
    </>
  );
  return (
    <SvgFigure
      {...text}
      size={[MAP_WIDTH, MAP_HEIGHT]}
      svgClassName={styles.svg}
      after={creditAndList}
      wrapDrawing={
        interactive
          ? (drawing) => (
              <InteractiveMap
                frame={{
                  kind,
                  bounds: mapBounds(input),
                  tiles: tileLayer,
                  label: text.title,
                  pointsListedBelow,
                }}
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
      {...(imageHref ? { imageSrc: imageHref } : { markup: mapDrawingMarkup(input) })}
    />
  );
}
