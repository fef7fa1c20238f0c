import { listValue, type DuckDBConnection } from '@duckdb/node-api';
import type { ExtractVessel, RegisterExtract, Vessel, VesselOwner } from '@/lib/fiskeridir';
import { insertRows } from './insert-rows';
import { loadVesselRegister, ownerKey } from './registers';

/**
 * The register extract (`frtyweb.tar`). Vessels and their owners go through the same snapshot logic as
 * the JSON register, so ownership keeps its periods across snapshots; a person owner gets the store's
 * person id (from name and postal code) and their identity number is never written. Company owners of
 * companies are replaced by the newest extract's. Quotas and catch are kept per year from the newest
 * extract of that year: an older extract of a year that is already known changes nothing.
 */

async function mergeWithStoredVessels(
  connection: DuckDBConnection,
  extract: RegisterExtract,
): Promise<Vessel[]> {
  // fartoy_eier.csv given without fartoy.csv still updates the owners of vessels the store knows.
  const ownedVesselIds = extract.ownerships
    .filter((ownership) => ownership.ownedKind === 'VESSEL')
    .map((ownership) => ownership.ownedId);
  const reader = await connection.runAndReadAll(
    `select vessel_id, name, registration_mark, radio_call_sign, municipality_code, length, width, engine_power,
       imo_number, build_year, gross_tonnage from register_vessels where vessel_id in (select unnest($1::varchar[]))`,
    [listValue([...extract.vessels.map((vessel) => vessel.id), ...ownedVesselIds, ''])],
  );
  const stored = new Map(reader.getRowObjectsJS().map((row) => [String(row.vessel_id), row]));
  const owners = new Map<string, VesselOwner[]>();
  for (const ownership of extract.ownerships) {
    if (ownership.ownedKind !== 'VESSEL') continue;
    const list = owners.get(ownership.ownedId) ?? [];
    list.push(ownership.owner);
    owners.set(ownership.ownedId, list);
  }
  const numberOrNull = (value: unknown) => (value == null ? null : Number(value));
  const textOrNull = (value: unknown) => (value == null ? null : String(value));
  const listed = new Set(extract.vessels.map((vessel) => vessel.id));
  const storedOnly: ExtractVessel[] = [...new Set(ownedVesselIds)]
    .filter((id) => !listed.has(id) && stored.has(id))
    .map((id) => ({
      id,
      name: null,
      registrationMark: null,
      radioCallSign: null,
      municipalityCode: null,
      length: null,
      buildYear: null,
      enginePower: null,
    }));
  return [...extract.vessels, ...storedOnly].map((vessel) => {
    // The extract lacks width, IMO number and tonnage: what the JSON register said is kept.
    const old = stored.get(vessel.id);
    return {
      id: vessel.id,
      name: vessel.name ?? textOrNull(old?.name),
      registrationMark: vessel.registrationMark ?? textOrNull(old?.registration_mark) ?? '',
      radioCallSign: vessel.radioCallSign ?? textOrNull(old?.radio_call_sign),
      municipalityCode: vessel.municipalityCode ?? textOrNull(old?.municipality_code),
      length: vessel.length ?? numberOrNull(old?.length),
      width: numberOrNull(old?.width),
      enginePower: vessel.enginePower ?? numberOrNull(old?.engine_power),
      imoNumber: textOrNull(old?.imo_number),
      buildYear: vessel.buildYear ?? numberOrNull(old?.build_year),
      grossTonnage: numberOrNull(old?.gross_tonnage),
      owners: owners.get(vessel.id) ?? [],
      ownershipHistory: [],
    };
  });
}

export async function loadRegisterExtract(
  connection: DuckDBConnection,
  extract: RegisterExtract,
  snapshotDate: string,
  tempDir: string,
): Promise<number> {
  const date = extract.snapshotDate ?? snapshotDate;
  const vessels = await mergeWithStoredVessels(connection, extract);
  if (vessels.length > 0) await loadVesselRegister(connection, vessels, date, tempDir);

  const companyOwners = extract.ownerships.filter((ownership) => ownership.ownedKind === 'COMPANY');
  if (extract.members.includes('ownership')) {
    await connection.run('delete from register_company_owners');
    await insertRows(
      connection,
      'register_company_owners',
      companyOwners.map((ownership) => ({
        company_id: ownership.ownedId,
        owner_id: ownerKey(ownership.owner),
        owner_name: ownership.owner.name,
        entity_type: ownership.owner.entityType,
        share: ownership.share,
      })),
      tempDir,
    );
  }

  for (const [table, rows] of [
    [
      'register_quotas',
      extract.quotas.map((quota) => ({
        year: quota.year,
        vessel_id: quota.vesselId,
        line_number: quota.lineNumber,
        line_description: quota.lineDescription,
        licence_code: quota.licenceCode,
        licence: quota.licence,
        species_code: quota.speciesCode,
        size: quota.size,
        unit: quota.unit,
        valid_from: quota.validFrom,
        valid_to: quota.validTo,
        snapshot_date: date,
      })),
    ],
    [
      'register_quota_catch',
      extract.catches.map((row) => ({
        year: row.year,
        vessel_id: row.vesselId,
        line_number: row.lineNumber,
        catch_tonnes: row.catchTonnes,
        snapshot_date: date,
      })),
    ],
  ] as const) {
    const years = [...new Set(rows.map((row) => row.year))];
    if (years.length === 0) continue;
    // Years the store knows from a newer extract stay as they are.
    const newer = await connection.runAndReadAll(
      `select distinct year from ${table} where year in (select unnest($1::integer[])) and snapshot_date > $2::date`,
      [listValue(years), date],
    );
    const keep = new Set(newer.getRowObjectsJS().map((row) => Number(row.year)));
    const replaced = years.filter((year) => !keep.has(year));
    if (replaced.length === 0) continue;
    await connection.run(`delete from ${table} where year in (select unnest($1::integer[]))`, [
      listValue(replaced),
    ]);
    await insertRows(
      connection,
      table,
      rows.filter((row) => !keep.has(row.year)),
      tempDir,
    );
  }
  return extract.vessels.length + extract.ownerships.length + extract.quotas.length + extract.catches.length;
}
