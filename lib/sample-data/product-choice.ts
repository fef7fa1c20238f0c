import { fishery, NORTH_GROUNDS, type FisheryId } from './fisheries';
import type { Vessel } from './fleet';
import type { ApplicationKey, ConditionKey, LandingMethodKey, PreservationKey, QualityKey } from './products';
import type { Random } from './random';

/**
 * What the note says about a landing's product: condition, preservation, landing method, quality and
 * application, drawn by fishery, vessel and season the way the buyers' practice goes.
 */

export interface ProductChoice {
  condition: ConditionKey;
  preservation: PreservationKey;
  landingMethod: LandingMethodKey;
  quality: QualityKey;
  application: ApplicationKey;
}

/** Weighted choices prepared once (the generator draws them for every note). */
interface Choices<K extends string> {
  keys: K[];
  weights: number[];
}

/** Keys with their weights, in the order written (the draw depends on it). */
function choices<K extends string>(weights: Partial<Record<K, number>>): Choices<K> {
  const entries = Object.entries(weights) as [K, number][];
  return { keys: entries.map((entry) => entry[0]), weights: entries.map((entry) => entry[1]) };
}

function draw<K extends string>(random: Random, from: Choices<K>): K {
  return from.keys[Math.max(0, random.weightedIndex(from.weights))];
}

const MEAL_PRESERVATION = choices<PreservationKey>({ rfwAcid: 0.6, rsw: 0.3, rfw: 0.1 });
const CONSUMPTION_PRESERVATION = choices<PreservationKey>({ rsw: 0.85, rfw: 0.15 });
const FRESH_TRAWL_QUALITY = choices<QualityKey>({ a: 0.7, superior: 0.1, b: 0.2 });
const FRESH_TRAWL_APPLICATION = choices<ApplicationKey>({
  freshFillet: 0.4,
  freshExport: 0.3,
  saltFillet: 0.15,
  clipfish: 0.15,
});
const COASTAL_QUALITY = choices<QualityKey>({ a: 0.5, superior: 0.15, prima: 0.12, extra: 0.08, b: 0.15 });
// Stockfish is hung mostly in Lofoten and Finnmark.
const skreiApplication = (drying: number) =>
  choices<ApplicationKey>({
    freshExport: 0.42,
    drying,
    saltFillet: 0.1,
    clipfish: 0.1,
    roundFrozen: 0.12,
  });
const SKREI_APPLICATION_NORTH = skreiApplication(0.22);
const SKREI_APPLICATION_SOUTH = skreiApplication(0.05);
// Clipfish producers buy more in the autumn.
const coastalApplication = (clipfish: number) =>
  choices<ApplicationKey>({
    freshExport: 0.4,
    freshDomestic: 0.15,
    clipfish,
    saltFillet: 0.12,
    frozenExport: 0.15,
  });
const COASTAL_APPLICATION_AUTUMN = coastalApplication(0.2);
const COASTAL_APPLICATION = coastalApplication(0.1);

/** Condition, preservation etc. for a landing's fish lines (by-product lines override the condition). */
export function productChoice(
  vessel: Vessel,
  fisheryId: FisheryId,
  month: number,
  random: Random,
): ProductChoice {
  const f = fishery(fisheryId);
  if (f.pelagic) {
    const meal =
      fisheryId === 'blue-whiting' ||
      fisheryId === 'sandeel' ||
      fisheryId === 'norway-pout' ||
      (fisheryId === 'capelin' && random.chance(0.6));
    return {
      condition: 'round',
      preservation: draw(random, meal ? MEAL_PRESERVATION : CONSUMPTION_PRESERVATION),
      landingMethod: 'tankBoat',
      quality: 'unspecified',
      application: meal ? 'mealAndOil' : fisheryId === 'capelin' ? 'roundFrozen' : 'frozenExport',
    };
  }
  switch (fisheryId) {
    case 'king-crab':
      return {
        condition: 'live',
        preservation: 'fresh',
        landingMethod: 'tub',
        quality: random.chance(0.85) ? 'a' : 'b',
        application: 'freshExport',
      };
    case 'edible-crab':
      return {
        condition: 'live',
        preservation: 'fresh',
        landingMethod: 'tub',
        quality: 'unspecified',
        application: random.chance(0.6) ? 'freshDomestic' : 'frozenExport',
      };
    case 'coastal-shrimp':
      return {
        condition: 'round',
        preservation: random.chance(0.6) ? 'freshBoiled' : 'fresh',
        landingMethod: 'boxes',
        quality: 'unspecified',
        application: 'freshDomestic',
      };
    case 'shrimp-trawl':
      return {
        condition: 'round',
        preservation: random.chance(0.6) ? 'frozenBoiled' : 'frozen',
        landingMethod: 'packed',
        quality: 'unspecified',
        application: random.chance(0.7) ? 'peeling' : 'frozenExport',
      };
    case 'autoline':
    case 'cod-trawl':
    case 'saithe-trawl':
      if (vessel.freezer) {
        return {
          condition: random.chance(0.8) ? 'headless' : 'headlessStraight',
          preservation: 'frozen',
          landingMethod: 'packed',
          quality: random.chance(0.9) ? 'a' : 'b',
          application: random.chance(0.85) ? 'frozenExport' : 'frozenFillet',
        };
      }
      return {
        condition: 'guttedHead',
        preservation: 'iced',
        landingMethod: random.chance(0.5) ? 'boxes' : 'container',
        quality: draw(random, FRESH_TRAWL_QUALITY),
        application: draw(random, FRESH_TRAWL_APPLICATION),
      };
    default: {
      const skrei = fisheryId === 'skrei';
      return {
        condition: random.chance(skrei ? 0.85 : 0.75) ? 'guttedHead' : 'round',
        preservation: random.chance(0.55) ? 'fresh' : 'iced',
        landingMethod: random.chance(0.6) ? 'tub' : 'boxes',
        quality: draw(random, COASTAL_QUALITY),
        application: draw(
          random,
          skrei
            ? NORTH_GROUNDS.has(vessel.home.ground)
              ? SKREI_APPLICATION_NORTH
              : SKREI_APPLICATION_SOUTH
            : month >= 9
              ? COASTAL_APPLICATION_AUTUMN
              : COASTAL_APPLICATION,
        ),
      };
    }
  }
}
