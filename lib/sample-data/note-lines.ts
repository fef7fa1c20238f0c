import type { Vessel } from './fleet';
import type { Bycatch, Fishery } from './fisheries';
import { productChoice, type ProductChoice } from './product-choice';
import { landingRoundKg } from './trips';
import {
  APPLICATIONS,
  BASE_PRICES,
  CONDITION_FACTORS,
  CONDITIONS,
  LANDING_METHODS,
  PRESERVATION,
  QUALITIES,
  QUALITY_PRICE_FACTOR,
  SIZE_GRADES,
  SIZE_PRICE_FACTOR,
  SPECIES,
  type ApplicationKey,
  type ConditionKey,
  type GearKey,
  type QualityKey,
  type SizeGradeKey,
  type SpeciesKey,
} from './products';
import type { Random } from './random';
import { quotedCodeAndName as pair, quoteText } from '@/lib/fiskeridir/writers';

/**
 * The content of a landing note: which species, grades and products a trip's catch becomes, with
 * weights and prices, and the encoded columns "Art - FDIR (kode)" … "Anvendelse hovedgruppe" of each
 * line. landing-notes.ts writes the notes.
 */

export interface NoteLine {
  species: SpeciesKey;
  /** Round weight per kg product for this species and condition (0 for by-products). */
  factor: number;
  productKg: number;
  roundKg: number;
  unitPrice: number;
  count: number;
  /** `;` + columns "Art - FDIR (kode)" … "Anvendelse hovedgruppe" + `;`, encoded. */
  middle: Buffer;
}

const YEAR_PRICE_DRIFT = 1.035;
const WHITEFISH_GROUPS = new Set(['02', '03']);
const GRADE_WEIGHTS = [0.45, 0.3, 0.15, 0.1];

const speciesSegments = new Map<SpeciesKey, string>();
function speciesSegment(key: SpeciesKey): string {
  let text = speciesSegments.get(key);
  if (text === undefined) {
    const s = SPECIES[key];
    text = [s.fdir, s.art, s.group, s.mainGroup, s.fao].map(pair).join(';');
    speciesSegments.set(key, text);
  }
  return text;
}

// Numeric keys for the encoded "Art … Anvendelse" columns: a string key per line costs more than the lookup saves.
function indexOf<K extends string>(table: Record<K, unknown>): Record<K, number> {
  const index = {} as Record<K, number>;
  (Object.keys(table) as K[]).forEach((key, i) => (index[key] = i));
  return index;
}
const SPECIES_NUMBER = indexOf(SPECIES);
const CONDITION_NUMBER = indexOf(CONDITIONS);
const PRESERVATION_NUMBER = indexOf(PRESERVATION);
const LANDING_METHOD_NUMBER = indexOf(LANDING_METHODS);
const QUALITY_NUMBER = indexOf(QUALITIES);
const GRADE_NUMBER = indexOf(SIZE_GRADES);
const APPLICATION_NUMBER = indexOf(APPLICATIONS);

// Local aliases of the code tables read for every line (imported bindings are read through accessors).
const speciesTable = SPECIES;
const conditionTable = CONDITIONS;
const conditionFactors = CONDITION_FACTORS;
const sizePriceFactor = SIZE_PRICE_FACTOR;
const qualityPriceFactor = QUALITY_PRICE_FACTOR;
const basePrices = BASE_PRICES;

