import { tableCsvRoute, yearParam } from '@/components/detail/table-download';
import { monthPriceColumns, namedWeightColumns } from '@/components/places/place-columns';
import { tableCsv } from '@/components/ui/table-csv';
import { routeId } from '@/lib/url-state';
import { placeTopListCsv } from '@/components/places/place-top-list-csv';
import { loadSpecies, SPECIES_TOP_LISTS, type LoadedSpecies } from '../../load-species';

export const dynamic = 'force-dynamic';

/**
 * `/art/{slug}/csv/{table}?year=…`: one table of the species page for the page's year, every row of it:
 * the top lists (boats, buyers, mottak, municipalities), gear, catch areas and the price per month.
 */
export const GET = tableCsvRoute<{ slug: string; table: string }, LoadedSpecies>({
  tables: {
    ...Object.fromEntries(
      SPECIES_TOP_LISTS.map((list) => [
        list.table,
        (loaded: LoadedSpecies) =>
          placeTopListCsv(
            loaded.year,
            { kind: 'species', codes: [loaded.species.code] },
            list.kind,
            list.header,
          ),
      ]),
    ),
    redskap: async ({ gears }) => tableCsv(namedWeightColumns('Redskapsgruppe'), gears),
    omrader: async ({ areas }) => tableCsv(namedWeightColumns('Hovedområde', true), areas),
    pris: async ({ prices }) => tableCsv(monthPriceColumns, prices),
  },
  load: ({ slug }, search) => loadSpecies(routeId(slug), yearParam(search)),
  notFoundMessage: 'Fant ikke arten',
  fileName: ({ species, year }, table) => `${table}-${species.slug}-${year}.csv`,
});
