import { entityPath } from '@/lib/seo/entity-path';
/**
 * What a reader can search for, in the order the groups are shown, with each group's Norwegian names
 * and where a hit leads. No imports: the browser's search box uses it too.
 */

export const SEARCH_KINDS = ['boats', 'owners', 'buyers', 'stations', 'species', 'municipalities'] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchKindNames {
  /** The group's heading. */
  title: string;
  /** One hit and many hits, for counts («1 båt», «3 båter»). */
  one: string;
  many: string;
  /** The page anchor and URL parameter stem of the group on /search/{term}. */
  slug: string;
}

export const SEARCH_KIND_NAMES: Record<SearchKind, SearchKindNames> = {
  boats: { title: 'Båter', one: 'båt', many: 'båter', slug: 'baater' },
  owners: { title: 'Fiskefirma', one: 'fiskefirma', many: 'fiskefirmaer', slug: 'fiskefirma' },
  buyers: { title: 'Kjøpere', one: 'kjøper', many: 'kjøpere', slug: 'kjopere' },
  stations: { title: 'Mottaksstasjoner', one: 'mottaksstasjon', many: 'mottaksstasjoner', slug: 'mottak' },
  species: { title: 'Arter', one: 'art', many: 'arter', slug: 'arter' },
  municipalities: { title: 'Kommuner', one: 'kommune', many: 'kommuner', slug: 'kommuner' },
};

export function isSearchKind(value: string): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value);
}

/** Where a hit leads: its own page (a species' and a municipality's by the name its address is made of). */
export function searchEntryHref(kind: SearchKind, id: string, name: string | null = null): string {
  const code = encodeURIComponent(id);
  switch (kind) {
    case 'boats':
      return `/boats/${code}`;
    case 'owners':
      return `/owner/${code}`;
    case 'buyers':
      return `/firm/${code}`;
    case 'stations':
      return `/mottak/${code}`;
    case 'species':
      return entityPath.species(name, id);
    case 'municipalities':
      return entityPath.municipality(name, id);
  }
}
