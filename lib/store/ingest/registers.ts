import { listValue, type DuckDBConnection } from '@duckdb/node-api';
import type { BuyerRegisterEntry, Vessel } from '@/lib/fiskeridir';
import { createHash } from 'node:crypto';
import { insertRows } from './insert-rows';
import { sqlString } from './sql-values';

/**
 * Register snapshots. The vessel register is the source of boats' facts and owners. A snapshot replaces
 * the vessel facts; ownership is kept as periods: where a snapshot carries an ownership history it is
 * taken as it is, otherwise an owner who is gone since the last snapshot gets an end date and a new
 * owner a start date (the snapshot's date), so owner changes build up over successive snapshots.
 */

/**
 * Companies are known by organisation number; people have no published id, so a person owner gets a
 * stable id made from name and postal code (prefixed "P") so that their page and boats can be linked.
 */
export function ownerKey(owner: {
  id: string | null;
  name: string | null;
  postalCode?: string | null;
}): string {
  if (owner.id) return owner.id;
  const digest = createHash('sha256')
    .update(`${owner.name ?? ''}|${owner.postalCode ?? ''}`)
    .digest('hex');
  return `P${digest.slice(0, 11)}`;
}

export async function loadVesselRegister(
  connection: DuckDBConnection,
  vessels: Vessel[],
  snapshotDate: string,
  tempDir: string,
): Promise<number> {
  await connection.run('delete from register_vessels where vessel_id in (select unnest($1::varchar[]))', [
    listValue(vessels.map((vessel) => vessel.id)),
  ]);
  await insertRows(
    connection,
    'register_vessels',
    vessels.map((vessel) => ({
      vessel_id: vessel.id,
      name: vessel.name ?? null,
      registration_mark: vessel.registrationMark ?? null,
      radio_call_sign: vessel.radioCallSign ?? null,
      municipality_code: vessel.municipalityCode ?? null,
      length: vessel.length ?? null,
      width: vessel.width ?? null,
      engine_power: vessel.enginePower ?? null,
      imo_number: vessel.imoNumber != null ? String(vessel.imoNumber) : null,
      build_year: vessel.buildYear ?? null,
      gross_tonnage: vessel.grossTonnage ?? null,
    })),
    tempDir,
  );

  const withHistory = vessels.filter(
    (vessel) => vessel.ownershipHistory && vessel.ownershipHistory.length > 0,
  );
  const ownerRows: Record<string, unknown>[] = [];
  const ownerDetails = new Map<string, { postalCode: string | null; city: string | null }>();
  for (const vessel of vessels) {
    for (const owner of vessel.owners) {
      ownerDetails.set(ownerKey(owner), { postalCode: owner.postalCode ?? null, city: owner.city ?? null });
    }
  }
  for (const vessel of withHistory) {
    for (const period of vessel.ownershipHistory!) {
      // A person in the history is the same person as a current owner with that name.
      const sameOwner = vessel.owners.find((owner) => !owner.id && owner.name === period.name);
      const key = ownerKey({ id: period.ownerId, name: period.name, postalCode: sameOwner?.postalCode });
      const details = ownerDetails.get(key);
      ownerRows.push({
        vessel_id: vessel.id,
        owner_id: key,
        owner_name: period.name,
        entity_type: period.entityType ?? null,
        postal_code: details?.postalCode ?? null,
        city: details?.city ?? null,
        from_date: period.from ?? null,
        to_date: period.to ?? null,
      });
    }
  }
  if (withHistory.length > 0) {
    await connection.run('delete from register_owners where vessel_id in (select unnest($1::varchar[]))', [
      listValue(withHistory.map((vessel) => vessel.id)),
    ]);
  }

  // Snapshot without history: close periods of owners who are gone, open periods for new ones.
  const snapshot = vessels
    .filter((vessel) => !vessel.ownershipHistory || vessel.ownershipHistory.length === 0)
    .flatMap((vessel) =>
      vessel.owners.map((owner) => ({
        vessel_id: vessel.id,
        owner_id: ownerKey(owner),
        owner_name: owner.name ?? null,
        entity_type: owner.entityType ?? null,
        postal_code: owner.postalCode ?? null,
        city: owner.city ?? null,
      })),
    );
  await connection.run(
    'create or replace temp table snapshot_owners (vessel_id varchar, owner_id varchar, owner_name varchar, entity_type varchar, postal_code varchar, city varchar)',
  );
  await insertRows(connection, 'snapshot_owners', snapshot, tempDir);
  const date = sqlString(snapshotDate);
  await connection.run(`
    update register_owners o set to_date = ${date}::date
    where o.to_date is null
      and o.vessel_id in (select vessel_id from snapshot_owners)
      and not exists (select 1 from snapshot_owners s where s.vessel_id = o.vessel_id and s.owner_id = o.owner_id)`);
  await connection.run(`
    update register_owners o set owner_name = s.owner_name, postal_code = s.postal_code, city = s.city
    from snapshot_owners s where o.to_date is null and s.vessel_id = o.vessel_id and s.owner_id = o.owner_id`);
  await connection.run(`
    insert into register_owners
    select s.vessel_id, s.owner_id, s.owner_name, s.entity_type, s.postal_code, s.city,
      case when exists (select 1 from register_owners x where x.vessel_id = s.vessel_id) then ${date}::date end,
      null
    from snapshot_owners s
    where not exists (select 1 from register_owners o
      where o.vessel_id = s.vessel_id and o.owner_id = s.owner_id and o.to_date is null)`);
  await connection.run('drop table snapshot_owners');

  await insertRows(connection, 'register_owners', ownerRows, tempDir);
  return vessels.length;
}

/** The buyer register is a full snapshot: it replaces the buyers and stations it names. */
export async function loadBuyerRegister(
  connection: DuckDBConnection,
  buyers: BuyerRegisterEntry[],
  tempDir: string,
): Promise<number> {
  const stations = buyers.flatMap((buyer) =>
    buyer.receivingStations.map((station) => ({
      station_id: station.id,
      buyer_id: buyer.id,
      name: station.name ?? null,
      municipality_code: station.municipalityCode ?? null,
      latitude: station.latitude ?? null,
      longitude: station.longitude ?? null,
    })),
  );
  await connection.run('delete from register_buyers where buyer_id in (select unnest($1::varchar[]))', [
    listValue(buyers.map((buyer) => buyer.id)),
  ]);
  await connection.run('delete from register_stations where station_id in (select unnest($1::varchar[]))', [
    listValue(stations.map((station) => station.station_id)),
  ]);
  await insertRows(
    connection,
    'register_buyers',
    buyers.map((buyer) => ({
      buyer_id: buyer.id,
      name: buyer.name ?? null,
      postal_code: buyer.postalCode ?? null,
      city: buyer.city ?? null,
      municipality_code: buyer.municipalityCode ?? null,
    })),
    tempDir,
  );
  await insertRows(connection, 'register_stations', stations, tempDir);
  return buyers.length;
}
