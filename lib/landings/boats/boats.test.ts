import { displayRegistrationMark } from '@/lib/fiskeridir';
import { queryStore } from '@/lib/store/landing-store';
import { callRoute } from '@/tests/helpers/call-route';
import { GET as listRoute } from '@/app/api/boats/route';
import { GET as boatRoute } from '@/app/api/boats/[id]/route';
import { GET as boatByIdRoute } from '@/app/api/boats/id/[id]/route';
import { GET as registrationRoute } from '@/app/api/boats/registration/[reg]/route';
import { GET as ownersRoute } from '@/app/api/boats/owners/[id]/route';
import { GET as nameHistoryRoute } from '@/app/api/boats/namehistory/[id]/route';
import { GET as quotaRoute } from '@/app/api/boats/quota/[id]/route';
import { boatDetailSchema, boatListSchema } from '@/lib/api/contract/boats';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';
import type { BoatDetail, BoatList, BoatName, BoatOwnership } from './boats';
import type { BoatQuota } from '../quotas/quota';

let dataDir: string;
let boatId: string;
let latestYear: number;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  dataDir = await buildGeneratedStore();
  useStore(dataDir);
  // A boat in the register that has landed, whose mark no other boat carried.
  const [row] = await queryStore<{ vessel_id: string }>(
    `select r.vessel_id from register_vessels r
     where exists (select 1 from landing_lines l where l.vessel_id = r.vessel_id)
       and exists (select 1 from register_owners o where o.vessel_id = r.vessel_id and o.to_date is null)
       and (select count(distinct vessel_id) from landing_lines l where l.registration_mark = r.registration_mark) <= 1
     order by r.vessel_id limit 1`,
  );
  boatId = row.vessel_id;
  const [year] = await queryStore<{ y: number }>(
    'select max(year(landing_date))::integer as y from landing_lines',
  );
  latestYear = year.y;
});
afterAll(() => removeDir(dataDir));

const params = (id: string) => ({ id });

