import { haversineNm, type TrackPoint } from './track';

/**
 * Landing ports as points, and the rule that says a position is in port. Pure: the ports are given
 * (receiving stations with coordinates and the main harbours of the landing municipalities).
 */

export interface Port {
  latitude: number;
  longitude: number;
}

/** A position this close to a landing port … */
export const PORT_RADIUS_NM = 3;
/** … at this speed or slower (or without a speed) is in port. */
export const PORT_SPEED_KNOTS = 2;

// Cells of 0.5° latitude × 1° longitude: a port radius of 3 nm (0.05° of latitude, under 0.2° of
// longitude north of 60°) never reaches past the neighbouring cell.
const LAT_CELL = 0.5;
const LON_CELL = 1;

/** Ports by grid cell, so that a position is compared with the few ports near it, not all of them. */
export class PortIndex {
  private readonly cells = new Map<string, Port[]>();

  constructor(ports: readonly Port[]) {
    for (const port of ports) {
      const key = PortIndex.key(Math.floor(port.latitude / LAT_CELL), Math.floor(port.longitude / LON_CELL));
      const cell = this.cells.get(key);
      if (cell) cell.push(port);
      else this.cells.set(key, [port]);
    }
  }

  private static key(latCell: number, lonCell: number) {
    return `${latCell}:${lonCell}`;
  }

  /** Distance (nm) to the nearest port within a cell around the point; Infinity when none is near. */
  nearestNm(latitude: number, longitude: number): number {
    const latCell = Math.floor(latitude / LAT_CELL);
    const lonCell = Math.floor(longitude / LON_CELL);
    let nearest = Infinity;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -1; dLon <= 1; dLon++) {
        for (const port of this.cells.get(PortIndex.key(latCell + dLat, lonCell + dLon)) ?? []) {
          nearest = Math.min(nearest, haversineNm(latitude, longitude, port.latitude, port.longitude));
        }
      }
    }
    return nearest;
  }

  /** Whether a position is in port: near a landing port and (nearly) still. */
  inPort(point: TrackPoint): boolean {
    if (point.speed !== null && point.speed > PORT_SPEED_KNOTS) return false;
    return this.nearestNm(point.latitude, point.longitude) <= PORT_RADIUS_NM;
  }
}
