/**
 * A trip's fuel and CO₂, estimated from the engine's rated power and the hours the boat spent on each
 * activity: litres = kW × load factor × hours × specific fuel consumption ÷ diesel density. The sources
 * of the factors are named in docs/trip-benchmarks.md. An estimate, never a measurement: it says what
 * it rests on, and is left out with a reason where an input is missing.
 */

/**
 * Share of the rated power the main engine delivers, by activity. `fishing` is the figure for gear
 * without one of its own in FISHING_LOAD_FACTORS (harpoon, other and unknown gear).
 */
export const LOAD_FACTORS = { steaming: 0.8, fishing: 0.6, inPort: 0.1 } as const;

/**
 * Share of the rated power while fishing, by gear group (code-lists GEAR_GROUPS): towing a trawl takes
 * about what steaming takes, a Danish seine is set and hauled by winches at low speed, a purse seiner
 * searches at speed and then purses with its winches, and a boat with nets, lines or pots lies at or
 * hauls its gear at a few knots. Sources in docs/trip-benchmarks.md.
 */
export const FISHING_LOAD_FACTORS: Readonly<Record<string, number>> = {
  '5': 0.8, // Trål
  '6': 0.5, // Snurrevad
  '1': 0.5, // Not
  '2': 0.3, // Garn
  '3': 0.3, // Krokredskap
  '4': 0.3, // Bur og ruser
};

/** The fishing load factor of a boat's main gear group; the general figure when it has none of its own. */
export const fishingLoadFactor = (gearGroupCode: string | null): number =>
  (gearGroupCode !== null ? FISHING_LOAD_FACTORS[gearGroupCode] : undefined) ?? LOAD_FACTORS.fishing;
/** Specific fuel consumption of a marine diesel engine, g per kWh. */
export const SFC_G_PER_KWH = 210;
/** Marine gas oil, kg per litre. */
export const DIESEL_KG_PER_LITRE = 0.84;
/** Tonnes of CO₂ per tonne of diesel or gas oil burnt (IMO's carbon factor). */
export const CO2_PER_FUEL = 3.206;

export type Activity = keyof typeof LOAD_FACTORS;
export type ActivityHours = Record<Activity, number>;

/** Why an estimate is missing. */
export type LeftOutReason = 'engine-power-unknown' | 'no-positions' | 'few-positions' | 'no-landing';

export const LEFT_OUT_TEXT: Record<LeftOutReason, string> = {
  'engine-power-unknown': 'Motorkraften er ukjent',
  'no-positions': 'Ingen posisjoner for turen',
  'few-positions': 'For få posisjoner (under én per annen time)',
  'no-landing': 'Ingen landing knyttet til turen',
};

export type FuelEstimate =
  | { litres: number; fuelKg: number; co2Kg: number; enginePowerKw: number }
  | { litres: null; reason: LeftOutReason };

/**
 * Fuel (litres and kg) and CO₂ (kg) for the hours of a trip, fishing at `fishingLoad` of the rated power
 * (fishingLoadFactor of the gear); left out when the engine power is unknown.
 */
export function estimateFuel(
  enginePowerKw: number | null,
  hours: ActivityHours,
  fishingLoad: number = LOAD_FACTORS.fishing,
): FuelEstimate {
  if (enginePowerKw === null || !(enginePowerKw > 0)) return { litres: null, reason: 'engine-power-unknown' };
  const loadHours =
    LOAD_FACTORS.steaming * hours.steaming + fishingLoad * hours.fishing + LOAD_FACTORS.inPort * hours.inPort;
  const fuelKg = (enginePowerKw * loadHours * SFC_G_PER_KWH) / 1000;
  return { litres: fuelKg / DIESEL_KG_PER_LITRE, fuelKg, co2Kg: fuelKg * CO2_PER_FUEL, enginePowerKw };
}

/** CO₂ in kg from litres of diesel. */
export const co2KgOfLitres = (litres: number) => litres * DIESEL_KG_PER_LITRE * CO2_PER_FUEL;

/** The register gives engine power in metric horsepower (hk); one is 0.73549875 kW. */
export const HP_TO_KW = 0.73549875;
