/**
 * The address form of a name: `Tobis og annen sil` → `tobis-og-annen-sil`, `BÅTSFJORD` → `batsfjord`,
 * `HERØY i Nordland` → `heroy-i-nordland`. Lower case, the Norwegian letters as the search folds them
 * (Æ → ae, Ø → o, Å → a), other accents dropped, anything else between words a single dash.
 */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[øö]/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Slugs for a list of names, each unique: the first of equal slugs (the list's order decides: the most
 * landed first) keeps it, the others get their code after it (`torsk-1032`).
 */
export function uniqueSlugs<T>(
  entries: readonly T[],
  name: (entry: T) => string,
  code: (entry: T) => string,
) {
  const taken = new Set<string>();
  return entries.map((entry) => {
    const base = slugOf(name(entry)) || slugOf(code(entry));
    const slug = taken.has(base) ? `${base}-${slugOf(code(entry))}` : base;
    taken.add(slug);
    return slug;
  });
}
