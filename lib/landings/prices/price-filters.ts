/** The price page's filters (/priser, /api/nergard/download): one gear group, length group, preservation. */
export interface PriceFilters {
  /** Redskap - gruppe (kode), 1–9. */
  gearGroup?: string;
  /** Lengdegruppe (kode), 1–5. */
  lengthGroup?: string;
  /** Konserveringsmåte (kode). */
  preservation?: string;
}

/** The SQL condition and parameters of the filters (absent filters match everything). */
export function priceFilterSql(filters: PriceFilters) {
  return {
    where: `($gear::varchar is null or gear_group_code = $gear)
      and ($length::varchar is null or length_group_code = $length)
      and ($preservation::varchar is null or preservation_code = $preservation)`,
    params: {
      gear: filters.gearGroup ?? null,
      length: filters.lengthGroup ?? null,
      preservation: filters.preservation ?? null,
    },
  };
}
