import { createHash } from 'node:crypto';
import { calendarDay } from './dates';
import type { Fleet, Owner, Vessel } from './fleet';
import { organisationNumber } from './identifiers';
import { municipalityInYear } from './places';
import { Random } from './random';
import { writeTar } from '@/lib/fiskeridir/tar';
import { formatDate, formatDecimal, quoteText } from '@/lib/fiskeridir/writers';

/**
 * The register extract `frtyweb.tar` as the generator writes it: the fleet on the reference day
 * (fartoy.csv), its current owners (juridisk_enhet.csv, fartoy_eier.csv, with holding companies above
 * some owner companies so that owner groups exist) and quotas (kvoter.csv) fitted to the landings the
 * generator wrote: each vessel's main species under an ordinary quota get a quota line such that the
 * vessel fished 60–110 % of it. No fangst.csv, so the site counts the catch from the landing notes.
 * One extract holds the quota lines of every generated year (each dated by its own year).
 */

/** Round weight (kg) landed per vessel, year and species under an ordinary quota. */
export class QuotaTally {
  readonly landed = new Map<
    string,
    { vesselId: string; year: number; code: string; name: string; kg: number }
  >();

  add(vesselId: string, year: number, species: { code: string; name: string }, kg: number): void {
    const key = `${vesselId}|${year}|${species.code}`;
    const entry = this.landed.get(key);
    if (entry) entry.kg += kg;
    else this.landed.set(key, { vesselId, year, code: species.code, name: species.name, kg });
  }
}

/** The Kvotetype whose landings the generated quotas are fitted to. */
export const GENERATED_QUOTA_TYPE = '01';
/** A species needs this much landed in a year (kg) to get a quota line. */
const MIN_QUOTA_KG = 2_000;
const MAX_LINES_PER_VESSEL = 3;
export const FISHED_SHARE = { min: 0.6, max: 1.1 } as const;

const LICENCES: Record<string, [code: string, name: string]> = {
  'coastal-small': ['L', 'Lukket gruppe kyst under 11 m'],
  'coastal-medium': ['L', 'Lukket gruppe kyst 11-14,99 m'],
  'coastal-large': ['L', 'Lukket gruppe kyst 15-27,99 m'],
  autoliner: ['K', 'Konvensjonelle havfiskefartøy'],
  'cod-trawler': ['T', 'Torsketråltillatelse'],
  'shrimp-trawler': ['R', 'Reketråltillatelse'],
  'purse-seiner': ['N', 'Ringnottillatelse'],
  'pelagic-trawler': ['P', 'Pelagisk tråltillatelse'],
};

function licenceOf(vessel: Vessel): [string, string] {
  return LICENCES[vessel.segment] ?? ['L', 'Lukket gruppe kyst'];
}

/**
 * A made-up 11-digit number for a person owner, as the real extract carries a national identity
 * number: ingest must replace it, and the tests check that it does. Starts with 9, which no real
 * birth date does.
 */
export function fakePersonNumber(owner: Owner): string {
  const digest = createHash('sha256').update(`${owner.name}|${owner.postalCode}`).digest();
  return '9' + String(digest.readUIntBE(0, 6) % 10_000_000_000).padStart(10, '0');
}

const csvFile = (header: string, rows: string[]) => Buffer.from([header, ...rows].join('\n') + '\n', 'utf8');

