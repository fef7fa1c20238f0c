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

/**
 * Text of at most `max` characters without control characters; `label` names the field in the error
 * (`Fartøy ID`). Every string a request carries goes through here.
 */
export function boundedText(label: string, max: number) {
  return z
    .string({ error: `${label} må være tekst` })
    .max(max, { error: `${label} kan være høyst ${max} tegn` })
    .regex(WITHOUT_CONTROL_CHARACTERS, { error: `${label} kan ikke inneholde kontrolltegn` });
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
