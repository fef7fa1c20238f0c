import { forPage } from '@/lib/api/page-errors';
import { param, routeId, type SearchParams } from '@/lib/url-state';

/** What Next gives an entity's detail page (/firm/[id], /mottak/[id], /owner/[id]). */
export interface EntityPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * An entity's detail page as its address asks for it: the route's id in the year of `?year=` (the
 * loader's latest when absent), loaded through forPage so the store's errors reach the reader as pages.
 * `loaded` is null when there is no such entity; `yearParam` is the parameter as given, for the CSV links.
 */
export async function loadEntityYear<T>(
  { params, searchParams }: EntityPageProps,
  load: (id: string, year: string | undefined) => Promise<T | null>,
): Promise<{ loaded: T | null; yearParam: string | undefined }> {
  const id = routeId((await params).id);
  const yearParam = param((await searchParams).year);
  return { loaded: await forPage(() => load(id, yearParam)), yearParam };
}
