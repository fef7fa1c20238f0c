import 'server-only';
import { cache } from 'react';
import type { RowKind } from '@/lib/landings/landing-query/types';
import type { PlaceTopList, SpeciesPageData } from '@/lib/landings/places/place-pages';
import { reads } from '@/lib/store-reads/reads';

/** The species page of a request (one read: lib/landings/places/place-pages.ts), shared by the page, its metadata and its downloads. */
export const loadSpecies = cache(async (slugOrCode: string, yearParam: string | undefined) =>
  reads.speciesPageData(slugOrCode, yearParam),
);

export type LoadedSpecies = SpeciesPageData;

/** The top lists of the page: who landed the species the most, as the landing query ranks them. */
export const SPECIES_TOP_LISTS: {
  table: string;
  kind: RowKind;
  title: string;
  header: string;
  list: (loaded: LoadedSpecies) => PlaceTopList;
}[] = [
  { table: 'baater', kind: 'boat', title: 'Båtene som landet mest', header: 'Båt', list: (l) => l.topBoats },
  {
    table: 'kjopere',
    kind: 'buyer',
    title: 'Kjøperne som kjøpte mest',
    header: 'Kjøper',
    list: (l) => l.topBuyers,
  },
  {
    table: 'mottak',
    kind: 'station',
    title: 'Mottakene som tok imot mest',
    header: 'Mottak',
    list: (l) => l.topStations,
  },
  {
    table: 'kommuner',
    kind: 'municipality',
    title: 'Kommunene der mest ble landet',
    header: 'Kommune',
    list: (l) => l.topMunicipalities,
  },
];