describe('GET /api/boats/{id}', () => {
  it('gives the register’s facts and the landings’ span, as checked on the source tables', async () => {
    const answer = await callRoute<BoatDetail>(boatRoute, `/api/boats/${boatId}`, params(boatId));
    expect(answer.status).toBe(200);
    expect(boatDetailSchema.safeParse(answer.body).success).toBe(true);

    const [register] = await queryStore(
      'select name, registration_mark, radio_call_sign, length, build_year, engine_power from register_vessels where vessel_id = $1',
      [boatId],
    );
    const [span] = await queryStore(
      `select strftime(min(landing_date), '%Y-%m-%d') as first, strftime(max(landing_date), '%Y-%m-%d') as last
       from landing_lines where vessel_id = $1`,
      [boatId],
    );
    const [owner] = await queryStore(
      'select owner_id, owner_name from register_owners where vessel_id = $1 and to_date is null order by from_date desc nulls last',
      [boatId],
    );
    const [gear] = await queryStore(
      `select gear_group_code, sum(round_weight) as w from landing_lines where vessel_id = $1
       group by gear_group_code order by w desc limit 1`,
      [boatId],
    );
    const boat = answer.body;
    expect(boat).toMatchObject({
      id: boatId,
      name: register.name,
      registrationMark: register.registration_mark,
      registrationMarkDisplay: displayRegistrationMark(String(register.registration_mark)),
      radioCallSign: register.radio_call_sign,
      length: register.length,
      firstLandingDate: span.first,
      lastLandingDate: span.last,
      owner: { id: owner.owner_id, name: owner.owner_name },
      gearGroupCode: gear.gear_group_code,
    });
    const length = Number(register.length);
    const expectedGroup = length < 11 ? '1' : length < 15 ? '2' : length < 21 ? '3' : length < 28 ? '4' : '5';
    expect(boat.lengthGroupCode).toBe(expectedGroup);
    if (register.build_year != null) expect(boat.buildYear).toBe(register.build_year);
  });

  it('also accepts a registration mark, and /boats/id/{id} only a Fartøy ID', async () => {
    const boat = (await callRoute<BoatDetail>(boatRoute, `/api/boats/${boatId}`, params(boatId))).body;
    const mark = boat.registrationMarkDisplay!;
    const byMark = await callRoute<BoatDetail>(boatRoute, `/api/boats/${mark}`, params(mark));
    expect(byMark.body.id).toBe(boatId);

    const byId = await callRoute<BoatDetail>(boatByIdRoute, `/api/boats/id/${boatId}`, params(boatId));
    expect(byId.body).toEqual(boat);
    const markAsId = await callRoute<ErrorBody>(boatByIdRoute, `/api/boats/id/${mark}`, params(mark));
    expect(markAsId.status).toBe(400);
    expect(markAsId.body.error.fields).toHaveProperty(['sti.id']);
  });

  it('gives 404 for an unknown boat and 400 for nonsense', async () => {
    expect((await callRoute(boatRoute, '/api/boats/999999999999', params('999999999999'))).status).toBe(404);
    expect((await callRoute(boatByIdRoute, '/api/boats/id/1', params('1'))).status).toBe(404);
    const bad = await callRoute<ErrorBody>(boatRoute, '/api/boats/%3Cscript%3E', params('<script>'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['sti.id']);
  });
});

describe('GET /api/boats/registration/{reg}', () => {
  it('finds the boat from every usual spelling of its mark', async () => {
    const [{ registration_mark: stored }] = await queryStore<{ registration_mark: string }>(
      'select registration_mark from boats where vessel_id = $1',
      [boatId],
    );
    const display = displayRegistrationMark(stored);
    for (const form of [stored, display, display.replace(/-/g, ''), display.toLowerCase()]) {
      const answer = await callRoute<BoatDetail>(registrationRoute, '/api/boats/registration/x', {
        reg: form,
      });
      expect({ form, status: answer.status, id: answer.body.id }).toEqual({ form, status: 200, id: boatId });
    }
  });

  it('gives 400 for something that is no mark and 404 for a mark nobody carries', async () => {
    const bad = await callRoute<ErrorBody>(registrationRoute, '/api/boats/registration/hello', {
      reg: 'hello',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['sti.reg']);
    const unknown = await callRoute(registrationRoute, '/api/boats/registration/ZZ-9999-ZZZ', {
      reg: 'ZZ-9999-ZZZ',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/boats/owners/{id}', () => {
  it('lists the register’s ownership periods, the current one first', async () => {
    const [{ vessel_id: id }] = await queryStore<{ vessel_id: string }>(
      `select vessel_id from register_owners group by vessel_id having count(*) > 1 order by vessel_id limit 1`,
    );
    const answer = await callRoute<BoatOwnership[]>(ownersRoute, `/api/boats/owners/${id}`, params(id));
    expect(answer.status).toBe(200);
    const periods = await queryStore(
      `select owner_id, strftime(from_date, '%Y-%m-%d') as from_date, strftime(to_date, '%Y-%m-%d') as to_date
       from register_owners where vessel_id = $1`,
      [id],
    );
    expect(answer.body).toHaveLength(periods.length);
    expect(new Set(answer.body.map((p) => `${p.ownerId}|${p.from}|${p.to}`))).toEqual(
      new Set(periods.map((p) => `${p.owner_id}|${p.from_date}|${p.to_date}`)),
    );
    expect(answer.body[0].current).toBe(true);
    expect(answer.body.filter((p) => p.current).every((p) => p.to === null)).toBe(true);
  });

  it('gives 404 for an unknown boat and 400 for a bad id', async () => {
    expect((await callRoute(ownersRoute, '/api/boats/owners/42', params('42'))).status).toBe(404);
    expect((await callRoute(ownersRoute, '/api/boats/owners/abc', params('abc'))).status).toBe(400);
  });
});

describe('GET /api/boats/namehistory/{id}', () => {
  it('lists every name the boat landed under with first and last date, oldest first', async () => {
    const [{ vessel_id: id }] = await queryStore<{ vessel_id: string }>(
      `select vessel_id from landing_lines group by vessel_id having count(distinct vessel_name) > 1
       order by vessel_id limit 1`,
    );
    const answer = await callRoute<BoatName[]>(nameHistoryRoute, `/api/boats/namehistory/${id}`, params(id));
    const expected = await queryStore(
      `select vessel_name as name, strftime(min(landing_date), '%Y-%m-%d') as first_seen,
         strftime(max(landing_date), '%Y-%m-%d') as last_seen
       from landing_lines where vessel_id = $1 group by vessel_name order by min(landing_date)`,
      [id],
    );
    expect(
      answer.body.map(({ name, firstSeen, lastSeen }) => ({
        name,
        first_seen: firstSeen,
        last_seen: lastSeen,
      })),
    ).toEqual(expected);
    expect(answer.body.filter((entry) => entry.current)).toHaveLength(1);
  });

  it('gives 404 for an unknown boat', async () => {
    expect((await callRoute(nameHistoryRoute, '/api/boats/namehistory/7', params('7'))).status).toBe(404);
  });
});

describe('GET /api/boats/quota/{id}', () => {
  it('gives the landed weight per species in the latest year, with the quota of species quoted in tonnes', async () => {
    const answer = await callRoute<BoatQuota>(quotaRoute, `/api/boats/quota/${boatId}`, params(boatId));
    expect(answer.status).toBe(200);
    expect(answer.body.year).toBe(latestYear);
    const expected = await queryStore<{ code: string; w: number }>(
      `select species_fdir_code as code, sum(round_weight) as w from landing_lines
       where vessel_id = $1 and year(landing_date) = $2 group by 1`,
      [boatId, latestYear],
    );
    expect(answer.body.species).toHaveLength(expected.length);
    for (const row of expected) {
      const species = answer.body.species.find((s) => s.code === row.code);
      expect(species?.landedWeight).toBeCloseTo(row.w, 1);
      const tonnesLines = answer.body.lines.filter(
        (line) => line.speciesCode === row.code && line.unit === 'tonnes',
      );
      if (tonnesLines.length === 0) expect(species?.quota).toBeNull();
      else
        expect(species?.quota).toBeCloseTo(
          tonnesLines.reduce((sum, line) => sum + line.quotaWeight!, 0),
          1,
        );
    }
    const weights = answer.body.species.map((s) => s.landedWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('takes another year, and validates it', async () => {
    const earlier = await callRoute<BoatQuota>(
      quotaRoute,
      `/api/boats/quota/${boatId}?year=${latestYear - 1}`,
      params(boatId),
    );
    expect(earlier.body.year).toBe(latestYear - 1);
    const bad = await callRoute<ErrorBody>(
      quotaRoute,
      `/api/boats/quota/${boatId}?year=soon`,
      params(boatId),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['spørring.year']);
    expect((await callRoute(quotaRoute, '/api/boats/quota/5', params('5'))).status).toBe(404);
  });
});

describe('GET /api/boats (directory)', () => {
  it('ranks every boat by landed weight in the latest year by default', async () => {
    const answer = await callRoute<BoatList>(listRoute, '/api/boats?count=10');
    expect(answer.status).toBe(200);
    expect(boatListSchema.safeParse(answer.body).success).toBe(true);
    const [{ n }] = await queryStore<{ n: number }>('select count(*)::integer as n from boats');
    expect(answer.body).toMatchObject({
      year: latestYear,
      page: 1,
      count: 10,
      total: n,
      sort: 'weight',
      order: 'desc',
    });
    const expected = await queryStore<{ vessel_id: string; w: number }>(
      `select vessel_id, sum(round_weight) as w from landing_lines where year(landing_date) = $1 and vessel_id is not null
       group by vessel_id order by w desc limit 10`,
      [latestYear],
    );
    expect(answer.body.boats.map((b) => b.landedWeight)).toEqual(
      expected.map((row) => Math.round(row.w * 100) / 100),
    );
    expect(answer.body.boats[0].id).toBe(expected[0].vessel_id);
  });

  it('filters on length group, county, gear group and name, sorts and pages', async () => {
    const big = await callRoute<BoatList>(listRoute, '/api/boats?lengthGroup=5&count=500');
    const [{ n }] = await queryStore<{ n: number }>(
      'select count(*)::integer as n from boats where length >= 28',
    );
    expect(big.body.total).toBe(n);
    expect(big.body.boats.every((b) => b.length != null && b.length >= 28)).toBe(true);

    const [{ county_code: county, gear_group_code: gear }] = await queryStore<{
      county_code: string;
      gear_group_code: string;
    }>(
      'select county_code, gear_group_code from boats where county_code is not null and gear_group_code is not null limit 1',
    );
    const filtered = await callRoute<BoatList>(
      listRoute,
      `/api/boats?county=${county}&gearGroup=${gear}&count=500`,
    );
    const [{ m }] = await queryStore<{ m: number }>(
      'select count(*)::integer as m from boats where county_code = $1 and gear_group_code = $2',
      [county, gear],
    );
    expect(filtered.body.total).toBe(m);

    const byName = await callRoute<BoatList>(listRoute, '/api/boats?sort=name&count=500');
    const names = byName.body.boats.map((b) => b.name ?? '');
    expect(byName.body.order).toBe('asc');
    const [first] = names;
    expect(names.every((name) => name >= first)).toBe(true);

    const named = await callRoute<BoatList>(
      listRoute,
      `/api/boats?name=${encodeURIComponent('bø')}&count=500`,
    );
    expect(named.body.boats.length).toBeGreaterThan(0);
    expect(
      named.body.boats.every((b) => /B[ØO]/.test(b.name ?? '') || /BO/.test(b.registrationMark ?? '')),
    ).toBe(true);

    const pageTwo = await callRoute<BoatList>(listRoute, '/api/boats?sort=length&count=5&page=2');
    const firstTen = await callRoute<BoatList>(listRoute, '/api/boats?sort=length&count=10');
    expect(pageTwo.body.boats).toEqual(firstTen.body.boats.slice(5, 10));
  });

  it('rejects bad filters with 400 and the fields', async () => {
    const bad = await callRoute<ErrorBody>(listRoute, '/api/boats?sort=speed&lengthGroup=9&count=100000');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual([
      'spørring.count',
      'spørring.lengthGroup',
      'spørring.sort',
    ]);
  });
});
