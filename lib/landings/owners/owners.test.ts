import { queryStore } from '@/lib/store/landing-store';
import { callRoute } from '@/tests/helpers/call-route';
import { GET as ownerRoute } from '@/app/api/owners/[id]/route';
import { GET as currentBoatsRoute } from '@/app/api/owners/boats/[id]/route';
import { GET as ownerBoatsRoute } from '@/app/api/owners/boats/[id]/[optional]/route';
import { ownerBoatsSchema, ownerDetailSchema } from '@/lib/api/contract/owners';
import { generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';
import type { OwnerBoats, OwnerDetail } from './owners';

let latestYear: number;
/** An owner with a current boat and an ended ownership. */
let ownerId: string;

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

generatedStoreForFile(async () => {
  latestYear = await latestLandingYear();
  const [owner] = await queryStore<{ owner_id: string }>(
    `select o.owner_id from register_owners o
     left join (select vessel_id, sum(round_weight) as w from landing_lines group by vessel_id) l using (vessel_id)
     group by o.owner_id
     having count(*) filter (where o.to_date is null) > 0 and count(*) filter (where o.to_date is not null) > 0
       and sum(coalesce(l.w, 0)) > 0
     order by o.owner_id limit 1`,
  );
  ownerId =
    owner?.owner_id ??
    (
      await queryStore<{ owner_id: string }>(
        'select owner_id from register_owners where to_date is null order by owner_id limit 1',
      )
    )[0].owner_id;
});

/** What a boat landed in [from, to), by independent SQL on the landing lines. */
async function landed(vesselId: string, from: string | null, to: string | null): Promise<number> {
  const [row] = await queryStore<{ w: number | null }>(
    `select sum(round_weight) as w from landing_lines where vessel_id = $1
       and ($2::date is null or landing_date >= $2::date) and ($3::date is null or landing_date < $3::date)`,
    [vesselId, from, to],
  );
  return Math.round(Number(row.w ?? 0) * 100) / 100;
}

const later = (a: string | null, b: string) => (a != null && a > b ? a : b);
const earlier = (a: string | null, b: string) => (a != null && a < b ? a : b);

describe('GET /api/owners/{id}', () => {
  it('gives the owner from the register with every ownership period', async () => {
    const answer = await callRoute<OwnerDetail>(ownerRoute, `/api/owners/${ownerId}`, { id: ownerId });
    expect(answer.status).toBe(200);
    expect(ownerDetailSchema.safeParse(answer.body).success).toBe(true);
    const periods = await queryStore<{
      vessel_id: string;
      owner_name: string;
      entity_type: string;
      postal_code: string;
      city: string;
      from_date: string | null;
      to_date: string | null;
    }>(
      `select vessel_id, owner_name, entity_type, postal_code, city, strftime(from_date, '%Y-%m-%d') as from_date,
         strftime(to_date, '%Y-%m-%d') as to_date
       from register_owners where owner_id = $1 order by from_date desc nulls last`,
      [ownerId],
    );
    const owner = answer.body;
    expect(owner).toMatchObject({
      id: ownerId,
      name: periods[0].owner_name,
      entityType: periods[0].entity_type,
      postalCode: periods[0].postal_code,
      city: periods[0].city,
      organisationNumber: /^\d{9}$/.test(ownerId) ? ownerId : null,
    });
    expect(owner.boats).toHaveLength(periods.length);
    expect(new Set(owner.boats.map((b) => `${b.boatId}|${b.from}|${b.to}`))).toEqual(
      new Set(periods.map((p) => `${p.vessel_id}|${p.from_date}|${p.to_date}`)),
    );
    for (const boat of owner.boats) {
      expect(boat.current).toBe(boat.to === null);
      expect(boat.fromYear).toBe(boat.from ? Number(boat.from.slice(0, 4)) : null);
    }
    const firstEnded = owner.boats.findIndex((b) => !b.current);
    if (firstEnded >= 0) expect(owner.boats.slice(firstEnded).every((b) => !b.current)).toBe(true);
    expect(owner.currentBoatCount).toBe(
      new Set(periods.filter((p) => !p.to_date).map((p) => p.vessel_id)).size,
    );
  });

  it('gives 404 for an unknown owner and 400 for a malformed id', async () => {
    expect((await callRoute(ownerRoute, '/api/owners/123456789', { id: '123456789' })).status).toBe(404);
    const bad = await callRoute<ErrorBody>(ownerRoute, '/api/owners/a b', { id: 'a b' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['sti.id']);
  });
});

describe('GET /api/owners/boats/{id}/{optional}', () => {
  it('current: the boats owned now, with what they landed in the latest year', async () => {
    const answer = await callRoute<OwnerBoats>(ownerBoatsRoute, `/api/owners/boats/${ownerId}/current`, {
      id: ownerId,
      optional: 'current',
    });
    expect(answer.status).toBe(200);
    expect(ownerBoatsSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body).toMatchObject({
      selection: 'current',
      year: latestYear,
      from: `${latestYear}-01-01`,
    });
    expect(answer.body.boats.every((boat) => boat.current)).toBe(true);
    for (const boat of answer.body.boats) {
      const expected = await landed(
        boat.boatId,
        later(boat.from, `${latestYear}-01-01`),
        `${latestYear + 1}-01-01`,
      );
      expect(boat.landedWeight).toBeCloseTo(expected, 1);
    }
    const withoutOptional = await callRoute<OwnerBoats>(currentBoatsRoute, `/api/owners/boats/${ownerId}`, {
      id: ownerId,
    });
    expect(withoutOptional.body).toEqual(answer.body);
  });

  it('all: every boat ever owned, with what it landed in each ownership period', async () => {
    const answer = await callRoute<OwnerBoats>(ownerBoatsRoute, `/api/owners/boats/${ownerId}/all`, {
      id: ownerId,
      optional: 'ALL',
    });
    expect(answer.body.selection).toBe('all');
    const [{ n }] = await queryStore<{ n: number }>(
      'select count(*)::integer as n from register_owners where owner_id = $1',
      [ownerId],
    );
    expect(answer.body.boats).toHaveLength(n);
    let total = 0;
    for (const boat of answer.body.boats) {
      const expected = await landed(boat.boatId, boat.from, boat.to);
      expect(boat.landedWeight).toBeCloseTo(expected, 1);
      total += expected;
    }
    expect(total).toBeGreaterThan(0);
    expect(answer.body.totalWeight).toBeCloseTo(total, 1);
    const weights = answer.body.boats.map((boat) => boat.landedWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('a year: the boats owned at some time that year, with what they landed in it under this owner', async () => {
    const year = latestYear - 1;
    const answer = await callRoute<OwnerBoats>(ownerBoatsRoute, `/api/owners/boats/${ownerId}/${year}`, {
      id: ownerId,
      optional: String(year),
    });
    expect(answer.body).toMatchObject({
      selection: 'year',
      year,
      from: `${year}-01-01`,
      to: `${year + 1}-01-01`,
    });
    const [{ n }] = await queryStore<{ n: number }>(
      `select count(*)::integer as n from register_owners where owner_id = $1
         and (from_date is null or from_date < $2::date) and (to_date is null or to_date > $3::date)`,
      [ownerId, `${year + 1}-01-01`, `${year}-01-01`],
    );
    expect(answer.body.boats).toHaveLength(n);
    for (const boat of answer.body.boats) {
      const expected = await landed(
        boat.boatId,
        later(boat.from, `${year}-01-01`),
        earlier(boat.to, `${year + 1}-01-01`),
      );
      expect(boat.landedWeight).toBeCloseTo(expected, 1);
    }
  });

  it('gives 400 for anything but current, all or a year, and 404 for an unknown owner', async () => {
    const bad = await callRoute<ErrorBody>(ownerBoatsRoute, `/api/owners/boats/${ownerId}/soon`, {
      id: ownerId,
      optional: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['sti.optional']);
    const unknown = await callRoute(ownerBoatsRoute, '/api/owners/boats/123456789/all', {
      id: '123456789',
      optional: 'all',
    });
    expect(unknown.status).toBe(404);
  });
});
