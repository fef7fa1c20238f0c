import 'server-only';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { queryStore } from '@/lib/store/landing-store';
import { SqlParams } from '../landing-query/filter-sql';
import type {
  LandingDocument,
  LandingLineDetail,
  LandingSummary,
} from '@/lib/api/contract/offload-documents';
import type { PivotValue } from '../landing-query/types';
import { pricedWeightSql } from '../value-coverage';

/**
 * Landing documents (sluttsedler) as lists: one row per document with its boat, place, buyer, species
 * and totals, optionally with its lines. Shared by latest landings, the documents of a period and a
 * single document's page (a boat's landings are rows of the boat_documents read model, mapped by
 * `summaryOfRow`). Callers pick which documents (and in which order); this module describes them.
 */

/**
 * A landing document summarised, its lines, and the document with them: the API's shapes
 * (lib/api/contract/offload-documents.ts), where each field is documented once for the type, the
 * responses and the OpenAPI document.
 */
export type { LandingDocument, LandingLineDetail, LandingSummary };

const round = (value: number | null | undefined, decimals: number): number | null => {
  if (value == null || !Number.isFinite(Number(value))) return null;
  const factor = 10 ** decimals;
  return Math.round(Number(value) * factor) / factor;
};

const text = (value: unknown): string | null => (value == null || value === '' ? null : String(value));

/**
 * Conditions on the lines that are shown (the caller's line filters), written against landing_lines
 * without alias; `true` when all lines are shown.
 */
export interface LineSelection {
  where: string;
  params: SqlParams;
}

type SummaryRow = Record<string, unknown> & { doc_key: string };

const SUMMARY_COLUMNS = [
  'doc_key',
  'document_number',
  'document_type',
  'sales_org',
  'version',
  'landing_date',
  'landing_time',
  'vessel_id',
  'vessel_name',
  'registration_mark',
  'radio_call_sign',
  'vessel_length',
  'landing_municipality_code',
  'landing_municipality',
  'landing_county',
  'buyer_id',
  'station_id',
  'gear',
  'species_fdir_code',
  'species_fdir',
  'round_weight',
  'amount_fisher',
];

/**
 * Describes the documents `docKeys` (in that order), or, with `docKeys` null, every document that has
 * lines in the selection, newest first (up to `limit`): a boat's period is one scan that way instead
 * of a scan to pick the documents and another to describe them.
 * `selection` carries the SQL conditions (and their parameters) that decide which lines count;
 * `dateRange` narrows the scan (the documents' landing dates), so DuckDB skips row groups outside it.
 */
