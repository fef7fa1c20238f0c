import 'server-only';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatLength, formatNumber, formatPrice, formatWeight } from '@/lib/format';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, text } from '@/lib/store/values';
import { storeFacts } from './site-data';
import { valueCoverageShort } from './value-coverage';

/**
 * What the share card (Open Graph image) of a detail page says: the name, a subtitle, and this year's
 * landings in two or three figures. Two point reads per card, cached per store version like the pages.
 */

export type ShareCardKind = 'boat' | 'owner' | 'firm' | 'station';

export interface ShareCard {
  /** "Fiskefartøy", "Eier", "Fiskekjøper", "Mottaksstasjon". */
  kicker: string;
  title: string;
  subtitle: string | null;
  /** The newest year in the store, which the figures are for. */
  year: number | null;
  facts: { label: string; value: string }[];
}

const KICKERS: Record<ShareCardKind, string> = {
  boat: 'Fiskefartøy',
  owner: 'Eier',
  firm: 'Fiskekjøper',
  station: 'Mottaksstasjon',
};

/**
 * The entity's landings in a year, from the yearly read models (lib/store/ingest): a boat's year, its
 * owner's current boats' years, a firm's year, a mottak's notes of the year.
 */
const FIGURES_SQL: Record<ShareCardKind, string> = {
  boat: `select round_weight as weight, value, landings as notes, priced_weight
    from boat_years where vessel_id = $id and year = $year`,
  owner: `select sum(round_weight) as weight, sum(value) as value, sum(landings)::integer as notes,
      sum(priced_weight) as priced_weight
    from boat_years where year = $year and vessel_id in (select vessel_id from boats where owner_id = $id)`,
  firm: `select round_weight as weight, value, landings as notes, priced_weight
    from buyer_years where buyer_id = $id and year = $year`,
  station: `select sum(weight) as weight, sum(value) as value, count(*)::integer as notes,
      sum(priced_weight) as priced_weight
    from station_documents where station_id = $id
      and landing_date between make_date($year, 1, 1) and make_date($year, 12, 31)`,
};

const HEADER_SQL: Record<ShareCardKind, string> = {
  boat: `select name, registration_mark as mark, length, null as place, null::integer as count
    from boats where vessel_id = $id`,
  owner: `select name, null as mark, null::double as length, city as place, current_boats as count
    from owners where owner_id = $id`,
  firm: `select name, null as mark, null::double as length, city as place,
    (select count(*) from stations where buyer_id = $id)::integer as count from buyers where buyer_id = $id`,
  station: `select name, null as mark, null::double as length, municipality as place, null::integer as count
    from stations where station_id = $id`,
};

/** Null when the store has no such boat, owner, firm or station. */
export function shareCard(kind: ShareCardKind, id: string): Promise<ShareCard | null> {
  return cachedQuery('share-card', { kind, id }, async () => {
    const { latestYear } = await storeFacts();
    const [[header], [figures]] = await Promise.all([
      queryStore(HEADER_SQL[kind], { id }),
      queryStore(FIGURES_SQL[kind], { id, year: latestYear ?? 0 }),
    ]);
    if (!header) return null;
    const weight = num(figures?.weight);
    const notes = num(figures?.notes);
    const value = figures?.value == null ? null : num(figures.value);
    const verb = kind === 'firm' || kind === 'station' ? 'Mottatt' : 'Landet';
    const facts = [
      { label: `${verb} ${latestYear ?? ''}`.trim(), value: formatWeight(weight) },
      { label: 'Landinger', value: formatNumber(notes) },
    ];
    if (kind === 'owner' && header.count != null)
      facts.unshift({ label: 'Båter', value: formatNumber(num(header.count)) });
    else if (kind === 'firm' && header.count)
      facts.push({ label: 'Mottaksstasjoner', value: formatNumber(num(header.count)) });
    else if (value != null && value > 0) {
      // A value known for only part of the weight says so (lib/landings/value-coverage.ts).
      const known = valueCoverageShort({ value, weight, pricedWeight: num(figures?.priced_weight) });
      facts.push({ label: known ? `Verdi, kjent ${known}` : 'Verdi', value: formatPrice(value) });
    }
    const mark = text(header.mark);
    const place = text(header.place);
    const subtitle =
      kind === 'boat'
        ? [
            mark ? displayRegistrationMark(mark) : null,
            header.length != null ? formatLength(num(header.length)) : null,
          ]
            .filter(Boolean)
            .join(' · ') || null
        : place
          ? formatMunicipalityName(place)
          : null;
    return {
      kicker: KICKERS[kind],
      title: text(header.name) ?? `${KICKERS[kind]} ${id}`,
      subtitle,
      year: latestYear,
      facts,
    };
  });
}
