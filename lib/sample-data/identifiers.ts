import type { Random } from './random';

/** Norwegian organisation number: 9 digits, MOD11 check digit, starting with 8 or 9. */
export function organisationNumber(random: Random, taken: Set<string>): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const digits = [random.chance(0.75) ? 9 : 8];
    for (let i = 1; i < 8; i++) digits.push(random.int(0, 9));
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += digits[i] * weights[i];
    const check = (11 - (sum % 11)) % 11;
    if (check === 10) continue;
    const id = digits.join('') + String(check);
    if (taken.has(id)) continue;
    taken.add(id);
    return id;
  }
}

export function isValidOrganisationNumber(id: string): boolean {
  if (!/^\d{9}$/.test(id)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(id[i]) * weights[i];
  return (11 - (sum % 11)) % 11 === Number(id[8]);
}

/** IMO ship number: 7 digits, the last a check digit over the first six (weights 7..2). */
export function imoNumber(random: Random, buildYear: number, taken: Set<number>): number {
  for (let attempt = 0; ; attempt++) {
    // Numbers were issued roughly in order of build year; any free number once that band is full.
    const base =
      attempt < 50
        ? Math.min(999_999, Math.max(700_000, 700_000 + (buildYear - 1960) * 3_800 + random.int(0, 3_799)))
        : random.int(700_000, 999_999);
    const digits = String(base).padStart(6, '0').split('').map(Number);
    const check = digits.reduce((sum, digit, i) => sum + digit * (7 - i), 0) % 10;
    const imo = base * 10 + check;
    if (taken.has(imo)) continue;
    taken.add(imo);
    return imo;
  }
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Call signs: four characters for larger vessels (LEQI, 3YQP, JXSW), letters and digits for small ones (LK2947). */
export function callSign(random: Random, length: number, taken: Set<string>): string {
  for (;;) {
    let sign: string;
    if (length >= 24) {
      const roll = random.next();
      const prefix =
        roll < 0.7
          ? `L${random.pick(LETTERS.slice(0, 13).split(''))}`
          : roll < 0.85
            ? '3Y'
            : random.pick(['JX', 'JW']);
      sign = prefix + random.pick(LETTERS.split('')) + random.pick(LETTERS.split(''));
    } else {
      sign = `L${random.pick(['A', 'D', 'E', 'F', 'G', 'H', 'K', 'M'])}${random.int(1000, 9999)}`;
    }
    if (taken.has(sign)) continue;
    taken.add(sign);
    return sign;
  }
}
