import { z } from 'zod';

/**
 * Limits at the edge of every contract: bounded text and the Norwegian wording of the errors.
 *
 * Every string a request can carry has a maximum length and every list a maximum count, so no value
 * that reaches the query code can be large enough to make it slow, and the OpenAPI document shows the
 * limits (`maxLength`, `maxItems`). The messages name the limit, so a caller knows what to change.
 */

// C0 control characters and DEL. No id, code, label or search term has one, and PostgreSQL cannot
// store U+0000 in text or jsonb (a saved query holding one failed with a 500). A character class with
// one quantifier: linear on any input.
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/u;
const CONTROL_CHARACTER_PROBLEM = 'kan ikke inneholde kontrolltegn';
// Half of a UTF-16 surrogate pair without its other half: JSON can carry one (`"\ud800"`), but it is
// no character, and PostgreSQL refuses it in jsonb (a saved query holding one failed with a 500).
// Each alternative looks one code unit ahead or behind: linear on any input.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATE_PROBLEM = 'kan ikke inneholde ugyldige Unicode-tegn (en halv surrogat)';

/**
 * What is wrong with a text a request carries, in Norwegian, or null: control characters and lone
 * surrogates are refused in every string of every request (boundedText, and refusedText for all of
 * them, member names included), so no route can pass one on to a database.
 */
export function textProblem(text: string): string | null {
  if (!WITHOUT_CONTROL_CHARACTERS.test(text)) return CONTROL_CHARACTER_PROBLEM;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_PROBLEM;
  return null;
}

/**
 * The first string in a request part (a value or a member name, at any depth) that textProblem
 * refuses, as `fields` for a 400 (`{ "kropp.Boat.1": "Teksten kan ikke …" }`), or null. The route
 * handlers run it on every part after its schema (lib/api/route.ts), so a schema that forgets
 * the rule cannot pass such text on to a database or a log. An explicit stack, not recursion: a 64 kB
 * body can nest arrays thousands deep.
 */
export function refusedText(value: unknown, where: string): Record<string, string> | null {
  // Each entry keeps its parent's entry rather than a copy of the path: deep nesting stays linear.
  type Entry = { value: unknown; key: string; parent: Entry | null };
  const pending: Entry[] = [{ value, key: where, parent: null }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) {
        const path: string[] = [];
        for (let at: Entry | null = entry; at; at = at.parent) path.unshift(at.key);
        return { [path.join('.')]: `Teksten ${problem}` };
      }
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: String(index), parent: entry }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        // A member name is text too, checked first (the stack is last in, first out) so that a
        // refused one is named as `(feltnavn)` of its object, not echoed in a field path.
        pending.push({ value: item, key, parent: entry });
        pending.push({ value: key, key: '(feltnavn)', parent: entry });
      }
    }
  }
  return null;
}

/**
 * Text of at most `max` characters that textProblem accepts; `label` names the field in the error
 * (`Fartøy ID`). Every string a request carries goes through here.
 */
export function boundedText(label: string, max: number) {
  return (
    z
      .string({ error: `${label} må være tekst` })
      .max(max, { error: `${label} kan være høyst ${max} tegn` })
      // A pattern, so the OpenAPI document shows the rule; lone surrogates below (no pattern can say it
      // in every regex dialect a client may use).
      .regex(WITHOUT_CONTROL_CHARACTERS, { error: `${label} ${CONTROL_CHARACTER_PROBLEM}` })
      .refine((text) => !LONE_SURROGATE.test(text), { error: `${label} ${LONE_SURROGATE_PROBLEM}` })
  );
}

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'et tall',
  int: 'et heltall',
  boolean: 'sann eller usann',
  array: 'en liste',
  object: 'et objekt',
  null: 'null',
  undefined: 'ingenting',
};

/**
 * Norwegian wording of zod's own messages, for the checks a schema does not word itself (a wrong type
 * deep inside a body, an unknown enum value). A message set on a schema takes precedence.
 */
function norwegianIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return `Må være ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Høyst ${issue.maximum} tegn`
        : issue.origin === 'array'
          ? `Høyst ${issue.maximum} verdier`
          : `Kan være høyst ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `Minst ${issue.minimum} tegn`
        : issue.origin === 'array'
          ? `Minst ${issue.minimum} verdier`
          : `Må være minst ${issue.minimum}`;
    case 'invalid_value':
      return `Må være en av: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return 'Ugyldig format';
    case 'invalid_union':
      return 'Ugyldig verdi';
    case 'unrecognized_keys':
      return `Ukjente felt: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

z.config({ customError: norwegianIssue });
