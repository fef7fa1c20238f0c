import { z } from 'zod';
import {
  isoDate,
  optionalInteger,
  optionalMunicipalityCode,
  optionalNumber,
  optionalList,
  optionalText,
  registerReader,
  requiredText,
  type RegisterIssue,
} from './register-parsing';

/**
 * The vessel register as the directorate's vessel API serves it: a JSON array of vessels, each with its
 * current owners. In the real file `radioCallSign`, `width` and `imoNumber` are often missing; a
 * person's owner `id` is masked as `***********` and a sole proprietorship's can be null: both become
 * null here, so owners without a published id must be told apart by name. Identity is strict (`id`,
 * `registrationMark`, an owner's `entityType`); everything else is lenient.
 *
 * The project's generator may add `buildYear`, `grossTonnage` and `ownershipHistory`
 * (`[{ ownerId, name, entityType, from: 'yyyy-mm-dd', to: 'yyyy-mm-dd' | null }]`); they are accepted
 * when present.
 */

export type OwnerEntityType = 'COMPANY' | 'PERSON';

export interface VesselOwner {
  /** Organisation number; null when not published (persons, some sole proprietorships). */
  id: string | null;
  entityType: OwnerEntityType;
  name: string | null;
  postalCode: string | null;
  city: string | null;
}

export interface OwnershipPeriod {
  ownerId: string | null;
  name: string | null;
  entityType: OwnerEntityType | null;
  /** yyyy-mm-dd */
  from: string;
  /** yyyy-mm-dd, null while the owner still owns the vessel. */
  to: string | null;
}

export interface Vessel {
  /** The directorate's vessel id, the same as `Fartøy ID` in the landing notes. */
  id: string;
  name: string | null;
  /** As the register writes it, e.g. `N 0128VV`. */
  registrationMark: string;
  radioCallSign: string | null;
  municipalityCode: string | null;
  /** Metres. */
  length: number | null;
  width: number | null;
  /** Horsepower. */
  enginePower: number | null;
  imoNumber: string | null;
  buildYear: number | null;
  grossTonnage: number | null;
  owners: VesselOwner[];
  ownershipHistory: OwnershipPeriod[];
}

const entityType = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(['COMPANY', 'PERSON'], 'must be COMPANY or PERSON'));

// Personal ids come masked (`***********`); kept, every person would be the same owner.
const ownerId = optionalText.transform((id) => (id !== null && /^\*+$/.test(id) ? null : id));

const ownerSchema = z.object({
  id: ownerId,
  entityType,
  name: optionalText,
  postalCode: optionalText,
  city: optionalText,
});

const ownershipPeriodSchema = z
  .object({
    ownerId,
    name: optionalText,
    entityType: entityType.nullish().transform((value) => value ?? null),
    from: isoDate,
    to: isoDate.nullish().transform((value) => value ?? null),
  })
  .refine((period) => period.to === null || period.to >= period.from, {
    message: '`to` is before `from`',
    path: ['to'],
  });

const vesselSchema: z.ZodType<Vessel> = z.object({
  id: requiredText.pipe(z.string().regex(/^\d+$/, 'must be the digits of the directorate’s vessel id')),
  name: optionalText,
  registrationMark: requiredText,
  radioCallSign: optionalText,
  municipalityCode: optionalMunicipalityCode,
  length: optionalNumber,
  width: optionalNumber,
  enginePower: optionalInteger,
  imoNumber: optionalText,
  buildYear: optionalInteger,
  grossTonnage: optionalNumber,
  owners: optionalList(ownerSchema),
  ownershipHistory: optionalList(ownershipPeriodSchema),
});

const vesselRegister = registerReader('vessel register', vesselSchema, 'vessels');

/**
 * The vessels of a parsed register JSON. Throws RegisterParseError naming every bad element and field
 * (element index, vessel id, field path) when any element is invalid.
 */
export const parseVesselRegister = vesselRegister.parse;

/** Like parseVesselRegister, but keeps the good vessels and reports the bad ones instead of throwing. */
export function safeParseVesselRegister(json: unknown): { vessels: Vessel[]; issues: RegisterIssue[] } {
  const { entries, issues } = vesselRegister.safeParse(json);
  return { vessels: entries, issues };
}
