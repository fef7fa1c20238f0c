import type { FileKind } from '../types';
import { LANDING_NOTES, type PlannedLandingNotes } from './landing-notes';
import { LOGBOOKS, type PlannedLogbooks } from './logbooks';
import { POSITIONS, type PlannedPositions } from './positions';
import { REGISTER_EXTRACT, type PlannedRegisterExtract } from './register-extract';
import type { SourceFormat } from './types';
import {
  BUYER_REGISTER,
  VESSEL_REGISTER,
  type PlannedBuyerRegister,
  type PlannedVesselRegister,
} from './json-registers';

/**
 * The directorate's formats the ingest reads, one module each: its check of a whole file (plan) and its
 * load. Which format a file holds is judged by its content in lib/fiskeridir/detect.ts, the layer that
 * knows the formats' headers. A new format is a module here, its kind in FileKind and detect.ts, and a
 * line in FORMATS; the list's order is the load order.
 */

/** A checked file of any format, told apart by its kind. */
export type PlannedFile =
  | PlannedVesselRegister
  | PlannedRegisterExtract
  | PlannedBuyerRegister
  | PlannedLandingNotes
  | PlannedPositions
  | PlannedLogbooks;

type FormatOf<K extends FileKind> = SourceFormat<Extract<PlannedFile, { kind: K }>>;

/**
 * In load order: the registers first, so that the derived tables see the boats and buyers the landings
 * refer to, the extract after the JSON vessel register so that its newer owners and quotas win; then
 * landing notes, positions and logbooks.
 */
const FORMATS: { [K in FileKind]: FormatOf<K> }[FileKind][] = [
  VESSEL_REGISTER,
  REGISTER_EXTRACT,
  BUYER_REGISTER,
  LANDING_NOTES,
  POSITIONS,
  LOGBOOKS,
];

export function formatOf<K extends FileKind>(kind: K): FormatOf<K> {
  const format = FORMATS.find((candidate) => candidate.kind === kind);
  if (!format) throw new Error(`no source format for ${kind}`);
  return format as FormatOf<K>;
}

/** A kind's place in the load order. */
export const loadOrderOf = (kind: FileKind) => FORMATS.findIndex((format) => format.kind === kind);

export type { LoadContext, LoadedFile, PlannedBase } from './types';
