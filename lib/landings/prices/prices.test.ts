import { queryStore } from '@/lib/store/landing-store';
import { callRoute } from '@/tests/helpers/call-route';
import { GET as priceRoute } from '@/app/api/nergard/Price/[a]/[b]/route';
import { GET as bycatchRoute } from '@/app/api/nergard/Inblandings/[a]/[b]/route';
import { GET as downloadRoute } from '@/app/api/nergard/download/route';
import { GET as fishedRoute } from '@/app/api/fishing/fished/kvota/route';
import { GET as boatFishedRoute } from '@/app/api/fishing/fished/kvota/[id]/route';
import { GET as positionsRoute } from '@/app/api/maps/boats/route';
import { GET as trackRoute } from '@/app/api/maps/boats/radio/[id]/route';
import { GET as last500Route } from '@/app/api/maps/boats/radio/[id]/500/route';
import { generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';
import type { BoatPositions, BoatTrack } from '../places/maps';
import type { Bycatch } from './bycatch';
import type { SpeciesPrice } from './prices';
import type { Fished } from '../quotas/quota-fished';

let latestYear: number;
/** The species with most priced lines, and a year in which it has prices. */
let species: { code: string; name: string; year: number };

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const r2 = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;

generatedStoreForFile(async () => {
  latestYear = await latestLandingYear();
  const [row] = await queryStore<{ code: string; name: string; year: number }>(
    `select species_fdir_code as code, any_value(species_fdir) as name, min(year(landing_date))::integer as year
     from landing_lines where amount_fisher is not null group by species_fdir_code order by count(*) desc limit 1`,
  );
  species = row;
});

describe('GET /api/nergard/Price/{a}/{b}', () => {
  it('gives the fishers’ price per kg product weight for a year, overall and per month', async () => {
    const b = String(species.year);
    const answer = await callRoute<SpeciesPrice>(priceRoute, `/api/nergard/Price/${species.code}/${b}`, {
      a: species.code,
      b,
    });
    expect(answer.status).toBe(200);
    const [expected] = await queryStore<{ value: number; weight: number }>(
      `select sum(amount_fisher) as value, sum(product_weight) as weight from landing_lines
       where species_fdir_code = $1 and year(landing_date) = $2 and amount_fisher is not null and product_weight > 0`,
      [species.code, species.year],
    );
    expect(answer.body.species).toEqual({ code: species.code, name: species.name });
    expect(answer.body.pricePerKg).toBeCloseTo(expected.value / expected.weight, 2);
    expect(answer.body.monthly).toHaveLength(12);
    const months = await queryStore<{ month: string; value: number; weight: number }>(
      `select strftime(landing_date, '%Y-%m') as month, sum(amount_fisher) as value, sum(product_weight) as weight
       from landing_lines where species_fdir_code = $1 and year(landing_date) = $2 and amount_fisher is not null
         and product_weight > 0
       group by month`,
      [species.code, species.year],
    );
    for (const month of months) {
      const answered = answer.body.monthly.find((m) => m.month === month.month);
      expect(answered?.pricePerKg).toBeCloseTo(month.value / month.weight, 2);
    }
  });

  it('finds the species by name in any case or spelling, and takes a month or latest', async () => {
    const byName = await callRoute<SpeciesPrice>(priceRoute, '/api/nergard/Price/x/y', {
      a: species.name.toLowerCase().replace(/ø/g, 'o').replace(/å/g, 'a'),
      b: String(species.year),
    });
    expect(byName.body.species.code).toBe(species.code);

    const month = `${species.year}-03`;
    const oneMonth = await callRoute<SpeciesPrice>(priceRoute, '/api/nergard/Price/x/y', {
      a: species.code,
      b: month,
    });
    expect(oneMonth.body).toMatchObject({ from: month, to: month });
    expect(oneMonth.body.monthly).toHaveLength(1);

    const latest = await callRoute<SpeciesPrice>(priceRoute, '/api/nergard/Price/x/latest', {
      a: species.code,
      b: 'latest',
    });
    const [newest] = await queryStore<{ m: string }>(
      `select strftime(max(landing_date), '%Y-%m') as m from landing_lines where species_fdir_code = $1 and amount_fisher is not null and product_weight > 0`,
      [species.code],
    );
    expect(latest.body.to).toBe(newest.m);
    expect(latest.body.monthly).toHaveLength(12);
    expect(latest.body.pricePerKg).not.toBeNull();
  });

  it('gives 404 for a species the store does not hold and 400 for a bad period', async () => {
    expect(
      (await callRoute(priceRoute, '/api/nergard/Price/x/2024', { a: 'Blåhval', b: '2024' })).status,
    ).toBe(404);
    const bad = await callRoute<ErrorBody>(priceRoute, '/api/nergard/Price/Hyse/soon', {
      a: 'Hyse',
      b: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['sti.b']);
  });
});

describe('GET /api/nergard/Inblandings/{a}/{b}', () => {
  it('gives the other species on the notes where the species is the heaviest', async () => {
    const year = String(latestYear);
    const answer = await callRoute<Bycatch>(bycatchRoute, '/api/nergard/Inblandings/x/y', {
      a: species.code,
      b: year,
    });
    expect(answer.status).toBe(200);

    const lines = await queryStore<{ doc_key: string; code: string; w: number }>(
      `select doc_key, species_fdir_code as code, sum(round_weight) as w from landing_lines
       where year(landing_date) = $1 group by doc_key, species_fdir_code`,
      [latestYear],
    );
    const notes = new Map<string, { code: string; w: number }[]>();
    for (const line of lines) notes.set(line.doc_key, [...(notes.get(line.doc_key) ?? []), line]);
    let total = 0;
    let target = 0;
    let count = 0;
    for (const parts of notes.values()) {
      const main = parts.reduce((best, part) => (part.w > best.w ? part : best));
      if (main.code !== species.code) continue;
      count++;
      for (const part of parts) {
        total += part.w;
        if (part.code === species.code) target += part.w;
      }
    }
    expect(answer.body.landings).toBe(count);
    expect(answer.body.totalWeight).toBeCloseTo(total, 1);
    expect(answer.body.targetWeight).toBeCloseTo(target, 1);
    expect(answer.body.bycatchShare).toBeCloseTo((total - target) / total, 3);
    expect(answer.body.bycatch.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(total - target, 0);
    expect(answer.body.byGear.reduce((sum, g) => sum + g.landings, 0)).toBe(count);
  });

  it('gives 404 for an unknown species and 400 for a bad year', async () => {
    expect(
      (await callRoute(bycatchRoute, '/api/nergard/Inblandings/x/2024', { a: 'Blåhval', b: '2024' })).status,
    ).toBe(404);
    expect(
      (await callRoute(bycatchRoute, '/api/nergard/Inblandings/x/y', { a: 'Hyse', b: '24' })).status,
    ).toBe(400);
  });
});

describe('GET /api/nergard/download', () => {
  it('is the price table as a semicolon CSV with decimal commas', async () => {
    const answer = await callRoute<string>(downloadRoute, `/api/nergard/download?year=${species.year}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toContain(`fiskepriser-${species.year}.csv`);
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe('Art - FDIR (kode);Art - FDIR;Måned;Snittpris (kr/kg);Produktvekt (kg);Verdi (kr)');
    const [{ n }] = await queryStore<{ n: number }>(
      `select count(*)::integer as n from (select distinct species_fdir_code, month(landing_date) from landing_lines
       where year(landing_date) = $1 and amount_fisher is not null and product_weight > 0)`,
      [species.year],
    );
    expect(lines).toHaveLength(n + 1);
    const row = lines
      .slice(1)
      .find((line) => line.startsWith(`${species.code};`))!
      .split(';');
    const [expected] = await queryStore<{ value: number; weight: number }>(
      `select sum(amount_fisher) as value, sum(product_weight) as weight from landing_lines
       where species_fdir_code = $1 and strftime(landing_date, '%Y-%m') = $2 and amount_fisher is not null and product_weight > 0`,
      [species.code, row[2]],
    );
    expect(Number(row[3].replace(',', '.'))).toBeCloseTo(expected.value / expected.weight, 2);
    expect(row[4]).toBe(String(r2(expected.weight)).replace('.', ','));

    const bad = await callRoute(downloadRoute, '/api/nergard/download?year=abc');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/fishing/fished/kvota', () => {
  it('gives the landed weight per quota type and species in the year', async () => {
    const year = latestYear - 1;
    const answer = await callRoute<Fished>(fishedRoute, `/api/fishing/fished/kvota?Data=${year}`);
    expect(answer.status).toBe(200);
    const expected = await queryStore<{ q: string | null; code: string; w: number; boats: number }>(
      `select quota_type_code as q, species_fdir_code as code, sum(round_weight) as w, count(distinct vessel_id)::integer as boats
       from landing_lines where year(landing_date) = $1 group by 1, 2`,
      [year],
    );
    expect(answer.body.year).toBe(year);
    expect(answer.body.rows).toHaveLength(expected.length);
    for (const row of expected) {
      const answered = answer.body.rows.find((r) => r.quotaTypeCode === row.q && r.speciesCode === row.code);
      expect(answered?.landedWeight).toBeCloseTo(row.w, 1);
      expect(answered?.boats).toBe(row.boats);
    }
    const byDefault = await callRoute<Fished>(fishedRoute, '/api/fishing/fished/kvota');
    expect(byDefault.body.year).toBe(latestYear);
  });

  it('does the same for one boat, and validates', async () => {
    const [boat] = await queryStore<{ vessel_id: string; w: number }>(
      `select vessel_id, sum(round_weight) as w from landing_lines where year(landing_date) = $1 and vessel_id is not null
       group by vessel_id order by w desc limit 1`,
      [latestYear],
    );
    const answer = await callRoute<Fished>(boatFishedRoute, '/api/fishing/fished/kvota/x', {
      id: boat.vessel_id,
    });
    expect(answer.body.boatId).toBe(boat.vessel_id);
    expect(answer.body.totalWeight).toBeCloseTo(boat.w, 1);
    const expected = await queryStore<{ q: string | null; code: string; w: number }>(
      `select quota_type_code as q, species_fdir_code as code, sum(round_weight) as w
       from landing_lines where year(landing_date) = $1 and vessel_id = $2 group by 1, 2`,
      [latestYear, boat.vessel_id],
    );
    expect(answer.body.rows).toHaveLength(expected.length);
    for (const row of expected) {
      const answered = answer.body.rows.find((r) => r.quotaTypeCode === row.q && r.speciesCode === row.code);
      expect(answered?.landedWeight).toBeCloseTo(row.w, 1);
      expect(answered?.boats).toBe(1);
    }
    const bad = await callRoute<ErrorBody>(fishedRoute, '/api/fishing/fished/kvota?Data=last-year');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['spørring.Data']);
    expect((await callRoute(boatFishedRoute, '/api/fishing/fished/kvota/3', { id: '3' })).status).toBe(404);
  });
});

describe('maps', () => {
  it('GET /api/maps/boats: the newest report of every call sign', async () => {
    const answer = await callRoute<BoatPositions>(positionsRoute, '/api/maps/boats');
    expect(answer.status).toBe(200);
    const expected = await queryStore<{ sign: string; t: string }>(
      `select upper(radio_call_sign) as sign, strftime(max(time_utc), '%Y-%m-%dT%H:%M:%SZ') as t from positions
       where radio_call_sign is not null group by 1`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.boats).toHaveLength(expected.length);
    for (const row of expected) {
      expect(answer.body.boats.find((b) => b.radioCallSign === row.sign)?.time).toBe(row.t);
    }
    const known = answer.body.boats.filter((b) => b.boatId);
    expect(known.length).toBeGreaterThan(0);
    expect(answer.body.latestReport).toBe(
      expected
        .map((r) => r.t)
        .sort()
        .at(-1),
    );
    expect((await callRoute(positionsRoute, '/api/maps/boats?days=0')).status).toBe(400);
  });

  it('GET /api/maps/boats/radio/{id}[/500]: a boat’s track by call sign', async () => {
    const [busy] = await queryStore<{ sign: string; n: number; last: string }>(
      `select upper(radio_call_sign) as sign, count(*)::integer as n, strftime(max(time_utc), '%Y-%m-%dT%H:%M:%SZ') as last
       from positions group by 1 order by n desc limit 1`,
    );
    const last500 = await callRoute<BoatTrack>(last500Route, '/api/maps/boats/radio/x/500', {
      id: busy.sign.toLowerCase(),
    });
    expect(last500.status).toBe(200);
    expect(last500.body.positions).toHaveLength(Math.min(500, busy.n));
    expect(last500.body.to).toBe(busy.last);
    const times = last500.body.positions.map((p) => p.time);
    expect(times).toEqual([...times].sort());
    // The track names the boat that carries the call sign (the one that landed last with it).
    const [carrier] = await queryStore<{ id: string; name: string }>(
      `select vessel_id as id, name from boats where upper(radio_call_sign) = $1
       order by last_landing desc nulls last limit 1`,
      [busy.sign],
    );
    expect(last500.body).toMatchObject({ radioCallSign: busy.sign, boatId: carrier.id, name: carrier.name });

    const week = await callRoute<BoatTrack>(trackRoute, '/api/maps/boats/radio/x', { id: busy.sign });
    const cutoff = new Date(Date.parse(busy.last) - 7 * 86_400_000).toISOString().replace('.000', '');
    expect(week.body.positions.length).toBeGreaterThan(0);
    expect(week.body.positions.every((p) => p.time >= cutoff && p.time <= busy.last)).toBe(true);

    const day = busy.last.slice(0, 10);
    const oneDay = await callRoute<BoatTrack>(trackRoute, `/api/maps/boats/radio/x?from=${day}&to=${day}`, {
      id: busy.sign,
    });
    const [{ n }] = await queryStore<{ n: number }>(
      `select count(*)::integer as n from positions where upper(radio_call_sign) = $1 and time_utc::date = $2::date`,
      [busy.sign, day],
    );
    expect(oneDay.body.positions).toHaveLength(n);
  });

  it('gives 404 for an unknown call sign and 400 for a malformed one or a backwards period', async () => {
    expect((await callRoute(trackRoute, '/api/maps/boats/radio/ZZZZ9', { id: 'ZZZZ9' })).status).toBe(404);
    // A boat's call sign without position reports is known: its track is empty, not missing.
    const [quiet] = await queryStore<{ sign: string; id: string }>(
      `select upper(radio_call_sign) as sign, any_value(vessel_id) as id from boats
       where radio_call_sign is not null
         and upper(radio_call_sign) not in (select upper(radio_call_sign) from positions)
       group by 1 having count(*) = 1 order by 1 limit 1`,
    );
    const quietTrack = await callRoute<BoatTrack>(last500Route, '/api/maps/boats/radio/x/500', {
      id: quiet.sign,
    });
    expect(quietTrack.status).toBe(200);
    expect(quietTrack.body).toMatchObject({ boatId: quiet.id, positions: [], from: null, to: null });
    expect(
      (await callRoute(last500Route, '/api/maps/boats/radio/x/500', { id: 'no call sign' })).status,
    ).toBe(400);
    const backwards = await callRoute<ErrorBody>(
      trackRoute,
      '/api/maps/boats/radio/LK?from=2025-02-01&to=2025-01-01',
      {
        id: 'LK1234',
      },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty(['spørring.to']);
  });
});
