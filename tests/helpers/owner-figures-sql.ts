import { bySpeciesWeight, speciesTotalOf } from '@/lib/landings/boats/boat-catch-summary';
import { isoDate, num, numOrNull, text } from '@/lib/store/values';
import { monthlySeriesOf, monthRange } from '@/lib/landings/monthly-series';
import { ownerYearBreakdown } from '@/lib/landings/owners/owner-page';
import { ownerQuotas, quotaLines } from '@/lib/landings/quotas/quota';
import {
  getOwner,
  ownerBoatOf,
  ownerBoats,
  periodLandingsOf,
  withTotals,
  type OwnerBoatsSelection,
} from '@/lib/landings/owners/owners';
import { defaultYear } from '@/lib/landings/site-data';
import { pricedLandingsSql, pricedWeightSql } from '@/lib/landings/value-coverage';
import { queryStore } from '@/lib/store/landing-store';
import { OWNER_BOAT_TOP_SPECIES } from '@/lib/store/ingest/read-models/owner-tables';

/**
 * The owner page's figures computed straight from the ownership periods and the raw landing lines, in
 * SQL: the reference its read models (lib/store/ingest/read-models/owner-tables.ts) are held to. A line counts for
 * an owner when it was landed in one of the owner's ownership periods of its boat.
 */

/** The owner's lines in [start, end), each with the ownership period it falls in. */
const OWNER_LINES = `with periods as (
    select vessel_id, from_date, to_date,
      greatest(coalesce(from_date, date '1900-01-01'), $start::date) as lo,
      least(coalesce(to_date, date '9999-12-31'), $end::date) as hi
    from ownerships where owner_id = $id
  ), lines as (
    select p.from_date, p.to_date, l.*
    from periods p join landing_lines l
      on l.vessel_id = p.vessel_id and l.landing_date >= p.lo and l.landing_date < p.hi
  )`;

const windowOf = (id: string, year: number | null) => ({
  id,
  start: year == null ? '1900-01-01' : `${year}-01-01`,
  end: year == null ? '9999-12-31' : `${year + 1}-01-01`,
});

const periodKey = (vesselId: unknown, from: unknown, to: unknown) => `${vesselId}|${from ?? ''}|${to ?? ''}`;

/** Every ownership period of the owner with its boat's facts, current first, then the most recently ended. */
async function periodsFromRegister(id: string) {
  const rows = await queryStore(
    `select s.vessel_id, b.name, b.registration_mark, b.length, b.length_group, b.gear_group,
       ${isoDate('s.from_date')} as from_date, ${isoDate('s.to_date')} as to_date, ${isoDate('b.last_landing')} as last_landing
     from ownerships s left join boats b on b.vessel_id = s.vessel_id where s.owner_id = $1
     order by s.to_date is null desc, s.to_date desc, s.from_date desc nulls last, b.name, s.vessel_id`,
    [id],
  );
  return rows.map(ownerBoatOf);
}

/** `ownerBoats(id, selection)` from the raw lines. */
async function boatsFromLines(id: string, selection: OwnerBoatsSelection) {
  const year = selection === 'all' ? null : selection === 'current' ? await defaultYear() : selection;
  const window = windowOf(id, year);
  const periods = (await periodsFromRegister(id)).filter(
    (boat) =>
      selection === 'all' ||
      (selection === 'current'
        ? boat.current
        : (boat.from == null || boat.from < window.end) && (boat.to == null || boat.to > window.start)),
  );
  const totals = await queryStore(
    `${OWNER_LINES}
     select vessel_id, ${isoDate('from_date')} as from_date, ${isoDate('to_date')} as to_date,
       sum(round_weight) as round_weight, sum(amount_fisher) as value, ${pricedWeightSql()} as priced_weight,
       count(distinct doc_key)::integer as landings, ${pricedLandingsSql()} as priced_landings
     from lines group by vessel_id, from_date, to_date`,
    window,
  );
  const species = await queryStore(
    `${OWNER_LINES}
     select vessel_id, ${isoDate('from_date')} as from_date, ${isoDate('to_date')} as to_date,
       species_fdir_code as code, arg_max(species_fdir, landing_date) as name, sum(round_weight) as weight
     from lines where species_fdir_code is not null group by vessel_id, from_date, to_date, species_fdir_code
     order by weight desc, code`,
    window,
  );
  const total = new Map(totals.map((row) => [periodKey(row.vessel_id, row.from_date, row.to_date), row]));
  const boats = periods.map((period) => {
    const key = periodKey(period.boatId, period.from, period.to);
    const heaviest = species.filter((s) => periodKey(s.vessel_id, s.from_date, s.to_date) === key);
    return periodLandingsOf(period, total.get(key), heaviest.slice(0, OWNER_BOAT_TOP_SPECIES));
  });
  return { selection: typeof selection === 'number' ? 'year' : selection, year, ...withTotals(boats) };
}

