import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, numOrNull, round2, round2OrNull, text } from './common-sql';
import { speciesTotalOf, type SpeciesTotal } from './boat-catch-summary';
import { pricedLandingsSql, pricedWeightSql } from './value-coverage';

/** What the firm page (/firm/{id}) shows besides the firm's stations and their monthly graph. */

export interface FirmTopBoat {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
  /** Round weight (kg), value (NOK) and landing notes the boat delivered to the firm in the year. */
  weight: number;
  value: number | null;
  landings: number;
  /** The weight and landing notes of those whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
  pricedLandings: number;
}

/** The boats that delivered most (round weight) to the firm in the year, heaviest first. */
export async function firmTopBoats(firmId: string, year: number, limit = 10): Promise<FirmTopBoat[]> {
  return cachedQuery('firm-page.top-boats', { firmId, year, limit }, async () => {
    const rows = await queryStore(
      `select l.vessel_id, arg_max(l.vessel_name, l.landing_date) as name,
         arg_max(l.registration_mark, l.landing_date) as registration_mark, any_value(b.length) as length,
         sum(l.round_weight) as weight, sum(l.amount_fisher) as value, count(distinct l.doc_key)::integer as landings,
         ${pricedWeightSql('l.')} as priced_weight, ${pricedLandingsSql('l.')} as priced_landings
       from landing_lines l left join boats b on b.vessel_id = l.vessel_id
       where l.buyer_id = $id and l.landing_date >= $from::date and l.landing_date < $to::date
         and l.vessel_id is not null
       group by l.vessel_id order by weight desc, l.vessel_id limit $limit`,
      { id: firmId, from: `${year}-01-01`, to: `${year + 1}-01-01`, limit },
    );
    return rows.map((row) => ({
      boatId: String(row.vessel_id),
      name: text(row.name),
      registrationMark: text(row.registration_mark),
      length: numOrNull(row.length),
      weight: round2(num(row.weight)),
      value: round2OrNull(row.value),
      landings: num(row.landings),
      pricedWeight: round2(num(row.priced_weight)),
      pricedLandings: num(row.priced_landings),
    }));
  });
}

/** What the firm received per species in the year, heaviest first (value and priced weight for kr/kg). */
export async function firmSpeciesTotals(firmId: string, year: number): Promise<SpeciesTotal[]> {
  return cachedQuery('firm-page.species', { firmId, year }, async () =>
    speciesTotals('buyer_id = $id', { id: firmId, from: `${year}-01-01`, to: `${year + 1}-01-01` }),
  );
}

/**
 * Species totals of the landing lines matching `where` (with `$id`) in [`$from`, `$to`): weight, value
 * paid to fishers, the weight that has a price (the base of a price per kg) and landing notes.
 */
export async function speciesTotals(
  where: string,
  params: { id: string; from: string; to: string },
): Promise<SpeciesTotal[]> {
  const rows = await queryStore(
    `select species_fdir_code as code, arg_max(species_fdir, landing_date) as name, sum(round_weight) as weight,
       sum(amount_fisher) as value, ${pricedWeightSql()} as priced_weight,
       count(distinct doc_key)::integer as landings, ${pricedLandingsSql()} as priced_landings
     from landing_lines where ${where} and landing_date >= $from::date and landing_date < $to::date
     group by species_fdir_code order by weight desc, code`,
    params,
  );
  return rows.map(speciesTotalOf);
}

/** The years the firm received landings in, newest first. */
export async function firmYears(firmId: string): Promise<number[]> {
  return cachedQuery('firm-page.years', { firmId }, async () => {
    const rows = await queryStore('select year from buyer_years where buyer_id = $1 order by year desc', [
      firmId,
    ]);
    return rows.map((row) => num(row.year));
  });
}
