import 'server-only';
import type { SearchKind } from '@/lib/search/kinds';
import {
  searchAllGroups,
  searchBoatsPage,
  searchGroupPage,
  searchOwnersPage,
  type BoatSearchResult,
  type OwnerSearchResult,
  type QuickSearchAnswer,
  type SearchHit,
} from './search';

export type SearchAnswer = BoatSearchResult[] | OwnerSearchResult[] | SearchHit[] | QuickSearchAnswer;

/**
 * What POST /api/search and GET /api/search/{kind}/{results}/{page} answer: the spec's arrays for
 * `boats` and `owners` (as the original product's clients read them), hits for the other groups, and
 * every group at once for `all` (the quick search: one request per term).
 */
export async function answerSearch(
  kind: SearchKind | 'all',
  term: string,
  results: number,
  page: number,
): Promise<{ data: SearchAnswer; total: number | null }> {
  if (kind === 'all') return { data: await searchAllGroups(term, results), total: null };
  const found =
    kind === 'boats'
      ? await searchBoatsPage(term, results, page)
      : kind === 'owners'
        ? await searchOwnersPage(term, results, page)
        : await searchGroupPage(kind, term, results, page);
  return { data: found.results, total: found.total };
}
