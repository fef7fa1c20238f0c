import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, round2, text } from './common-sql';
import { storeFacts } from './site-data';

/**
 * Stock ("lager"): what buyers hold in storage is not in the directorate's files. Until a stock source
 * is ingested, these calls answer with what the store does hold: the fish that came in over the last
 * 30 days of data (the freshest proxy for what is on hand), with `stock` null. The shapes are the ones
 * a real stock source will fill.
 */

export const STOCK_WINDOW_DAYS = 30;

export interface StockSpecies {
  /** Art - FDIR code, name and species group. */
  code: string;
  name: string | null;
  group: string | null;
  /** Round weight (kg) landed in the window. */
  landedWeight: number;
  /** Kg in storage; null: no stock data in the store. */
  stock: number | null;
}

export interface StockOverview {
  /** The window (yyyy-MM-dd, inclusive); null when the store holds no landings. */
  from: string | null;
  to: string | null;
  species: StockSpecies[];
}

async function landedBySpecies(where: string, params: Record<string, string>): Promise<StockSpecies[]> {
  const rows = await queryStore(
    `select species_fdir_code as code, arg_max(species_fdir, landing_date) as name,
       arg_max(species_group, landing_date) as species_group, sum(round_weight) as weight
     from landing_lines where species_fdir_code is not null and ${where}
     group by species_fdir_code order by weight desc, code`,
    params,
  );
  return rows.map((row) => ({
    code: String(row.code),
    name: text(row.name),
    group: text(row.species_group),
    landedWeight: round2(num(row.weight)),
    stock: null,
  }));
}

const windowStart = (to: string) => {
  const date = new Date(`${to}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (STOCK_WINDOW_DAYS - 1));
  return date.toISOString().slice(0, 10);
};

/** Every species landed in the last 30 days of data, heaviest first. */
export async function stockBySpecies(): Promise<StockOverview> {
  const { lastDate } = await storeFacts();
  if (!lastDate) return { from: null, to: null, species: [] };
  const from = windowStart(lastDate);
  return cachedQuery('stock-species', { from, to: lastDate }, async () => ({
    from,
    to: lastDate,
    species: await landedBySpecies('landing_date between $from::date and $to::date', { from, to: lastDate }),
  }));
}

export interface BoatStock extends StockOverview {
  boatId: string;
}

/** What one boat landed per species in the 30 days up to its last landing; null for an unknown boat. */
export async function boatStockBySpecies(id: string): Promise<BoatStock | null> {
  const [boat] = await queryStore(
    "select vessel_id, strftime(last_landing, '%Y-%m-%d') as last_landing from boats where vessel_id = $1",
    [id],
  );
  if (!boat) return null;
  const to = text(boat.last_landing);
  if (!to) return { boatId: id, from: null, to: null, species: [] };
  const from = windowStart(to);
  return cachedQuery('stock-boat', { id, from, to }, async () => ({
    boatId: id,
    from,
    to,
    species: await landedBySpecies('vessel_id = $id and landing_date between $from::date and $to::date', {
      id,
      from,
      to,
    }),
  }));
}

export interface StockChange {
  /** yyyy-MM-dd. */
  date: string;
  speciesCode: string;
  species: string | null;
  /** Kg added (positive) or taken out (negative), and the balance after. */
  change: number;
  balance: number | null;
}

/** Stock changes of a boat's catch: none are in the store yet, so an empty list; null for an unknown boat. */
export async function boatStockChanges(id: string): Promise<StockChange[] | null> {
  const rows = await queryStore('select 1 from boats where vessel_id = $1', [id]);
  return rows.length > 0 ? [] : null;
}
