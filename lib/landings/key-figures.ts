import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate } from '@/lib/store/values';
import { boatPeriodFigures } from './boats/boat-period';
import { keyFiguresOf } from './key-figures-row';
import type { ValueTotal } from './value-coverage';

/**
 * The key figures an entity page opens with (boat, firm, mottak, owner): what was landed in the page's
 * period, its value and how much of it is known, how many landing notes, and the last one. One read
 * over all of the entity's notes in the period, summed in SQL from the per-note read models
 * (lib/store/ingest/read-models/boat-tables.ts, receiver-tables.ts): a busy boat's thousands of notes count as
 * they are, whatever a list on the page shows of them.
 */

export type KeyFigureEntity = 'boat' | 'firm' | 'station' | 'owner';

export interface KeyFigures extends ValueTotal {
  /** Landing notes (sluttsedler) in the period, and those whose value is published. */
  landings: number;
  pricedLandings: number;
  /** The newest landing date in the period (yyyy-MM-dd), null when nothing was landed. */
  lastLanding: string | null;
}

/** A period of landing dates, both days included (yyyy-MM-dd). */
export interface KeyFigurePeriod {
  from: string;
  to: string;
}

const TOTALS = (weight: string, value: string, date: string) => `
  coalesce(sum(${weight}), 0) as weight, sum(${value}) as value, coalesce(sum(priced_weight), 0) as priced_weight,
  count(*)::integer as landings, (count(*) filter (where ${value} is not null))::integer as priced_landings,
  ${isoDate(`max(${date})`)} as last_landing`;

/** Per entity but boats (whose page reads more: ./boats/boat-period.ts): one row of totals over its notes in [$from, $to]. */
const SQL: Record<Exclude<KeyFigureEntity, 'boat'>, string> = {
  firm: `select ${TOTALS('weight', 'value', 'landing_date')} from buyer_documents
    where buyer_id = $id and landing_date between $from::date and $to::date`,
  station: `select ${TOTALS('weight', 'value', 'landing_date')} from station_documents
    where station_id = $id and landing_date between $from::date and $to::date`,
  // What the boats landed while the owner had them, each note counted for every ownership period it
  // falls in (as the owner's tables count it: lib/store/ingest/read-models/owner-tables.ts).
  owner: `select ${TOTALS('d.total_weight', 'd.price', 'd.landing_date')}
    from owner_boats p join boat_documents d on d.vessel_id = p.vessel_id
      and d.landing_date >= coalesce(p.from_date, date '1900-01-01')
      and d.landing_date < coalesce(p.to_date, date '9999-12-31')
    where p.owner_id = $id and d.landing_date between $from::date and $to::date`,
};

export async function entityKeyFigures(
  kind: KeyFigureEntity,
  id: string,
  period: KeyFigurePeriod,
): Promise<KeyFigures> {
  if (kind === 'boat') return boatPeriodFigures(id, period);
  return cachedQuery('key-figures', { kind, id, from: period.from, to: period.to }, async () => {
    const [row] = await queryStore(SQL[kind], { id, from: period.from, to: period.to });
    return keyFiguresOf(row);
  });
}
