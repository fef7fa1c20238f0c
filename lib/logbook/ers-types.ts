/** The shapes of the logbook (ERS) answers: plain types, shared by the API contract and the queries. */

export const ERS_TYPES = ['DEP', 'DCA', 'POR', 'TRA'] as const;
export type ErsType = (typeof ERS_TYPES)[number];

export interface ErsMessageLine {
  SpeciesCode: string | null;
  Species: string | null;
  /** Kg. */
  RoundWeight: number | null;
  /** `OB` catch on board, `KG` transferred, `DCA` caught in the haul, … */
  QuantityType: string | null;
}

export interface ErsMessage {
  MessageId: string;
  MessageType: ErsType;
  /** ISO 8601, UTC. */
  MessageTime: string;
  Version: number;
  VesselId: string | null;
  RadioCallSign: string | null;
  RegistrationMark: string | null;
  VesselName: string | null;
  Port: string | null;
  /** DEP and TRA where given, DCA start; DCA stop. */
  Latitude: number | null;
  Longitude: number | null;
  StopLatitude: number | null;
  StopLongitude: number | null;
  Gear: string | null;
  Lines: ErsMessageLine[];
}
