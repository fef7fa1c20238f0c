/** Terms shorter than 3 characters are not searched (spec section 5). No imports: on every page. */
export const QUICK_SEARCH_MIN_LENGTH = 3;

export function isSearchable(term: string): boolean {
  return term.trim().length >= QUICK_SEARCH_MIN_LENGTH;
}

/** The API refuses longer terms (400); the box does not let more be typed. */
export const QUICK_SEARCH_MAX_LENGTH = 100;
