import { tableCsvRoute, yearParam } from '@/components/detail/table-download';
import {
  homeBoatColumns,
  municipalitySpeciesColumns,
  municipalityStationColumns,
  namedWeightColumns,
} from '@/components/places/place-columns';
import { placeTopListCsv } from '@/components/places/place-top-list-csv';
import { tableCsv } from '@/components/ui/table-csv';
import { routeId } from '@/lib/url-state';
import { loadMunicipality, type LoadedMunicipality } from '../../load-municipality';

export const dynamic = 'force-dynamic';

/** `/kommune/{slug}/csv/{table}?year=…`: one table of the municipality page for the page's year, every row. */
export const GET = tableCsvRoute<{ slug: string; table: string }, LoadedMunicipality>({
  tables: {
    arter: async ({ species }) => tableCsv(municipalitySpeciesColumns, species),
    redskap: async ({ gears }) => tableCsv(namedWeightColumns('Redskapsgruppe'), gears),
    mottak: async ({ stations }) => tableCsv(municipalityStationColumns, stations),
    baater: ({ year, municipality }) =>
      placeTopListCsv(year, { kind: 'municipality', codes: municipality.codes }, 'boat', 'Båt'),
    hjemmehorende: async ({ year, homeBoats }) => tableCsv(homeBoatColumns(year), homeBoats),
  },
  load: ({ slug }, search) => loadMunicipality(routeId(slug), yearParam(search)),
  notFoundMessage: 'Fant ikke kommunen',
  fileName: ({ municipality, year }, table) => `${table}-${municipality.slug}-${year}.csv`,
});
