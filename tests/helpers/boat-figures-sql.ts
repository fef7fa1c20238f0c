import { findMunicipality, formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import {
  boatCatchSummary,
  boatYears,
  bySpeciesWeight,
  catchLocationsOf,
  speciesTotalOf,
} from '@/lib/landings/boats/boat-catch-summary';
import { boatLandings } from '@/lib/landings/boats/boat-landings';
import { num, round2, round2OrNull, text } from '@/lib/store/values';
import { describeDocuments, toSummary } from '@/lib/landings/notes/landing-document-lists';
import { SqlParams } from '@/lib/landings/landing-query/filter-sql';
import { boatQuota } from '@/lib/landings/quotas/quota';
import { MAX_CATCH_LOCATIONS } from '@/lib/landings/boats/boat-catch-summary';
import { pricedLandingsSql, pricedWeightSql } from '@/lib/landings/value-coverage';
import { queryStore } from '@/lib/store/landing-store';

/**
 * The boat page's figures computed straight from the raw landing lines, in SQL: the reference the read
 * models (lib/store/ingest/read-models/boat-tables.ts) are held to.
 */

export type Period = { from: string; to: string };

/** The boat's totals in a period. */
export async function boatTotalsFromLines(boatId: string, period: Period) {
  const [row] = await queryStore(
    `select sum(round_weight) as weight, sum(amount_fisher) as value, ${pricedWeightSql()} as priced_weight,
       count(distinct doc_key)::integer as landings, ${pricedLandingsSql()} as priced_landings
     from landing_lines where vessel_id = $id and landing_date between $from::date and $to::date`,
    { id: boatId, ...period },
  );
  return {
    weight: round2(num(row?.weight)),
    value: round2OrNull(row?.value),
    pricedWeight: round2(num(row?.priced_weight)),
    landings: num(row?.landings),
    pricedLandings: num(row?.priced_landings),
  };
}

/** The boat's landing documents in the period as every other list describes them (grouped lines). */
async function landingsFromLines(boatId: string, period: Period) {
  const params = new SqlParams();
  const documents = await describeDocuments(
    null,
    { where: `vessel_id = ${params.add(boatId)}`, params },
    { dateRange: [period.from, period.to], limit: 1_000_000 },
  );
  return documents.map(toSummary);
}

export async function catchSummaryFromLines(boatId: string, period: Period) {
  const rows = await queryStore(
    `with lines as (
       select * from landing_lines where vessel_id = $id and landing_date between $from::date and $to::date
     )
     select 'location' as kind, main_area_code as code, any_value(main_area) as name, location_code,
       catch_lat as lat, catch_lon as lon, sum(round_weight) as weight, null::double as value,
       null::double as priced_weight, count(distinct doc_key)::integer as landings,
       null::integer as priced_landings, count(*)::integer as lines
     from lines where catch_lat is not null and catch_lon is not null
     group by main_area_code, location_code, catch_lat, catch_lon
     union all
     select 'species', species_fdir_code,
       arg_max(species_fdir, landing_date) filter (where species_fdir is not null), null, null, null, sum(round_weight),
       sum(amount_fisher), ${pricedWeightSql()}, count(distinct doc_key)::integer, ${pricedLandingsSql()},
       count(*)::integer
     from lines group by species_fdir_code
     union all
     select 'unplaced', null, null, null, null, null, null, null, null, null, null, count(*)::integer
     from lines where catch_lat is null or catch_lon is null`,
    { id: boatId, ...period },
  );
  const locations = catchLocationsOf(rows);
  return {
    locations: locations.slice(0, MAX_CATCH_LOCATIONS),
    linesWithoutPosition: num(rows.find((row) => row.kind === 'unplaced')?.lines),
    species: rows
      .filter((row) => row.kind === 'species')
      .map(speciesTotalOf)
      .sort(bySpeciesWeight),
  };
}

async function quotaSpeciesFromLines(boatId: string, year: number) {
  const rows = await queryStore(
    `select species_fdir_code as code, arg_max(species_fdir, landing_date) as name, sum(round_weight) as weight
     from landing_lines
     where vessel_id = $id and year(landing_date) = $year and species_fdir_code is not null
     group by species_fdir_code order by weight desc, code`,
    { id: boatId, year },
  );
  return rows.map((row) => ({
    code: String(row.code),
    name: text(row.name),
    landedWeight: round2(num(row.weight)),
  }));
}

export async function portsFromLines(boatId: string, period: Period) {
  const rows = await queryStore(
    `select landing_municipality_code as code, any_value(landing_municipality) as name,
       year(max(landing_date)) as year, count(distinct doc_key)::integer as landings, sum(round_weight) as weight
     from landing_lines
     where vessel_id = $id and landing_date between $from::date and $to::date
       and landing_municipality_code is not null
     group by landing_municipality_code`,
    { id: boatId, ...period },
  );
  const ports = [];
  for (const row of rows) {
    const code = String(row.code);
    // The harbour of the code list for the year of the last landing there, else of any year.
    const harbour = findMunicipality(code, num(row.year)) ?? findMunicipality(code);
    if (!harbour) continue;
    const { latitude, longitude } = harbour;
    const name = formatMunicipalityName(text(row.name) ?? harbour.name);
    ports.push({
      municipalityCode: code,
      name,
      latitude,
      longitude,
      landings: num(row.landings),
      weight: round2(num(row.weight)),
    });
  }
  // Heaviest first; equal weights in code order.
  return ports.sort((a, b) =>
    a.weight === b.weight ? (a.municipalityCode < b.municipalityCode ? -1 : 1) : b.weight - a.weight,
  );
}

async function yearsFromLines(boatId: string) {
  const rows = await queryStore(
    `select year(landing_date)::integer as year, sum(round_weight) as weight, sum(amount_fisher) as value,
       ${pricedWeightSql()} as priced_weight, count(distinct doc_key)::integer as landings,
       ${pricedLandingsSql()} as priced_landings, strftime(max(landing_date), '%Y-%m-%d') as last_landing
     from landing_lines where vessel_id = $id group by 1 order by 1 desc`,
    { id: boatId },
  );
  return rows.map((row) => ({
    year: num(row.year),
    weight: round2(num(row.weight)),
    value: round2OrNull(row.value),
    pricedWeight: round2(num(row.priced_weight)),
    landings: num(row.landings),
    pricedLandings: num(row.priced_landings),
    lastLanding: text(row.last_landing),
  }));
}

/** Every figure of a boat's page for a period, as the page reads it and as the raw lines give it. */
export async function boatFigures(boatId: string, period: Period) {
  const year = Number(period.to.slice(0, 4));
  const [landings, catchSummary, quota, years] = await Promise.all([
    boatLandings(boatId, { FromDate: period.from, ToDate: period.to }),
    boatCatchSummary(boatId, period),
    boatQuota(boatId, year),
    boatYears(boatId),
  ]);
  const shown = {
    landings: landings?.rows ?? [],
    catchSummary,
    quotaSpecies: (quota?.species ?? []).map(({ code, name, landedWeight }) => ({
      code,
      name,
      landedWeight,
    })),
    years,
  };
  const fromLines = {
    landings: await landingsFromLines(boatId, period),
    catchSummary: await catchSummaryFromLines(boatId, period),
    quotaSpecies: quota ? await quotaSpeciesFromLines(boatId, year) : [],
    years: await yearsFromLines(boatId),
  };
  return { shown, fromLines };
}
