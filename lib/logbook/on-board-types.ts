/**
 * The shapes and limits of the catch-on-board answers (lib/landings/boats/on-board.ts): plain types and constants,
 * shared by the API contract and the queries.
 */

export const FLEET_ON_BOARD_DAYS = 30;
export const ON_BOARD_CHANGE_DAYS = 60;
/** How far before the period to look for the checkpoint the balance starts from (a long trip's length). */
export const CHECKPOINT_LOOKBACK_DAYS = 90;
/** The longest period a caller may ask for at once. */
export const MAX_ON_BOARD_PERIOD_DAYS = 366;

export const NO_LOGBOOK_MESSAGE =
  'Båten har ingen elektronisk fangstdagbok (ERS) i dataene: fartøy under 15 meter rapporterer ikke fangst om bord.';

export interface OnBoardSpecies {
  /** Art - FDIR (kode). */
  SpeciesCode: string | null;
  Species: string | null;
  /** Kg round weight. */
  RoundWeight: number;
}

export interface BoatCatchOnBoard {
  VesselId: string;
  /** When the vessel reported it (ISO 8601, UTC). */
  ReportedAt: string;
  /** DEP: on board when leaving port; POR: on board on arrival. */
  MessageType: 'DEP' | 'POR';
  /** Heaviest first; empty when the vessel reported an empty hold. */
  Species: OnBoardSpecies[];
}

export interface FleetOnBoardSpecies extends OnBoardSpecies {
  /** Vessels whose latest report has the species on board. */
  Vessels: number;
}

export interface FleetCatchOnBoard {
  /** The period (yyyy-MM-dd, UTC days, inclusive); null when the store holds no logbooks. */
  From: string | null;
  To: string | null;
  /** Vessels with a report of catch on board in the period. */
  Vessels: number;
  Species: FleetOnBoardSpecies[];
  /** What is missing and why; null when nothing is. */
  Note: string | null;
}

export type OnBoardEvent = 'DEP' | 'DCA' | 'TRA' | 'POR' | 'LANDING';

export interface OnBoardChange {
  /** ISO 8601: UTC for logbook messages, the note's clock time for landings. */
  Time: string;
  Event: OnBoardEvent;
  /** Melding ID of the logbook message, or the landing note's key (DocumentKey). */
  Reference: string;
  SpeciesCode: string | null;
  Species: string | null;
  /** Kg in (positive) or out (negative); at a checkpoint, the reported figure minus the running balance. */
  Change: number;
  /** Kg of the species on board after the event (never below zero). */
  Balance: number;
  /** True for reported catch on board (DEP, POR): the balance is set to what the vessel reported. */
  Checkpoint: boolean;
}

export interface BoatOnBoardChanges {
  VesselId: string;
  From: string;
  To: string;
  /** On board at the start of the period (from the last checkpoint before it), heaviest first. */
  Opening: OnBoardSpecies[];
  /** Oldest first. */
  Changes: OnBoardChange[];
}

/** Why a boat has no answer: unknown altogether, or known without a logbook. */
export type BoatOnBoardMiss = 'unknown-boat' | 'no-logbook';
