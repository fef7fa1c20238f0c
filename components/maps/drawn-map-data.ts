import type { SvgAttributes } from '@/lib/svg-markup';
import type { DrawnLine, DrawnPoint, MapLine, MapPoint } from './map-types';

/**
 * The interactive map's points and lines travel inside the server's drawing: each dot or pin carries
 * its position (and page and colour) as data attributes beside the tooltip and radius it already has,
 * each line its path. The browser reads them back from the SVG instead of receiving them a second
 * time as props (which would also put them in the page's RSC payload).
 */

const coordinates = (latitude: number, longitude: number) => `${latitude},${longitude}`;

/** Attributes of a drawn point (a `circle` or a station's `g`). */
export function drawnPointAttributes(point: MapPoint): SvgAttributes {
  return {
    'data-point': coordinates(point.latitude, point.longitude),
    'data-href': point.href,
    'data-color': point.color,
  };
}

/** Attributes of a drawn line (a `path`). */
export function drawnLineAttributes(line: MapLine): SvgAttributes {
  return {
    'data-line': line.path.map(([latitude, longitude]) => coordinates(latitude, longitude)).join(' '),
    'data-color': line.color,
  };
}

function parseCoordinates(text: string): [number, number] | null {
  const [latitude, longitude] = text.split(',').map(Number);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? [latitude, longitude] : null;
}

const tooltipOf = (element: Element) => element.querySelector(':scope > title')?.textContent ?? '';
const optional = (value: string | null) => value ?? undefined;

/** The points (in drawing order) and lines of a drawing written with the attributes above. */
export function readDrawnMap(svg: Element): { points: DrawnPoint[]; lines: DrawnLine[] } {
  const points: DrawnPoint[] = [];
  for (const element of Array.from(svg.querySelectorAll('[data-point]'))) {
    const position = parseCoordinates(element.getAttribute('data-point') ?? '');
    if (!position) continue;
    points.push({
      latitude: position[0],
      longitude: position[1],
      radius: Number(element.getAttribute('r') ?? 0) || 0,
      tooltip: tooltipOf(element),
      href: optional(element.getAttribute('data-href')),
      color: optional(element.getAttribute('data-color')),
    });
  }
  const lines: DrawnLine[] = [];
  for (const element of Array.from(svg.querySelectorAll('[data-line]'))) {
    const path = (element.getAttribute('data-line') ?? '')
      .split(' ')
      .map(parseCoordinates)
      .filter((position): position is [number, number] => position !== null);
    if (path.length === 0) continue;
    lines.push({ path, tooltip: tooltipOf(element), color: optional(element.getAttribute('data-color')) });
  }
  return { points, lines };
}