const middleSegments = new Map<number, Buffer>();
function middleSegment(
  species: SpeciesKey,
  condition: ConditionKey,
  choice: ProductChoice,
  choiceKey: number,
  quality: QualityKey,
  grade: SizeGradeKey,
  application: ApplicationKey,
): Buffer {
  const key =
    ((((SPECIES_NUMBER[species] * 16 + CONDITION_NUMBER[condition]) * 8 + QUALITY_NUMBER[quality]) * 32 +
      GRADE_NUMBER[grade]) *
      16 +
      APPLICATION_NUMBER[application]) *
      256 +
    choiceKey;
  let bytes = middleSegments.get(key);
  if (bytes === undefined) {
    const c = CONDITIONS[condition];
    const a = APPLICATIONS[application];
    bytes = Buffer.from(
      `;${speciesSegment(species)};${pair(c)};${pair(PRESERVATION[choice.preservation])};` +
        `${pair(LANDING_METHODS[choice.landingMethod])};${pair(QUALITIES[quality])};${quoteText(SIZE_GRADES[grade])};` +
        `${pair(a.application)};${pair(a.group)};`,
    );
    middleSegments.set(key, bytes);
  }
  return bytes;
}

/** Builds the lines of one note; one instance is reused for all notes of a file. */
export class LineBuilder {
  lines: NoteLine[] = [];
  private random!: Random;
  private choice!: ProductChoice;
  private choiceKey = 0;
  private factor = 1;
  private readonly prices = new Map<SpeciesKey, number>();

  start(random: Random, choice: ProductChoice, season: number, yearFactor: number) {
    this.lines = [];
    this.random = random;
    this.choice = choice;
    this.choiceKey =
      PRESERVATION_NUMBER[choice.preservation] * 16 + LANDING_METHOD_NUMBER[choice.landingMethod];
    this.factor = season * yearFactor;
    this.prices.clear();
  }

  add(
    species: SpeciesKey,
    roundKg: number,
    grade: SizeGradeKey,
    condition: ConditionKey = this.choice.condition,
    quality: QualityKey = this.choice.quality,
    application: ApplicationKey = this.choice.application,
  ) {
    const factor = conditionFactors[species]?.[condition] ?? conditionTable[condition].factor;
    const productKg = Math.max(1, Math.round(factor > 0 ? roundKg / factor : roundKg));
    let base = this.prices.get(species);
    if (base === undefined) {
      const [low, high] = basePrices[species];
      base = low + (high - low) * this.random.next();
      this.prices.set(species, base);
    }
    // Gutting and heading change the price per kg product of whitefish; pelagic fish and shellfish are priced as landed.
    const conditionPrice =
      WHITEFISH_GROUPS.has(speciesTable[species].mainGroup.code) || factor === 0
        ? conditionTable[condition].priceFactor
        : 1;
    const unitPrice =
      Math.round(
        base *
          conditionPrice *
          sizePriceFactor[grade] *
          qualityPriceFactor[quality] *
          this.factor *
          this.random.range(0.97, 1.03) *
          100,
      ) / 100;
    this.lines.push({
      species,
      factor,
      productKg,
      roundKg: Math.round(productKg * factor),
      unitPrice,
      count: species === 'kingCrab' ? Math.max(1, Math.round(productKg / 3.2)) : 0,
      middle: middleSegment(species, condition, this.choice, this.choiceKey, quality, grade, application),
    });
  }
}