/** The owner's catch per species and its monthly series per boat in a year, from the raw lines. */
async function breakdownFromLines(id: string, year: number) {
  const window = windowOf(id, year);
  const species = await queryStore(
    `${OWNER_LINES}
     select species_fdir_code as code, arg_max(species_fdir, landing_date) as name, sum(round_weight) as weight,
       sum(amount_fisher) as value, ${pricedWeightSql()} as priced_weight,
       count(distinct doc_key)::integer as landings, ${pricedLandingsSql()} as priced_landings
     from lines group by species_fdir_code`,
    window,
  );
  // A boat's series carries the name of its latest landing in the year.
  const months = await queryStore(
    `${OWNER_LINES}
     select vessel_id as id, any_value(name) as name, strftime(landing_date, '%Y-%m') as month,
       sum(round_weight) as weight
     from (select *, arg_max(vessel_name, landing_date) over (partition by vessel_id) as name from lines)
     group by vessel_id, month`,
    window,
  );
  return {
    year,
    species: species.map(speciesTotalOf).sort(bySpeciesWeight),
    monthly: monthlySeriesOf(months, monthRange(`${year}-01`, `${year}-12`)),
  };
}

/** The quota section: the newest year of the vessels the owner holds today, directly or through companies. */
async function quotasFromRegister(id: string) {
  const [newest] = await queryStore(
    `select max(q.year) as year from quota_lines q join owner_chains c on c.vessel_id = q.vessel_id
     where c.owner_id = $1`,
    [id],
  );
  const year = numOrNull(newest?.year) ?? (await defaultYear());
  const vessels = await queryStore(
    `select c.vessel_id, b.name, b.registration_mark, min(c.depth)::integer as depth
     from owner_chains c join boats b on b.vessel_id = c.vessel_id
     where c.owner_id = $owner and exists (select 1 from quota_lines q where q.vessel_id = c.vessel_id and q.year = $year)
     group by all order by b.name, c.vessel_id`,
    { owner: id, year },
  );
  return {
    year,
    vessels: vessels.map((row) => ({
      boatId: String(row.vessel_id),
      name: text(row.name),
      registrationMark: text(row.registration_mark),
      depth: num(row.depth),
    })),
    lines: await quotaLines(
      'q.year = $year and q.vessel_id in (select vessel_id from owner_chains where owner_id = $owner)',
      { owner: id, year },
    ),
  };
}

/**
 * The owner's page in a year and its API's lists of boats: as shown, and from the raw lines (the
 * quotas from the register's tables).
 */
export async function ownerFigures(id: string, year: number) {
  const owner = await getOwner(id);
  const windows: OwnerBoatsSelection[] = [year, 'all', 'current'];
  const landed = async (selection: OwnerBoatsSelection) => {
    const boats = await ownerBoats(id, selection);
    return (
      boats && {
        selection: boats.selection,
        year: boats.year,
        totalWeight: boats.totalWeight,
        totalValue: boats.totalValue,
        totalPricedWeight: boats.totalPricedWeight,
        totalLandings: boats.totalLandings,
        totalPricedLandings: boats.totalPricedLandings,
        boats: boats.boats,
      }
    );
  };
  const shown = owner != null && {
    boats: owner.boats,
    landed: await Promise.all(windows.map(landed)),
    breakdown: await ownerYearBreakdown(id, year),
    quotas: await ownerQuotas(id),
  };
  const known = await queryStore('select owner_id from owners where owner_id = $1', [id]);
  const fromLines = known.length > 0 && {
    boats: await periodsFromRegister(id),
    landed: await Promise.all(windows.map((selection) => boatsFromLines(id, selection))),
    breakdown: await breakdownFromLines(id, year),
    quotas: await quotasFromRegister(id),
  };
  return { shown, fromLines };
}
