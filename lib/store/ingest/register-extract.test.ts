import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeTar } from '@/lib/fiskeridir/tar';
import { LANDING_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { ingestFiles, IngestInputError } from './index';
import { ownerKey } from './registers';

/** A person's national identity number: it must never reach the store. */
const PERSON_NUMBER = '01017012345';
const PERSON = { name: 'Ola Fisker', postalCode: '8300', city: 'SVOLVÆR' };

interface Spelling {
  fartoy: string;
  entity: string;
  owner: string;
  quota: string;
  catch: string;
}

/** The headers as one release writes them … */
const UPPER: Spelling = {
  fartoy:
    'FARTØY_ID;NAVN;REGISTRERINGSMERKE;RADIOKALLESIGNAL;KOMMUNENUMMER;STØRSTE_LENGDE;BYGGET_ÅR;MOTORKRAFT',
  entity: 'IDNR;NAVN;POSTSNUMMER;POSTSTED',
  owner: 'EIET_ENTITET;EIET_IDNR;EIER_IDNR;ANDEL',
  quota:
    'Datapr;FartøyID;Registreringsmerke;Tillatelsekode;Tillatelse;TillatelseID;TillatelseGjelderFraDato;TillatelseGjelderTilDato;Linjenummer;Linjenummerbeskrivelse;Kvotestørrelse;KvotestrGjelderFraDato;KvotestrGjelderTilDato',
  catch: 'Datapr;FartøyID;Linjenummer;År;Fangst',
};
/** … and as another does (case, accents and separators differ; an extra column is ignored). */
const OTHER: Spelling = {
  fartoy:
    'Fartoy id;Navn;Registreringsmerke;Radiokallesignal;Kommunenummer;Storste lengde;Bygget ar;Motorkraft;Ekstra',
  entity: 'idnr;navn;postnummer;poststed',
  owner: 'eiet entitet;eiet idnr;eier idnr;andel',
  quota:
    'DATAPR;FARTOY_ID;REGISTRERINGSMERKE;TILLATELSEKODE;TILLATELSE;TILLATELSE_ID;TILLATELSE_GJELDER_FRA_DATO;TILLATELSE_GJELDER_TIL_DATO;LINJENUMMER;LINJENUMMERBESKRIVELSE;KVOTESTORRELSE;KVOTESTR_GJELDER_FRA_DATO;KVOTESTR_GJELDER_TIL_DATO',
  catch: 'DATAPR;FARTOY_ID;LINJENUMMER;AR;FANGST',
};

function csv(header: string, rows: string[]): Buffer {
  return Buffer.from([header, ...rows].join('\n') + '\n', 'utf8');
}

function members(spelling: Spelling, datapr = '15.06.2025') {
  return {
    'fartoy.csv': csv(spelling.fartoy, [
      '"1000001";"KVOTEBAS";"N 0100VV";"LK1001";"1865";27,5;2001;1200' + (spelling === OTHER ? ';x' : ''),
      '"1000002";"SJARKEN";"N 0200L";"LK1002";"1860";10,9;1985;300' + (spelling === OTHER ? ';x' : ''),
    ]),
    'juridisk_enhet.csv': csv(spelling.entity, [
      '"912345678";"Kvotebas AS";"8300";"SVOLVÆR"',
      '"987654321";"Holding AS";"0150";"OSLO"',
      `"${PERSON_NUMBER}";"${PERSON.name}";"${PERSON.postalCode}";"${PERSON.city}"`,
    ]),
    'fartoy_eier.csv': csv(spelling.owner, [
      '"FARTØY";"1000001";"912345678";100',
      `"FARTØY";"1000002";"${PERSON_NUMBER}";100`,
      '"JURIDISK_ENHET";"912345678";"987654321";100',
    ]),
    'tillatelser.csv': csv('TILLATELSE_ID;FARTØY_ID;TILLATELSEKODE', ['"1";"1000001";"K"']),
    'kvoter.csv': csv(spelling.quota, [
      `${datapr};"1000001";"N 0100VV";"K";"Konvensjonelle havfiskefartøy";"77";01.01.2025;31.12.2025;"1";"Torsk nord for 62°N";120,5;01.01.2025;31.12.2025`,
      `${datapr};"1000001";"N 0100VV";"K";"Konvensjonelle havfiskefartøy";"77";01.01.2025;31.12.2025;"2";"Hyse nord for 62°N";40;01.01.2025;31.12.2025`,
      `${datapr};"1000002";"N 0200L";"L";"Lukket gruppe kyst";"78";01.01.2025;31.12.2025;"1";"Torsk, kvotefaktor";1,25;01.01.2025;31.12.2025`,
    ]),
    'fangst.csv': csv(spelling.catch, [`${datapr};"1000001";"1";2025;42,5`]),
  };
}

function writeExtract(dir: string, spelling: Spelling, name = 'frtyweb.tar', datapr?: string): string {
  const file = path.join(dir, name);
  const entries = Object.entries(members(spelling, datapr)).map(([entryName, data]) => ({
    name: entryName,
    data,
  }));
  writeFileSync(file, writeTar(entries));
  return file;
}

let dataDir: string;
let workDir: string;
freshStoreDirsForEachTest('extract-', (dirs) => ({ dataDir, workDir } = dirs));

async function storedFacts() {
  const owners = await queryCurrentStore(
    dataDir,
    'select vessel_id, owner_id, owner_name, entity_type from register_owners order by vessel_id',
  );
  const companyOwners = await queryCurrentStore(
    dataDir,
    'select company_id, owner_id, owner_name from register_company_owners',
  );
  const quotas = await queryCurrentStore(
    dataDir,
    `select year, vessel_id, line_number, line_description, size, unit, snapshot_date::varchar as snapshot_date
     from register_quotas order by vessel_id, line_number`,
  );
  const catches = await queryCurrentStore(
    dataDir,
    'select year, vessel_id, line_number, catch_tonnes from register_quota_catch',
  );
  const vessels = await queryCurrentStore(
    dataDir,
    'select vessel_id, name, registration_mark, length, build_year from register_vessels order by vessel_id',
  );
  return { owners, companyOwners, quotas, catches, vessels };
}

describe('ingesting the register extract frtyweb.tar', () => {
  it.each([
    ['upper-case spelling', UPPER],
    ['other spelling', OTHER],
  ])('loads vessels, owners, ownership chains, quotas and catch (%s)', async (_label, spelling) => {
    const report = await ingestFiles([writeExtract(workDir, spelling)], { dataDir });
    expect(report.files).toEqual([expect.objectContaining({ kind: 'extract', status: 'loaded' })]);

    const facts = await storedFacts();
    const personId = ownerKey({ id: null, name: PERSON.name, postalCode: PERSON.postalCode });
    expect(personId).toMatch(/^P[0-9a-f]{11}$/);
    expect(facts.vessels).toEqual([
      {
        vessel_id: '1000001',
        name: 'KVOTEBAS',
        registration_mark: 'N 0100VV',
        length: 27.5,
        build_year: 2001,
      },
      { vessel_id: '1000002', name: 'SJARKEN', registration_mark: 'N 0200L', length: 10.9, build_year: 1985 },
    ]);
    expect(facts.owners).toEqual([
      { vessel_id: '1000001', owner_id: '912345678', owner_name: 'Kvotebas AS', entity_type: 'COMPANY' },
      { vessel_id: '1000002', owner_id: personId, owner_name: PERSON.name, entity_type: 'PERSON' },
    ]);
    expect(facts.companyOwners).toEqual([
      { company_id: '912345678', owner_id: '987654321', owner_name: 'Holding AS' },
    ]);
    expect(facts.quotas).toEqual([
      expect.objectContaining({
        year: 2025,
        vessel_id: '1000001',
        line_number: '1',
        size: 120.5,
        unit: 'tonnes',
      }),
      expect.objectContaining({ vessel_id: '1000001', line_number: '2', size: 40, unit: 'tonnes' }),
      expect.objectContaining({ vessel_id: '1000002', line_number: '1', size: 1.25, unit: 'factor' }),
    ]);
    expect(facts.quotas[0].snapshot_date).toBe('2025-06-15');
    expect(facts.catches).toEqual([
      { year: 2025, vessel_id: '1000001', line_number: '1', catch_tonnes: 42.5 },
    ]);
  });

  it('keeps no 11-digit person number in any table, nor in the report', async () => {
    const report = await ingestFiles([writeExtract(workDir, UPPER)], { dataDir });
    expect(JSON.stringify(report)).not.toContain(PERSON_NUMBER);
    const tables = await queryCurrentStore<{ name: string }>(
      dataDir,
      "select table_name as name from duckdb_tables() where schema_name = 'main'",
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['register_owners', 'owners', 'register_company_owners', 'register_quotas']),
    );
    let cells = 0;
    for (const { name } of tables) {
      const rows = await queryCurrentStore(dataDir, `select * from "${name}"`);
      for (const row of rows) {
        for (const value of Object.values(row)) {
          cells++;
          // Content hashes are hex and may hold digit runs: a person number stands alone.
          expect(String(value)).not.toContain(PERSON_NUMBER);
          expect(String(value)).not.toMatch(/(^|[^0-9a-f])\d{11}([^0-9a-f]|$)/i);
        }
      }
    }
    expect(cells).toBeGreaterThan(50);
    const [owner] = await queryCurrentStore(dataDir, "select * from owners where entity_type = 'PERSON'");
    expect(owner).toEqual(expect.objectContaining({ name: PERSON.name, postal_code: PERSON.postalCode }));
  });

  it('refuses a member with a bad header and changes nothing', async () => {
    await ingestFiles([writeExtract(workDir, UPPER)], { dataDir });
    const before = currentStoreFile(dataDir);
    const bad = members(UPPER);
    bad['kvoter.csv'] = Buffer.from(
      bad['kvoter.csv'].toString('utf8').replace('Kvotestørrelse', 'Størrelse'),
    );
    const file = path.join(workDir, 'bad.tar');
    writeFileSync(file, writeTar(Object.entries(bad).map(([name, data]) => ({ name, data }))));

    const attempt = ingestFiles([file], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(ingestFiles([file], { dataDir })).rejects.toMatchObject({
      message: expect.stringMatching(/kvoter\.csv.*Kvotestørrelse/),
      missingColumns: ['Kvotestørrelse'],
    });
    expect(currentStoreFile(dataDir)).toBe(before);
    expect(await queryCurrentStore(dataDir, 'select count(*)::integer as n from register_quotas')).toEqual([
      { n: 3 },
    ]);
  });

  it('refuses a fartoy.csv that lists a vessel twice, naming the vessel and its lines, and changes nothing', async () => {
    await ingestFiles([writeExtract(workDir, UPPER)], { dataDir });
    const before = currentStoreFile(dataDir);
    const bad = members(UPPER);
    bad['fartoy.csv'] = Buffer.concat([
      bad['fartoy.csv'],
      Buffer.from('"1000001";"KOPI";"N 0100VV";"";"";1;1;1\n'),
    ]);
    const file = path.join(workDir, 'repeated.tar');
    writeFileSync(file, writeTar(Object.entries(bad).map(([name, data]) => ({ name, data }))));

    const attempt = ingestFiles([file], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(
      'repeated.tar: fartoy.csv: vessel 1000001 is listed twice (lines 2 and 4); the register lists each vessel once',
    );
    expect(currentStoreFile(dataDir)).toBe(before);
  });

  it('refuses an extract with two fartoy.csv, naming both', async () => {
    const twice = Object.entries(members(UPPER)).map(([name, data]) => ({ name, data }));
    twice.push({ name: 'eldre/fartoy.csv', data: members(OTHER)['fartoy.csv'] });
    const file = path.join(workDir, 'twice.tar');
    writeFileSync(file, writeTar(twice));

    await expect(ingestFiles([file], { dataDir })).rejects.toThrow(
      'twice.tar: eldre/fartoy.csv: a second member with the vessels (fartoy.csv), beside fartoy.csv; an extract has one of each',
    );
    expect(currentStoreFile(dataDir)).toBeNull();
  });

  it('refuses a member whose header names a column it reads twice', async () => {
    const bad = members(UPPER);
    bad['kvoter.csv'] = Buffer.from(
      bad['kvoter.csv'].toString('utf8').replace('Linjenummerbeskrivelse', 'Linjenummer'),
    );
    const file = path.join(workDir, 'columns.tar');
    writeFileSync(file, writeTar(Object.entries(bad).map(([name, data]) => ({ name, data }))));

    await expect(ingestFiles([file], { dataDir })).rejects.toThrow(
      'columns.tar: kvoter.csv: the header names Linjenummer more than once (columns 9 and 10)',
    );
  });

  it('skips an extract it has loaded, and takes loose members recognised by content', async () => {
    const tar = writeExtract(workDir, UPPER);
    await ingestFiles([tar], { dataDir });
    const again = await ingestFiles([tar], { dataDir });
    expect(again.changed).toBe(false);
    expect(again.files[0].status).toBe('skipped-unchanged');

    const loose = path.join(workDir, 'download (2)');
    writeFileSync(
      loose,
      csv(UPPER.quota, [
        `20.06.2025;"1000001";"N 0100VV";"K";"Konvensjonelle";"77";01.01.2025;31.12.2025;"1";"Torsk nord for 62°N";150;01.01.2025;31.12.2025`,
      ]),
    );
    const report = await ingestFiles([loose], { dataDir });
    expect(report.files[0]).toEqual(expect.objectContaining({ kind: 'extract', status: 'loaded' }));
    expect(await queryCurrentStore(dataDir, 'select vessel_id, size from register_quotas')).toEqual([
      { vessel_id: '1000001', size: 150 },
    ]);
  });

  it('keeps a year from its newest extract: an older one loaded later changes nothing', async () => {
    await ingestFiles([writeExtract(workDir, UPPER, 'new.tar', '15.06.2025')], { dataDir });
    const old = members(UPPER, '01.02.2025');
    old['kvoter.csv'] = Buffer.from(old['kvoter.csv'].toString('utf8').replace('120,5', '99'));
    const file = path.join(workDir, 'old.tar');
    writeFileSync(file, writeTar(Object.entries(old).map(([name, data]) => ({ name, data }))));
    await ingestFiles([file], { dataDir });
    const [line] = await queryCurrentStore(
      dataDir,
      "select size from register_quotas where vessel_id = '1000001' and line_number = '1'",
    );
    expect(line).toEqual({ size: 120.5 });
  });

  it('takes a loose fartoy_eier.csv for vessels the store knows, naming persons only through juridisk_enhet', async () => {
    await ingestFiles([writeExtract(workDir, UPPER)], { dataDir });
    const eier = path.join(workDir, 'eiere.csv');
    // Vessel 1000002 passes to the company: the person's period ends on the snapshot's date.
    writeFileSync(
      eier,
      csv(UPPER.owner, ['"FARTØY";"1000001";"912345678";100', '"FARTØY";"1000002";"912345678";100']),
    );
    await ingestFiles([eier], { dataDir, snapshotDate: '2025-09-01' });
    const owners = await queryCurrentStore(
      dataDir,
      `select vessel_id, owner_id, to_date::varchar as to_date from register_owners order by vessel_id, owner_id`,
    );
    const personId = ownerKey({ id: null, name: PERSON.name, postalCode: PERSON.postalCode });
    expect(owners).toEqual([
      { vessel_id: '1000001', owner_id: '912345678', to_date: null },
      { vessel_id: '1000002', owner_id: '912345678', to_date: null },
      { vessel_id: '1000002', owner_id: personId, to_date: '2025-09-01' },
    ]);
    // The vessels' facts stay as fartoy.csv gave them.
    const [vessel] = await queryCurrentStore(
      dataDir,
      "select name, length from register_vessels where vessel_id = '1000002'",
    );
    expect(vessel).toEqual({ name: 'SJARKEN', length: 10.9 });
  });

  it('counts landings of the line’s species against it, leaving out notes under another Kvotetype', async () => {
    // In the real sample, vessel 2004030165 landed Nordsjøsild on 20.06.2020: 710 830 kg under Vanlig
    // kvote (01) and 45 000 kg under Skolekvote (03), which is a quota of its own.
    const file = path.join(workDir, 'kvoter.csv');
    writeFileSync(
      file,
      csv('FartøyID;Linjenummer;Linjenummerbeskrivelse;Kvotestørrelse;KvotestrGjelderFraDato', [
        '"2004030165";"1";"Nordsjøsild";900;01.01.2020',
        '"2004030165";"2";"Nordsjøsild, kvotefaktor";1,4;01.01.2020',
      ]),
    );
    await ingestFiles([LANDING_SAMPLE_ZIP, file], { dataDir });
    expect(
      await queryCurrentStore(
        dataDir,
        `select line_number, species_code, quota_weight, catch_weight, catch_source from quota_lines order by line_number`,
      ),
    ).toEqual([
      {
        line_number: '1',
        species_code: '061104',
        quota_weight: 900000,
        catch_weight: 710830,
        catch_source: 'landings',
      },
      // The same species' factor line: counted once, against the first line.
      {
        line_number: '2',
        species_code: '061104',
        quota_weight: null,
        catch_weight: null,
        catch_source: null,
      },
    ]);
  });
});