export function registerExtract(fleet: Fleet, tally: QuotaTally, seed: number): Buffer {
  const referenceDay = fleet.referenceDay;
  const reference = calendarDay(referenceDay);
  const datapr = formatDate(reference);
  const random = new Random(seed ^ 0x6b70);
  const current = (vessel: Vessel) => vessel.owners[vessel.owners.length - 1].owner;
  const active = fleet.vessels.filter(
    (vessel) =>
      vessel.activeFrom <= referenceDay && (vessel.activeTo === undefined || vessel.activeTo > referenceDay),
  );

  const fartoy = active.map((vessel) =>
    [
      quoteText(vessel.id),
      quoteText(vessel.names[vessel.names.length - 1].name),
      quoteText(vessel.registrationMark),
      quoteText(vessel.radioCallSign ?? ''),
      quoteText(municipalityInYear(vessel.home, reference.year).code),
      formatDecimal(vessel.length, 2),
      String(vessel.buildYear),
      String(vessel.enginePower),
    ].join(';'),
  );

  const idOf = (owner: Owner) => (owner.entityType === 'PERSON' ? fakePersonNumber(owner) : owner.id);
  const entities = new Map<string, string>();
  const addEntity = (id: string, owner: Pick<Owner, 'name' | 'postalCode' | 'city'>) =>
    entities.set(id, [id, owner.name, owner.postalCode, owner.city].map(quoteText).join(';'));
  const eier: string[] = [];
  const companies = new Map<string, Owner>();
  for (const vessel of active) {
    const owner = current(vessel);
    addEntity(idOf(owner), owner);
    eier.push([quoteText('FARTØY'), quoteText(vessel.id), quoteText(idOf(owner)), '100'].join(';'));
    if (owner.entityType === 'COMPANY') companies.set(owner.id, owner);
  }
  // A third of the owner companies belong to a holding company; some holdings hold several.
  const taken = new Set(companies.keys());
  const holdings: { id: string; owner: Owner }[] = [];
  for (const company of [...companies.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (!random.chance(1 / 3)) continue;
    const reuse = holdings.length > 0 && random.chance(0.4);
    const holding = reuse ? random.pick(holdings) : { id: organisationNumber(random, taken), owner: company };
    if (!reuse) {
      holdings.push(holding);
      addEntity(holding.id, { ...company, name: `${company.name.replace(/ AS$/, '')} Holding AS` });
    }
    eier.push([quoteText('JURIDISK_ENHET'), quoteText(company.id), quoteText(holding.id), '100'].join(';'));
  }

  const byVesselYear = new Map<string, { code: string; name: string; kg: number }[]>();
  for (const entry of tally.landed.values()) {
    if (entry.kg < MIN_QUOTA_KG) continue;
    const key = `${entry.vesselId}|${entry.year}`;
    byVesselYear.set(key, [...(byVesselYear.get(key) ?? []), entry]);
  }
  const vesselsById = new Map(fleet.vessels.map((vessel) => [vessel.id, vessel]));
  const kvoter: string[] = [];
  for (const key of [...byVesselYear.keys()].sort()) {
    const [vesselId, yearText] = key.split('|');
    const vessel = vesselsById.get(vesselId)!;
    const year = Number(yearText);
    const [licenceCode, licence] = licenceOf(vessel);
    const species = byVesselYear
      .get(key)!
      .sort((a, b) => b.kg - a.kg || (a.code < b.code ? -1 : 1))
      .slice(0, MAX_LINES_PER_VESSEL);
    const lineRandom = Random.of(seed, vessel.index, year);
    const row = (line: number, description: string, size: string) =>
      [
        datapr,
        quoteText(vessel.id),
        quoteText(vessel.registrationMark),
        quoteText(licenceCode),
        quoteText(licence),
        quoteText(`${vessel.index + 1}`),
        `01.01.${year}`,
        `31.12.${year}`,
        quoteText(String(line)),
        quoteText(description),
        size,
        `01.01.${year}`,
        `31.12.${year}`,
      ].join(';');
    species.forEach((entry, i) => {
      const share = lineRandom.range(FISHED_SHARE.min, FISHED_SHARE.max);
      kvoter.push(row(i + 1, entry.name, formatDecimal(entry.kg / share / 1000, 3)));
    });
    // Small coastal boats in the closed group also carry their group quota as a factor.
    if (vessel.length < 15 && lineRandom.chance(0.25)) {
      kvoter.push(
        row(
          species.length + 1,
          `${species[0].name}, kvotefaktor`,
          formatDecimal(lineRandom.range(1, 2.5), 2),
        ),
      );
    }
  }

  return writeTar(
    [
      {
        name: 'fartoy.csv',
        data: csvFile(
          'FARTØY_ID;NAVN;REGISTRERINGSMERKE;RADIOKALLESIGNAL;KOMMUNENUMMER;STØRSTE_LENGDE;BYGGET_ÅR;MOTORKRAFT',
          fartoy,
        ),
      },
      { name: 'juridisk_enhet.csv', data: csvFile('IDNR;NAVN;POSTNUMMER;POSTSTED', [...entities.values()]) },
      { name: 'fartoy_eier.csv', data: csvFile('EIET_ENTITET;EIET_IDNR;EIER_IDNR;ANDEL', eier) },
      {
        name: 'kvoter.csv',
        data: csvFile(
          'Datapr;FartøyID;Registreringsmerke;Tillatelsekode;Tillatelse;TillatelseID;TillatelseGjelderFraDato;TillatelseGjelderTilDato;Linjenummer;Linjenummerbeskrivelse;Kvotestørrelse;KvotestrGjelderFraDato;KvotestrGjelderTilDato',
          kvoter,
        ),
      },
    ],
    Math.floor(Date.UTC(reference.year, reference.month - 1, reference.day) / 1000),
  );
}
