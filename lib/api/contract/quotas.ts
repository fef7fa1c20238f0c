import { z } from 'zod';

/** One quota line as the register extract publishes it, with the catch counted against it. */
export const quotaLineSchema = z.object({
  boatId: z.string().meta({ description: 'Fartøy ID' }),
  year: z.number().int(),
  lineNumber: z.string().meta({ description: 'Linjenummer i kvoter.csv' }),
  description: z.string().nullable().meta({ description: 'Linjenummerbeskrivelse' }),
  licenceCode: z.string().nullable().meta({ description: 'Tillatelsekode' }),
  licence: z.string().nullable(),
  speciesCode: z
    .string()
    .nullable()
    .meta({ description: 'Art - FDIR (kode) linjen gjelder, der den er kjent' }),
  species: z.string().nullable(),
  size: z
    .number()
    .meta({ description: 'Kvotestørrelse som publisert: tonn, eller en kvotefaktor (se unit)' }),
  unit: z.enum(['tonnes', 'factor']).meta({
    description: 'tonnes: kvoten er i tonn; factor: en kvotefaktor, som aldri regnes om til tonn',
  }),
  quotaWeight: z.number().nullable().meta({ description: 'Kvoten i kg; null for en faktor' }),
  catchWeight: z.number().nullable().meta({
    description:
      'Fangst mot kvoten i kg (rundvekt): fra fangst.csv der den finnes, ellers båtens landinger av arten i året',
  }),
  catchSource: z.enum(['fangst', 'landings']).nullable(),
  remainingWeight: z.number().nullable().meta({ description: 'Kvote minus fangst i kg; null for en faktor' }),
  shareFished: z
    .number()
    .nullable()
    .meta({ description: 'Fangst / kvote (0.85 = 85 %); null for en faktor' }),
});

export type QuotaLine = z.infer<typeof quotaLineSchema>;

export const speciesHoldingSchema = z.object({
  speciesCode: z.string().nullable(),
  species: z.string().nullable(),
  quotaWeight: z.number().nullable().meta({ description: 'Sum av kvotelinjene i tonn, i kg' }),
  catchWeight: z.number().nullable().meta({ description: 'Fangst mot kvotene i kg' }),
  factorLines: z.number().int().meta({ description: 'Kvotelinjer gitt som faktor (ikke med i kg)' }),
  vessels: z.number().int(),
});
