import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { formatLength, formatNumber } from '@/lib/format';
import type { LandingQueryPlan } from './plan';
import type { LandingRow, RowKind } from './vocabulary';

/** The last stage of the landing query: the SQL's rows as a reader sees them (spec section 3). */

/** A row as the SQL stage returns it: the aggregate plus the joined register columns. */
export type RawRow = Record<string, unknown> & {
  id: string;
  period: string | null;
  total_weight: number | null;
  price: number | null;
  priced_weight: number | null;
  last_date: string | null;
  total_rows: number;
  period_weight: number | null;
  ranked_weight: number | null;
};

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function counted(value: unknown, one: string, many: string): string {
  const n = Number(value ?? 0);
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

const text = (value: unknown): string | null => (value == null || value === '' ? null : String(value));

/** Title, Row1 and Row2 as a reader wants them per row kind; names fall back to the id. */
function describe(kind: RowKind, row: RawRow): Pick<LandingRow, 'Title' | 'Row1' | 'Row2'> {
  const name = text(row.name);
  switch (kind) {
    case 'boat':
      return {
        Title: name ?? text(row.registration_mark) ?? `Fartøy ${row.id}`,
        Row1: text(row.gear) ?? '',
        Row2: row.length != null ? formatLength(Number(row.length)) : '',
      };
    case 'species':
      return {
        Title: name ?? row.id,
        Row1: text(row.species_group) ?? '',
        Row2: counted(row.boats, 'båt', 'båter'),
      };
    case 'municipality':
      return {
        Title: name ? formatMunicipalityName(name) : `Kommune ${row.id}`,
        Row1: text(row.county) ?? '',
        Row2: counted(row.landings, 'landing', 'landinger'),
      };
    case 'station': {
      const buyer = text(row.buyer_name) ?? (row.buyer_id ? `Org.nr. ${row.buyer_id}` : '');
      return {
        Title: name ?? `Mottak ${row.id}`,
        Row1: row.municipality ? formatMunicipalityName(String(row.municipality)) : '',
        Row2: buyer,
      };
    }
    case 'buyer':
      return {
        Title: name ?? `Org.nr. ${row.id}`,
        Row1: counted(row.stations, 'mottak', 'mottak'),
        Row2: counted(row.boats, 'båt', 'båter'),
      };
    case 'fisher':
      return {
        Title: name ?? `Org.nr. ${row.id}`,
        Row1: counted(row.boats, 'båt', 'båter'),
        Row2: counted(row.landings, 'landing', 'landinger'),
      };
  }
}

export function toLandingRow(plan: LandingQueryPlan, row: RawRow): LandingRow {
  return landingRowOf(plan.kind, row, plan.pivots);
}

/** A row of `kind` from its sums and joined names, with the values of `pivots` where it has them. */
export function landingRowOf(
  kind: RowKind,
  row: RawRow,
  pivots: readonly { id: string; title: string }[] = [],
): LandingRow {
  const isBoat = kind === 'boat';
  return {
    ...describe(kind, row),
    ID: String(row.id),
    Period: row.period ?? null,
    LastLandingDate: row.last_date ?? null,
    BoatRegistrationID: isBoat ? text(row.registration_mark) : null,
    BoatRadioSignalID: isBoat ? text(row.radio_call_sign) : null,
    Price: row.price == null ? null : round(row.price, 2),
    TotalWeight: round(row.total_weight ?? 0, 3),
    PricedWeight: round(Number(row.priced_weight ?? 0), 3),
    PivotParameters: pivots.map((pivot, i) => ({
      ID: pivot.id,
      Title: pivot.title,
      TotalWeight: round(Number(row[`pivot_${i}`] ?? 0), 3),
    })),
  };
}
