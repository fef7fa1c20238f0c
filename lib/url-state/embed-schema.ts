import * as z from 'zod/mini';
import { parseAccent, parseTheme } from './embed';
import { paramField } from './fields';
import { paramValues, type ParamSource } from './params';

/** The URL schema of an embed's styling (see embed.ts). */
export const embedParamsSchema = z.object({
  theme: paramField((list) => parseTheme(list?.[0])),
  accent: paramField((list) => parseAccent(list?.[0])),
  /** Checked against the saved view's pivots by stateFromLandingQuery. */
  measure: paramField((list) => list?.[0]?.trim() || 'weight'),
});

export function parseEmbedParams(source: ParamSource): z.output<typeof embedParamsSchema> {
  return embedParamsSchema.parse(paramValues(source));
}
