/**
 * A boat's landings list and catch summary are computed in JavaScript from its lines
 * (lib/landings/boat-lines.ts). These tests hold them to what the grouped SQL gives on a generated
 * store: describeDocuments for the landings (still the SQL of every other list of documents) and, for
 * the catch summary, the quota page's species and the track map's landing ports, the queries they
 * replaced, kept here as the reference.
 */
import { currentStore, queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { boatLandings, MAX_BOAT_DOCUMENTS } from './boat-landings';
import { boatPeriodLines, buyerAndStationNames, type BoatLine } from './boat-lines';
import {
  boatCatchSummary,
  catchSummaryOfLines,
  MAX_CATCH_LOCATIONS,
  speciesTotalOf,
  bySpeciesWeight,
} from './boat-page';
import { num, round2, text } from './common-sql';
import { describeDocuments, summariesOfLines, toSummary } from './landing-query-documents';
import { SqlParams } from './landing-query/filter-sql';
import { boatQuota } from './quota';
import { landingPortsOfLines } from './boat-track';
import { findMunicipality, formatMunicipalityName } from '@/lib/fiskeridir/code-lists';

let boats: string[] = [];
const PERIODS = [
  { from: '2024-01-01', to: '2025-12-31' },
  { from: '2025-02-14', to: '2025-09-03' },
  { from: '2024-12-31', to: '2024-12-31' },
];

generatedStoreForFile(async () => {
  // Busy boats, quiet boats and a boat without positions, in a fixed order.
  boats = (
    await queryStore<{ vessel_id: string }>(`select vessel_id from boats order by hash(vessel_id) limit 24`)
  ).map((row) => row.vessel_id);
});

async function landingsBySql(boatId: string, period: { from: string; to: string }) {
  const params = new SqlParams();
  const where = `vessel_id = ${params.add(boatId)}`;
  const documents = await describeDocuments(
    null,
    { where, params },
    { dateRange: [period.from, period.to], limit: MAX_BOAT_DOCUMENTS },
  );
  return documents.map(toSummary);
}

/** The catch summary's SQL before it moved to JavaScript. */
async function catchSummaryBySql(boatId: string, period: { from: string; to: string }) {
  const rows = await queryStore(
    `with lines as (
       select doc_key, main_area_code, main_area, location_code, catch_lat, catch_lon, species_fdir_code,
         species_fdir, round_weight, amount_fisher
       from landing_lines where vessel_id = $id and landing_date between $from::date and $to::date
     )
     select 'location' as kind, main_area_code as code, any_value(main_area) as name, location_code,
       catch_lat as lat, catch_lon as lon, sum(round_weight) as weight, null::double as value,
       null::double as priced_weight, count(distinct doc_key)::integer as landings,
       null::integer as priced_landings, count(*)::integer as lines
     from lines where catch_lat is not null and catch_lon is not null
     group by main_area_code, location_code, catch_lat, catch_lon
     union all
     select 'species', species_fdir_code, any_value(species_fdir), null, null, null, sum(round_weight),
       sum(amount_fisher), sum(round_weight) filter (where amount_fisher is not null),
       count(distinct doc_key)::integer, count(distinct doc_key) filter (where amount_fisher is not null)::integer,
       count(*)::integer
     from lines group by species_fdir_code
     union all
     select 'unplaced', null, null, null, null, null, null, null, null, null, null, count(*)::integer
     from lines where catch_lat is null or catch_lon is null`,
    { id: boatId, from: period.from, to: period.to },
  );
  const locations = rows
    .filter((row) => row.kind === 'location')
    .map((row) => ({
      mainAreaCode: text(row.code),
      mainArea: text(row.name),
      locationCode: text(row.location_code),
      latitude: num(row.lat),
      longitude: num(row.lon),
      weight: round2(num(row.weight)),
      landings: num(row.landings),
    }));
  locations.sort((a, b) => b.weight - a.weight || a.latitude - b.latitude || a.longitude - b.longitude);
  return {
    locations: locations.slice(0, MAX_CATCH_LOCATIONS),
    linesWithoutPosition: num(rows.find((row) => row.kind === 'unplaced')?.lines),
    species: rows
      .filter((row) => row.kind === 'species')
      .map(speciesTotalOf)
      .sort(bySpeciesWeight),
  };
}

describe("a boat's landings and catch summary from its lines", () => {
  it('list the same documents, fields and species as the grouped SQL, for every boat and period', async () => {
    let documents = 0;
    for (const boatId of boats) {
      for (const period of PERIODS) {
        const fromLines = await boatLandings(boatId, { FromDate: period.from, ToDate: period.to });
        expect(fromLines!.rows).toEqual(await landingsBySql(boatId, period));
        documents += fromLines!.rows.length;
      }
    }
    // The comparison covered real documents, with buyers, stations and several species.
    expect(documents).toBeGreaterThan(200);
  });

  it('sum the same catch by place and species as the SQL it replaced, for every boat and period', async () => {
    let places = 0;
    for (const boatId of boats) {
      for (const period of PERIODS) {
        const summary = await boatCatchSummary(boatId, period);
        expect(summary).toEqual(await catchSummaryBySql(boatId, period));
        places += summary.locations.length;
      }
    }
    expect(places).toBeGreaterThan(20);
  });

  it('give the quota page the same landed weight and name per species as the grouped SQL', async () => {
    let species = 0;
    for (const boatId of boats) {
      for (const year of [2024, 2025]) {
        const bySql = await queryStore(
          `select species_fdir_code as code, arg_max(species_fdir, landing_date) as name, sum(round_weight) as weight
           from landing_lines
           where vessel_id = $id and landing_date >= $from::date and landing_date < $to::date
             and species_fdir_code is not null
           group by species_fdir_code order by weight desc, code`,
          { id: boatId, from: `${year}-01-01`, to: `${year + 1}-01-01` },
        );
        const quota = await boatQuota(boatId, year);
        expect(quota!.species.map(({ code, name, landedWeight }) => ({ code, name, landedWeight }))).toEqual(
          bySql.map((row) => ({
            code: String(row.code),
            name: text(row.name),
            landedWeight: round2(num(row.weight)),
          })),
        );
        species += bySql.length;
      }
    }
    expect(species).toBeGreaterThan(50);
  });

  it("land in the same ports as the track map's SQL it replaced, for every boat and period", async () => {
    let ports = 0;
    for (const boatId of boats) {
      for (const period of PERIODS) {
        const rows = await queryStore(
          `select landing_municipality_code as code, any_value(landing_municipality) as name,
             year(max(landing_date)) as year, count(distinct doc_key)::integer as landings,
             sum(round_weight) as weight
           from landing_lines
           where vessel_id = $id and landing_date between $from::date and $to::date
             and landing_municipality_code is not null
           group by landing_municipality_code`,
          { id: boatId, ...period },
        );
        const bySql = rows
          .flatMap((row) => {
            const code = String(row.code);
            const municipality = findMunicipality(code, num(row.year)) ?? findMunicipality(code);
            if (!municipality) return [];
            return [
              {
                municipalityCode: code,
                name: formatMunicipalityName(text(row.name) ?? municipality.name),
                latitude: municipality.latitude,
                longitude: municipality.longitude,
                landings: num(row.landings),
                weight: round2(num(row.weight)),
              },
            ];
          })
          // The SQL ordered by weight only; equal weights are ordered by code now.
          .sort((a, b) => b.weight - a.weight || a.municipalityCode.localeCompare(b.municipalityCode));
        expect(landingPortsOfLines(await boatPeriodLines(boatId, period))).toEqual(bySql);
        ports += bySql.length;
      }
    }
    expect(ports).toBeGreaterThan(20);
  });

  it('keep the first non-null value of a document field, the heaviest line’s gear and NULLS LAST species order', () => {
    const line = (overrides: Partial<BoatLine>): BoatLine => ({
      docKey: '1-8-0-2025',
      documentNumber: '1',
      landingDate: '2025-03-02',
      landingTime: null,
      vesselId: 'B1',
      vesselName: null,
      registrationMark: null,
      radioCallSign: null,
      vesselLength: null,
      municipalityCode: null,
      municipality: null,
      county: null,
      buyerId: null,
      stationId: null,
      gear: null,
      speciesCode: null,
      species: null,
      roundWeight: null,
      price: null,
      mainAreaCode: null,
      mainArea: null,
      locationCode: null,
      latitude: null,
      longitude: null,
      ...overrides,
    });
    const lines = [
      line({
        speciesCode: '1022',
        species: 'Torsk',
        roundWeight: 100,
        gear: 'Line',
        landingTime: '10:00:00',
      }),
      line({
        vesselName: 'ALFA',
        speciesCode: null,
        roundWeight: 300,
        landingTime: '09:30:00',
        buyerId: 'K1',
      }),
      line({
        vesselName: 'BETA',
        speciesCode: '1032',
        species: 'Hyse',
        roundWeight: 100,
        gear: 'Garn',
        price: 50,
      }),
      line({ docKey: '2-8-0-2025', documentNumber: '2', landingDate: '2025-03-01', roundWeight: 5 }),
    ];
    const [newest, older] = summariesOfLines(lines, { buyers: { K1: 'Kjøper' }, stations: {} }, 10);
    expect(newest).toMatchObject({
      DocumentKey: '1-8-0-2025',
      BoatName: 'ALFA',
      LandingTime: '09:30:00',
      Gear: 'Line',
      BuyerName: 'Kjøper',
      TotalWeight: 500,
      Price: 50,
    });
    expect(newest.Species.map((species) => species.ID)).toEqual(['fish:', 'fish:1022', 'fish:1032']);
    expect(older).toMatchObject({ DocumentKey: '2-8-0-2025', TotalWeight: 5, Price: null, Gear: null });
    expect(summariesOfLines(lines, { buyers: {}, stations: {} }, 1)).toHaveLength(1);
    expect(catchSummaryOfLines(lines)).toMatchObject({ linesWithoutPosition: 4, locations: [] });
  });

  it("place ports by their lines: distinct documents, summed weight, the heaviest first and the code list's place", () => {
    const line = (
      docKey: string,
      municipalityCode: string | null,
      roundWeight: number | null,
      municipality: string | null = null,
    ) => ({ docKey, landingDate: '2025-03-01', municipalityCode, municipality, roundWeight }) as BoatLine;
    const ports = landingPortsOfLines([
      line('a', '1860', 1000, 'VESTVÅGØY'),
      line('a', '1860', 500),
      line('b', '1804', 1500),
      line('c', null, 9000),
      line('d', '9999', 9000),
    ]);
    expect(ports).toEqual([
      expect.objectContaining({
        municipalityCode: '1804',
        name: 'Bodø',
        landings: 1,
        weight: 1500,
        latitude: 67.29,
      }),
      expect.objectContaining({
        municipalityCode: '1860',
        name: 'Vestvågøy',
        landings: 1,
        weight: 1500,
        latitude: 68.07,
      }),
    ]);
  });

  it('read a boat’s year once for every period in it, and the buyer and station names once per store version', async () => {
    const store = await currentStore();
    if (!store) throw new Error('no store');
    const boatId = boats[1];
    clearQueryCache(); // the tests above read this boat's years
    const spy = jest.spyOn(store, 'query');
    try {
      const reads = () => spy.mock.calls.filter(([sql]) => /from landing_lines/.test(String(sql))).length;
      // The page's period, the quota year and the track's last days: all of 2025, one read.
      const [period, year, lastDays] = await Promise.all([
        boatPeriodLines(boatId, PERIODS[1]),
        boatPeriodLines(boatId, { from: '2025-01-01', to: '2025-12-31' }),
        boatPeriodLines(boatId, { from: '2025-12-20', to: '2025-12-31' }),
      ]);
      expect(reads()).toBe(1);
      expect(period).toEqual(
        year.filter((line) => line.landingDate >= '2025-02-14' && line.landingDate <= '2025-09-03'),
      );
      expect(lastDays.every((line) => line.landingDate >= '2025-12-20')).toBe(true);
      // Two years: one more read (2024); a long period is one range read, not a read per year.
      await boatPeriodLines(boatId, PERIODS[0]);
      expect(reads()).toBe(2);
      await boatPeriodLines(boatId, { from: '1990-01-01', to: '2025-12-31' });
      expect(reads()).toBe(3);
    } finally {
      spy.mockRestore();
    }
    const names = await buyerAndStationNames();
    expect(Object.keys(names.buyers).length).toBeGreaterThan(0);
    expect(Object.keys(names.stations).length).toBeGreaterThan(0);
    expect(await buyerAndStationNames()).toBe(names);
  });
});