export async function describeDocuments(
  docKeys: string[] | null,
  selection: LineSelection,
  options: {
    withLines?: boolean;
    dateRange?: [string, string];
    /** With `docKeys` null: most documents returned. */
    limit?: number;
    signal?: AbortSignal;
  } = {},
): Promise<LandingDocument[]> {
  if (docKeys?.length === 0) return [];
  const params = selection.params;
  const keyCondition = docKeys ? `doc_key in (${params.list(docKeys)})` : 'true';
  const dateCondition = options.dateRange
    ? `and landing_date between ${params.add(options.dateRange[0])}::date and ${params.add(options.dateRange[1])}::date`
    : '';
  // Only the columns used below: the CTE is read twice, so DuckDB materialises it, and `select *`
  // would copy all ~100 columns of every line.
  const lineSql = `select ${SUMMARY_COLUMNS.join(', ')} from landing_lines
    where ${keyCondition} ${dateCondition} and ${selection.where}`;

  const summaries = await queryStore<SummaryRow>(
    `with lines as (${lineSql}),
     species as (
       select doc_key, species_fdir_code as code, any_value(species_fdir) as title, sum(round_weight) as weight
       from lines group by 1, 2
     ),
     species_lists as (
       select doc_key, list({'ID': 'fish:' || coalesce(code, ''), 'Title': coalesce(title, code, ''), 'TotalWeight': round(weight, 3)}
         order by weight desc, code) as species
       from species group by 1
     ),
     docs as (
       select doc_key, any_value(document_number) as document_number, any_value(document_type) as document_type,
         any_value(sales_org) as sales_org, max(version) as version,
         cast(min(landing_date) as varchar) as landing_date, min(landing_time) as landing_time,
         any_value(vessel_id) as vessel_id, any_value(vessel_name) as vessel_name,
         any_value(registration_mark) as registration_mark, any_value(radio_call_sign) as radio_call_sign,
         any_value(vessel_length) as vessel_length,
         any_value(landing_municipality_code) as municipality_code, any_value(landing_municipality) as municipality,
         any_value(landing_county) as county, any_value(buyer_id) as buyer_id, any_value(station_id) as station_id,
         arg_max(gear, round_weight) as gear,
         sum(round_weight) as total_weight, sum(amount_fisher) as price,
         ${pricedWeightSql()} as priced_weight
       from lines group by 1
     )
     select d.*, s.species, k.name as buyer_name, st.name as station_name
     from docs d
     left join species_lists s using (doc_key)
     left join buyers k on k.buyer_id = d.buyer_id
     left join stations st on st.station_id = d.station_id
     ${docKeys ? '' : `order by d.landing_date desc, d.doc_key desc limit ${params.add(options.limit ?? 1000)}`}`,
    params.values,
    options.signal,
  );

  let linesByDoc = new Map<string, LandingLineDetail[]>();
  if (options.withLines) {
    const lineParams = new SqlParams();
    const lineKeys = lineParams.list(docKeys ?? summaries.map((row) => row.doc_key));
    const rows = await queryStore<Record<string, unknown>>(
      `select doc_key, line_number, species_fdir_code, species_fdir, species_group, condition, quality, application,
         landing_method, preservation, gear, main_area, pieces, product_weight, round_weight, unit_price_fisher,
         amount_fisher
       from landing_lines where doc_key in (${lineKeys}) order by doc_key, line_number`,
      lineParams.values,
      options.signal,
    );
    linesByDoc = new Map();
    for (const row of rows) {
      const list = linesByDoc.get(String(row.doc_key)) ?? [];
      list.push({
        LineNumber: Number(row.line_number),
        SpeciesCode: text(row.species_fdir_code),
        Species: text(row.species_fdir),
        SpeciesGroup: text(row.species_group),
        Condition: text(row.condition),
        Quality: text(row.quality),
        Application: text(row.application),
        LandingMethod: text(row.landing_method),
        Preservation: text(row.preservation),
        Gear: text(row.gear),
        MainArea: text(row.main_area),
        Pieces: round(row.pieces as number | null, 3),
        ProductWeight: round(row.product_weight as number | null, 3),
        RoundWeight: round(row.round_weight as number, 3) ?? 0,
        UnitPrice: round(row.unit_price_fisher as number | null, 2),
        Price: round(row.amount_fisher as number | null, 2),
      });
      linesByDoc.set(String(row.doc_key), list);
    }
  }

  const byKey = new Map(summaries.map((row) => [row.doc_key, row]));
  return (docKeys ?? summaries.map((row) => row.doc_key)).flatMap((key) => {
    const row = byKey.get(key);
    if (!row) return [];
    return [
      {
        ...summaryOfRow(row),
        DocumentType: text(row.document_type),
        SalesOrganisation: text(row.sales_org),
        Version: row.version == null ? null : Number(row.version),
        Lines: linesByDoc.get(key) ?? [],
      },
    ];
  });
}

/**
 * A document's summary from a row of its totals (doc_key, document_number, landing_date, landing_time,
 * vessel_id, vessel_name, registration_mark, radio_call_sign, vessel_length, municipality_code,
 * municipality, county, buyer_id, buyer_name, station_id, station_name, gear, species, total_weight,
 * price, priced_weight): describeDocuments' rows and the boat_documents read model have these columns.
 */
export function summaryOfRow(row: Record<string, unknown>): LandingSummary {
  const municipality = text(row.municipality);
  return {
    DocumentKey: String(row.doc_key),
    DocumentNumber: String(row.document_number),
    LandingDate: String(row.landing_date),
    LandingTime: text(row.landing_time),
    BoatID: text(row.vessel_id),
    BoatName: text(row.vessel_name),
    BoatRegistrationID: text(row.registration_mark),
    BoatRadioSignalID: text(row.radio_call_sign),
    BoatLength: round(row.vessel_length as number | null, 2),
    MunicipalityCode: text(row.municipality_code),
    Municipality: municipality ? formatMunicipalityName(municipality) : null,
    County: text(row.county),
    BuyerID: text(row.buyer_id),
    BuyerName: text(row.buyer_name),
    StationID: text(row.station_id),
    StationName: text(row.station_name),
    Gear: text(row.gear),
    Species: ((row.species as PivotValue[] | null) ?? []).map((species) => ({
      ID: species.ID,
      Title: species.Title,
      TotalWeight: Number(species.TotalWeight),
    })),
    TotalWeight: round(row.total_weight as number, 3) ?? 0,
    Price: round(row.price as number | null, 2),
    PricedWeight: round(row.priced_weight as number, 3) ?? 0,
  };
}

/** Drops the document-only fields, for lists of summaries. */
export function toSummary(document: LandingDocument): LandingSummary {
  const {
    DocumentType: _type,
    SalesOrganisation: _org,
    Version: _version,
    Lines: _lines,
    ...summary
  } = document;
  return summary;
}
