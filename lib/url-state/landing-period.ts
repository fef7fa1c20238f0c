/**
 * The from/to period of the landing pages' URLs (/topoffloads, /offloads): real dates only, swapped
 * when given the wrong way round (a reader who mixes the two fields still gets the period meant).
 */
type LandingPeriodValues = { from?: string; to?: string };

export function orderedPeriod({ from, to }: LandingPeriodValues): { from?: string; to?: string } {
  if (from && to && from > to) return { from: to, to: from };
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The period's [name, value] pairs for a query string. */
export function periodEntries(state: { from?: string; to?: string }): [string, string][] {
  const entries: [string, string][] = [];
  if (state.from) entries.push(['from', state.from]);
  if (state.to) entries.push(['to', state.to]);
  return entries;
}

/** Paging's [name, value] pairs, defaults left out (page 1, the default page size). */
export function pagingEntries(
  state: { page: number; count: number },
  defaultCount: number,
): [string, string][] {
  const entries: [string, string][] = [];
  if (state.count !== defaultCount) entries.push(['count', String(state.count)]);
  if (state.page !== 1) entries.push(['page', String(state.page)]);
  return entries;
}
