import { num, numOrNull, round2, round2OrNull, text } from '@/lib/store/values';

/**
 * Rows of the read models and registers as the entity queries (boats, owners, firms, stations, …) hand
 * them on: a summed row's value with what it covers, a boat in a list, a register entry's address.
 */

/**
 * A summed row's value with the weight and the landings it covers (value-coverage.ts), from the columns
 * `value`, `priced_weight` and `priced_landings`.
 */
export function valueCoverageOf(row: Record<string, unknown> | undefined): {
  value: number | null;
  pricedWeight: number;
  pricedLandings: number;
} {
  return {
    value: round2OrNull(row?.value),
    pricedWeight: round2(num(row?.priced_weight)),
    pricedLandings: num(row?.priced_landings),
  };
}

/** A boat as a list row names it, from the columns `vessel_id`, `name`, `registration_mark` and `length`. */
export function boatOfRow(row: Record<string, unknown>): {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
} {
  return {
    boatId: String(row.vessel_id),
    name: text(row.name),
    registrationMark: text(row.registration_mark),
    length: numOrNull(row.length),
  };
}

/** A register entry's identity and postal address, from a row with `name`, `postal_code` and `city`. */
export function namedAddressOf(
  id: unknown,
  row: Record<string, unknown>,
): { id: string; name: string | null; postalCode: string | null; city: string | null } {
  return { id: String(id), name: text(row.name), postalCode: text(row.postal_code), city: text(row.city) };
}
