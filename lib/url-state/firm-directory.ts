import * as z from 'zod/mini';
import { choiceParam, integerParam, paramField, textParam, yearParam } from './fields';
import { paramValues, withParams, type ParamSource } from './params';

/**
 * The state of /firm in its URL: the tab (`vis=kjopere`, the default, or `vis=rederier`), the year
 * (default: the newest), paging, and on the owners' tab the name filter `q` and `personer=1` (private
 * persons too; by default only companies). The CSV link /firm/csv takes the same parameters.
 */

export type FirmTab = 'kjopere' | 'rederier';

export const firmDirectoryParamsSchema = z.pipe(
  z.object({
    vis: choiceParam<FirmTab>(['kjopere', 'rederier'], 'kjopere'),
    page: integerParam(1, 1, 100_000),
    year: yearParam,
    q: textParam(60),
    personer: paramField((list) => list?.[0] === '1'),
  }),
  z.transform(({ vis, personer, ...rest }) => ({ tab: vis, persons: personer, ...rest })),
);

export type FirmDirectoryState = z.output<typeof firmDirectoryParamsSchema>;

export function parseFirmDirectory(source: ParamSource): FirmDirectoryState {
  return firmDirectoryParamsSchema.parse(paramValues(source));
}

/** `/firm?…` (or `/firm/csv?…`) for a state; defaults and the other tab's filters left out. */
export function firmDirectoryHref(
  state: FirmDirectoryState,
  changes: Partial<FirmDirectoryState> = {},
  path = '/firm',
): string {
  const next = { ...state, ...changes };
  const owners = next.tab === 'rederier';
  return withParams(path, {
    vis: owners ? 'rederier' : undefined,
    q: owners ? next.q : undefined,
    personer: owners && next.persons ? '1' : undefined,
    year: next.year,
    page: next.page > 1 ? next.page : undefined,
  });
}