/** The lines of a note: exactly `wanted` of them, from the catch of the trip. */
export function buildNoteLines(
  builder: LineBuilder,
  f: Fishery,
  vessel: Vessel,
  gear: GearKey,
  month: number,
  wanted: number,
  random: Random,
  year: number,
): NoteLine[] {
  const main = f.main(vessel, month, random);
  const choice = productChoice(vessel, f.id, month, random);
  const totalRound = landingRoundKg(vessel, f.id, month, random);
  const season =
    f.id === 'skrei' && (month === 2 || month === 3)
      ? 1.05
      : f.id === 'coastal-cod' && month >= 6 && month <= 8
        ? 0.93
        : 1;
  builder.start(random, choice, season, YEAR_PRICE_DRIFT ** (year - 2024));

  // How the wanted number of lines splits into size grades of the main species, by-catch species and
  // by-products; anything beyond what the catch offers becomes variants of the main species.
  const byproductsPossible =
    f.byproducts &&
    (gear === 'gillnet' || gear === 'danishSeine' || gear === 'otherLines') &&
    random.chance(0.6);
  let grades = Math.min(f.mainGrades.length, Math.max(1, Math.ceil(wanted * 0.45)));
  let byproducts = byproductsPossible ? Math.min(2, Math.floor(wanted * 0.2)) : 0;
  const pool: Bycatch[] = [];
  for (const b of f.bycatch) if (b.species !== main) pool.push(b);
  const bycatchOrder: Bycatch[] = [];
  while (pool.length > 0) {
    let total = 0;
    for (const b of pool) total += b.presence;
    let r = random.next() * total;
    let index = 0;
    while (index < pool.length - 1 && (r -= pool[index].presence) >= 0) index++;
    bycatchOrder.push(pool.splice(index, 1)[0]);
  }
  let bycatch = wanted - grades - byproducts;
  let variants = 0;
  if (bycatch > bycatchOrder.length) {
    let extra = bycatch - bycatchOrder.length;
    bycatch = bycatchOrder.length;
    const moreGrades = Math.min(extra, f.mainGrades.length - grades);
    grades += moreGrades;
    extra -= moreGrades;
    const moreByproducts = Math.min(extra, (f.byproducts ? 2 : 0) - byproducts);
    byproducts += moreByproducts;
    extra -= moreByproducts;
    variants = extra;
  }

  const shares: number[] = [];
  let bycatchShare = 0;
  for (let i = 0; i < bycatch; i++) {
    const [low, high] = bycatchOrder[i].share;
    const share = low + (high - low) * random.next();
    shares.push(share);
    bycatchShare += share;
  }
  if (bycatchShare > 0.6) {
    for (let i = 0; i < shares.length; i++) shares[i] *= 0.6 / bycatchShare;
    bycatchShare = 0.6;
  }
  const mainRound = totalRound * (1 - bycatchShare);
  const gradeWeights: number[] = [];
  let gradeSum = 0;
  for (let i = 0; i < grades; i++) {
    const weight = GRADE_WEIGHTS[i] * random.range(0.6, 1.4);
    gradeWeights.push(weight);
    gradeSum += weight;
  }
  const variantShare = variants > 0 ? random.range(0.05, 0.15) : 0;

  for (let i = 0; i < grades; i++) {
    builder.add(
      main,
      ((mainRound * gradeWeights[i]) / gradeSum) * (i === 0 ? 1 - variantShare : 1),
      f.mainGrades[i],
    );
  }
  for (let i = 0; i < variants; i++) {
    const grade = f.mainGrades[i % f.mainGrades.length];
    const roundKg = (mainRound * variantShare) / variants;
    if (f.pelagic) builder.add(main, roundKg, grade, undefined, undefined, 'mealAndOil');
    else builder.add(main, roundKg, grade, undefined, i % 2 === 0 ? 'b' : 'a');
  }
  for (let i = 0; i < bycatch; i++) {
    const b = bycatchOrder[i];
    builder.add(b.species, totalRound * shares[i], b.grade ?? 'unspecified');
  }
  if (byproducts >= 1) builder.add(main, mainRound * random.range(0.04, 0.07), 'unspecified', 'roe');
  if (byproducts >= 2) builder.add(main, mainRound * random.range(0.03, 0.06), 'unspecified', 'liver');
  return builder.lines;
}

/** An older version of a note: a line was added or a weight corrected since. */
export function olderVersion(lines: NoteLine[], random: Random): NoteLine[] {
  if (lines.length > 1 && random.chance(0.35)) return lines.slice(0, -1);
  const copy = lines.map((line) => ({ ...line }));
  const line = copy[random.int(0, copy.length - 1)];
  const change = random.chance(0.5) ? random.range(0.8, 0.96) : random.range(1.04, 1.25);
  line.productKg = Math.max(1, Math.round(line.productKg * change));
  line.roundKg = Math.round(line.productKg * line.factor);
  return copy;
}
