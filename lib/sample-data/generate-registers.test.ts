import { rmSync } from 'node:fs';
import path from 'node:path';
import type { VesselRegisterEntry } from './vessel-register-output';
import { END_YEAR, generateTestFiles, LINES, Problems } from '@/tests/helpers/generated-files';
import {
  columns,
  isoOf,
  number,
  readLandingFile,
  readZipEntry,
  type LandingFile,
} from '@/tests/helpers/landing-file';
import { isValidOrganisationNumber } from './identifiers';
import { safeParseBuyerRegister, type BuyerRegisterEntry } from '@/lib/fiskeridir/buyer-register';
import { safeParseVesselRegister } from '@/lib/fiskeridir/vessel-register';
import { VMS_HEADER_LINE } from '@/lib/fiskeridir/vms';
import { readVmsFile } from '@/tests/helpers/vms-file';

describe('generateSampleFiles: registers, VMS and reading back', () => {
  let dir: string;
  let landing: Map<number, LandingFile>;
  let vessels: VesselRegisterEntry[];
  let buyers: BuyerRegisterEntry[];

  beforeAll(async () => {
    ({ dir, landing, vessels, buyers } = await generateTestFiles());
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const allRows = () => [...landing.values()].flatMap((file) => file.rows.map((row) => ({ file, row })));

  it('writes files the format module reads without a rejected line or register issue', async () => {
    for (const name of [`fangstdata_${END_YEAR - 1}.csv.zip`, `fangstdata_${END_YEAR}.csv.zip`]) {
      const rejected: string[] = [];
      const species = new Set<string>();
      let records = 0;
      for await (const result of readLandingFile(path.join(dir, name))) {
        if (result.error) rejected.push(`${name}:${result.lineNumber} ${result.error.message}`);
        else {
          records++;
          species.add(`${result.record.speciesFdirCode} ${result.record.speciesFdir}`);
        }
      }
      expect(rejected.slice(0, 5)).toEqual([]);
      expect(records).toBe(LINES);
      expect(species).toContain('102201 Skrei');
    }
    const vmsErrors: string[] = [];
    let positions = 0;
    for await (const result of readVmsFile(path.join(dir, `${END_YEAR}-VMS.csv.zip`))) {
      if (result.error) vmsErrors.push(`${result.lineNumber} ${result.error.message}`);
      else positions++;
    }
    expect(vmsErrors.slice(0, 5)).toEqual([]);
    expect(positions).toBeGreaterThan(100);
    const vesselRegister = safeParseVesselRegister(vessels);
    expect(vesselRegister.issues).toEqual([]);
    expect(vesselRegister.vessels).toHaveLength(vessels.length);
    const buyerRegister = safeParseBuyerRegister(buyers);
    expect(buyerRegister.issues).toEqual([]);
    expect(buyerRegister.buyers).toHaveLength(buyers.length);
  });

  it('has a vessel register that covers every Fartøy ID, with owners over time', () => {
    const byId = new Map(vessels.map((vessel) => [vessel.id, vessel]));
    expect(byId.size).toBe(vessels.length);
    for (const vessel of vessels) {
      expect(vessel.id).toMatch(/^(19|20)\d{8}$/);
      expect(vessel.registrationMark).toMatch(/^[A-ZÆØÅ][A-ZÆØÅ ]\d{4}[A-ZÆØÅ]{1,2}$/);
      const open = vessel.ownershipHistory.filter((period) => period.to === null);
      expect(open).toHaveLength(1);
      expect(vessel.owners).toEqual([expect.objectContaining({ id: open[0].ownerId, name: open[0].name })]);
      expect(vessel.nameHistory[vessel.nameHistory.length - 1]).toEqual(
        expect.objectContaining({ name: vessel.name, to: null }),
      );
      for (const owner of vessel.owners) {
        if (owner.entityType === 'COMPANY') expect(isValidOrganisationNumber(owner.id)).toBe(true);
        else expect(owner.id).toBe('***********');
      }
    }
    const problems = new Problems();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const vessel = byId.get(col(row, 'Fartøy ID'));
      if (!vessel) {
        problems.check(false, () => `unknown vessel ${col(row, 'Fartøy ID')}`);
        continue;
      }
      problems.check(
        col(row, 'Registreringsmerke (seddel)') === vessel.registrationMark,
        () => `mark of ${vessel.id}`,
      );
      // The note's owner and name are those on the last catch date.
      const day = isoOf(col(row, 'Siste fangstdato'));
      const during = (period: { from: string; to: string | null }) =>
        period.from <= day && (period.to === null || day <= period.to);
      const owner = vessel.ownershipHistory.find(during)!;
      problems.check(
        col(row, 'Fisker ID') === (owner.entityType === 'COMPANY' ? owner.ownerId : ''),
        () => `owner of ${vessel.id} on ${day}`,
      );
      problems.check(
        col(row, 'Fartøynavn') === vessel.nameHistory.find(during)!.name,
        () => `name of ${vessel.id} on ${day}`,
      );
    }
    expect(problems.list).toEqual([]);
  });

  it('shows a renamed vessel under its new name on later notes', () => {
    const namesById = new Map<string, Set<string>>();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const id = col(row, 'Fartøy ID');
      namesById.set(id, (namesById.get(id) ?? new Set()).add(col(row, 'Fartøynavn')));
    }
    const renamed = vessels.filter((vessel) => (namesById.get(vessel.id)?.size ?? 0) > 1);
    expect(renamed.length).toBeGreaterThan(0);
    for (const vessel of renamed) expect(vessel.nameHistory.length).toBeGreaterThan(1);
  });

  it('has a buyer register that covers every receiving station and buyer on the notes', () => {
    const stations = new Map(
      buyers.flatMap((buyer) => buyer.receivingStations.map((station) => [station.id, { buyer, station }])),
    );
    expect(buyers.every((buyer) => isValidOrganisationNumber(buyer.id))).toBe(true);
    const problems = new Problems();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const entry = stations.get(col(row, 'Mottaksstasjon'));
      if (!entry) {
        problems.check(false, () => `unknown station ${col(row, 'Mottaksstasjon')}`);
        continue;
      }
      problems.check(col(row, 'Mottaker ID') === entry.buyer.id, () => `buyer of ${entry.station.id}`);
      // The register has today's municipality codes; older notes keep the codes of their year.
      if (file === landing.get(END_YEAR)) {
        problems.check(
          col(row, 'Landingskommune (kode)') === String(Number(entry.station.municipalityCode)),
          () => `municipality of ${entry.station.id}`,
        );
      }
    }
    expect(problems.list).toEqual([]);
  });
  it('writes VMS positions in the published format, in time order, for registered vessels', async () => {
    const entry = await readZipEntry(path.join(dir, `${END_YEAR}-VMS.csv.zip`));
    expect(entry.name).toBe(`${END_YEAR}-VMS.csv`);
    const lines = entry.text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(VMS_HEADER_LINE);
    const callSigns = new Map(
      vessels.filter((vessel) => vessel.radioCallSign).map((vessel) => [vessel.radioCallSign!, vessel]),
    );
    let previous = '';
    let previousId = 0;
    const problems = new Problems();
    for (const line of lines.slice(1)) {
      const fields = line.split(';');
      const [id, type, , time, lat, lon, course, speed, callSign, mark, , length] = fields;
      const sortable = time.slice(0, 2) + time.slice(11);
      const vessel = callSigns.get(callSign);
      problems.check(
        fields.length === 15 &&
          type === 'POS' &&
          /^\d{2}\.12\.2024 \d{2}\.\d{2}\.00,000000000$/.test(time) &&
          sortable >= previous &&
          Number(id) > previousId &&
          number(lat) > 50 &&
          number(lat) < 80 &&
          number(lon) > -20 &&
          number(lon) < 35 &&
          Number(course) >= 0 &&
          Number(course) < 360 &&
          number(speed) < 16 &&
          vessel !== undefined &&
          mark === vessel.registrationMark &&
          number(length) >= 15,
        () => line,
      );
      previous = sortable;
      previousId = Number(id);
    }
    expect(problems.list).toEqual([]);
    expect(lines.length).toBeGreaterThan(100);
  });
});
