import { queryStore } from '@/lib/store/landing-store';

export type BoatRow = {
  vessel_id: string;
  name: string;
  registration_mark: string;
  radio_call_sign: string;
  owner_id: string | null;
  length: number | null;
  last_landing: string | null;
};

/** A boat whose mark, call sign and name no other boat shares (marks are reused over time). */
export async function uniqueBoat(where = 'true'): Promise<BoatRow> {
  const [row] = await queryStore<BoatRow>(
    `select b.vessel_id, b.name, b.registration_mark, b.radio_call_sign, b.owner_id, b.length,
       strftime(b.last_landing, '%Y-%m-%d') as last_landing
     from boats b
     where ${where} and b.registration_mark is not null and b.radio_call_sign is not null and b.name is not null
       and (select count(*) from boats o where o.name = b.name) = 1
       and (select count(*) from boats o where o.registration_mark = b.registration_mark) = 1
       and (select count(*) from boat_names n where n.registration_mark = b.registration_mark and n.vessel_id <> b.vessel_id) = 0
     order by b.vessel_id limit 1`,
  );
  if (!row) throw new Error(`no boat where ${where}`);
  return row;
}
