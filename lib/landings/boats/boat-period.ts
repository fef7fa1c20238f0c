import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, num, round2, text } from '@/lib/store/values';
import type { KeyFigurePeriod, KeyFigures } from '../key-figures';
import { keyFiguresOf } from '../key-figures-row';
import { valuePerKg, valuePerLanding } from '../value-coverage';

/**
 * What a boat page says of its period, all of it summed in SQL over every landing note of the boat in
 * the period (the per-note read models of lib/store/ingest/read-models/boat-tables.ts): the key figures, the
 * averages, the largest landing, the landing days and the weight per month (or year) and species the
 * chart stacks. A busy boat's thousands of notes count as they are; the page lists only some of them.
 */

export interface BoatPeriodFigures extends KeyFigures {
  firstLanding: string | null;
  /** Days with at least one landing. */
  landingDays: number;
  /** Round weight per landing, value per landing with a value, value per kg of the priced weight. */
  averageWeight: number | null;
  averageValue: number | null;
  pricePerKg: number | null;
  /** The heaviest note (the newest of equals). */
  largest: { weight: number; date: string; docKey: string } | null;
}

export type SpeciesSeriesGrain = 'month' | 'year';

/** Weight of one species in one month (`yyyy-MM`) or year (`yyyy`). */
export interface SpeciesWeightAt {
  at: string;
  code: string;
  name: string | null;
  weight: number;
}

const FIGURES_SQL = `select coalesce(sum(total_weight), 0) as weight, sum(price) as value,
    coalesce(sum(priced_weight), 0) as priced_weight, count(*)::integer as landings,
    (count(*) filter (where price is not null))::integer as priced_landings,
    ${isoDate('min(landing_date)')} as first_landing, ${isoDate('max(landing_date)')} as last_landing,
    count(distinct landing_date)::integer as landing_days, max(total_weight) as largest_weight,
    arg_max(doc_key, (total_weight, landing_date, doc_key)) as largest_doc,
    ${isoDate('arg_max(landing_date, (total_weight, landing_date, doc_key))')} as largest_date
  from boat_documents where vessel_id = $id and landing_date between $from::date and $to::date`;

export async function boatPeriodFigures(boatId: string, period: KeyFigurePeriod): Promise<BoatPeriodFigures> {
  return cachedQuery('boat-period', { boatId, from: period.from, to: period.to }, async (signal) => {
    const [row] = await queryStore(FIGURES_SQL, { id: boatId, from: period.from, to: period.to }, signal);
    const figures = keyFiguresOf(row);
    const largestDoc = text(row?.largest_doc);
    return {
      ...figures,
      firstLanding: text(row?.first_landing),
      landingDays: num(row?.landing_days),
      averageWeight: figures.landings > 0 ? round2(figures.weight / figures.landings) : null,
      averageValue: valuePerLanding(figures),
      pricePerKg: valuePerKg(figures),
      largest: largestDoc
        ? { weight: round2(num(row?.largest_weight)), date: text(row?.largest_date)!, docKey: largestDoc }
        : null,
    };
  });
}

/** The weight the boat landed per month (or year) and species in the period, for the page's chart. */
export async function boatSpeciesSeries(
  boatId: string,
  period: KeyFigurePeriod,
  grain: SpeciesSeriesGrain,
): Promise<SpeciesWeightAt[]> {
  return cachedQuery(
    'boat-species-series',
    { boatId, from: period.from, to: period.to, grain },
    async (signal) => {
      const at = grain === 'year' ? `strftime(landing_date, '%Y')` : `strftime(landing_date, '%Y-%m')`;
      const rows = await queryStore(
        `select ${at} as at, coalesce(species_fdir_code, '') as code,
         arg_max(species_fdir, landing_date) filter (where species_fdir is not null) as name,
         sum(round_weight) as weight
       from boat_document_species where vessel_id = $id and landing_date between $from::date and $to::date
       group by 1, 2 order by 1, 2`,
        { id: boatId, from: period.from, to: period.to },
        signal,
      );
      return rows.map((row) => ({
        at: String(row.at),
        code: String(row.code),
        name: text(row.name),
        weight: round2(num(row.weight)),
      }));
    },
  );
}
