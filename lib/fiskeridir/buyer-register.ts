import { z } from 'zod';
import {
  optionalMunicipalityCode,
  optionalNumberInRange,
  optionalList,
  optionalText,
  registerReader,
  requiredText,
  type RegisterIssue,
} from './register-parsing';

/**
 * The buyer and receiving-station register. The directorate publishes no file for it, so this project
 * defines one, shaped like the vessel register: a UTF-8 JSON array of buyers.
 *
 * ```json
 * [
 *   {
 *     "id": "989094823",                 // organisation number, 9 digits (landing notes: Mottaker ID)
 *     "name": "EKSEMPEL FISK AS",
 *     "postalCode": "8001",
 *     "city": "BODØ",
 *     "municipalityCode": "1804",         // 4 digits
 *     "receivingStations": [
 *       {
 *         "id": "100081",                 // approval number, text (landing notes: Mottaksstasjon)
 *         "name": "Eksempel Fisk, Bodø",
 *         "municipalityCode": "1804",
 *         "latitude": 67.28,              // WGS 84 decimal degrees
 *         "longitude": 14.38
 *       }
 *     ]
 *   }
 * ]
 * ```
 *
 * `id` and each station's `id` are required; the other fields may be null or missing. A station id is
 * text because approval numbers can carry letters and leading zeros.
 */

export interface ReceivingStation {
  id: string;
  name: string | null;
  municipalityCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface BuyerRegisterEntry {
  /** Organisation number, 9 digits. */
  id: string;
  name: string | null;
  postalCode: string | null;
  city: string | null;
  municipalityCode: string | null;
  receivingStations: ReceivingStation[];
}

const receivingStationSchema = z.object({
  id: requiredText,
  name: optionalText,
  municipalityCode: optionalMunicipalityCode,
  latitude: optionalNumberInRange(-90, 90),
  longitude: optionalNumberInRange(-180, 180),
});

const buyerSchema: z.ZodType<BuyerRegisterEntry> = z.object({
  id: requiredText.pipe(z.string().regex(/^\d{9}$/, 'must be a 9-digit organisation number')),
  name: optionalText,
  postalCode: optionalText,
  city: optionalText,
  municipalityCode: optionalMunicipalityCode,
  receivingStations: optionalList(receivingStationSchema),
});

const buyerRegister = registerReader('buyer register', buyerSchema, 'buyers');

/** The buyers of a parsed register JSON; throws RegisterParseError naming each bad element and field. */
export const parseBuyerRegister = buyerRegister.parse;

/** Like parseBuyerRegister, but keeps the good buyers and reports the bad ones instead of throwing. */
export function safeParseBuyerRegister(json: unknown): {
  buyers: BuyerRegisterEntry[];
  issues: RegisterIssue[];
} {
  const { entries, issues } = buyerRegister.safeParse(json);
  return { buyers: entries, issues };
}
