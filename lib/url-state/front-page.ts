import * as z from 'zod/mini';
import { choiceParam } from './fields';
import { hrefOf, paramValues, type ParamSource } from './params';

/**
 * The front page's two toggles in its URL: `period=month|year` (default month) and
 * `preservation=all|fresh|frozen|other` (default all). Links, so the page works without JavaScript.
 */

export type FrontPeriod = 'month' | 'year';
export type FrontPreservation = 'all' | 'fresh' | 'frozen' | 'other';

export const FRONT_PERIOD_LABELS: Record<FrontPeriod, string> = { month: 'Måned', year: 'År' };
export const FRONT_PRESERVATION_LABELS: Record<FrontPreservation, string> = {
  fresh: 'Fersk',
  frozen: 'Frossen',
  other: 'Saltet, tørket o.l.',
  all: 'Alle',
};

export const frontPageParamsSchema = z.object({
  period: choiceParam<FrontPeriod>(['month', 'year'], 'month'),
  preservation: choiceParam<FrontPreservation>(['all', 'fresh', 'frozen', 'other'], 'all'),
});

export function parseFrontPageParams(source: ParamSource): z.output<typeof frontPageParamsSchema> {
  return frontPageParamsSchema.parse(paramValues(source));
}

export function parseFrontPeriod(value: string | undefined): FrontPeriod {
  return parseFrontPageParams({ period: value }).period;
}

export function parseFrontPreservation(value: string | undefined): FrontPreservation {
  return parseFrontPageParams({ preservation: value }).preservation;
}

/** `/?period=…&preservation=…` without the defaults (month, all). */
export function frontPageHref(period: FrontPeriod, preservation: FrontPreservation): string {
  const params = new URLSearchParams();
  if (period !== 'month') params.set('period', period);
  if (preservation !== 'all') params.set('preservation', preservation);
  return hrefOf('/', params.toString());
}
