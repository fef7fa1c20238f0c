import type { BuyerNetwork } from './buyers';
import { MS_PER_DAY, MS_PER_HOUR } from './dates';
import { nameOn, type Fleet, type Vessel } from './fleet';
import { tripContent } from './landing-notes';
import { LineBuilder } from './note-lines';
import { municipalityInYear, type Municipality } from './places';
import { GEARS, SPECIES, type GearKey, type SpeciesKey } from './products';
import { Random } from './random';
import { monthTable, tripLanding, type YearSchedule } from './schedule';
import { CATCH_LOCATIONS } from '@/lib/fiskeridir/catch-areas';
import { formatMunicipalityName, lengthGroupForLength } from '@/lib/fiskeridir/code-lists';
import { ERS_MESSAGE_TYPES, type ErsMessageType } from '@/lib/fiskeridir/ers';
import { ERS_HEADERS } from '@/lib/fiskeridir/ers-headers';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatDecimal } from '@/lib/fiskeridir/writers';

/**
 * Electronic logbooks (ERS) for a year of the default data, consistent with its landing notes: every
 * landing of a vessel of 15 m and more is the end of a trip that has a departure (DEP) from the port of
 * its previous landing (or its home port), catch messages (DCA) for hauls on the trip's grounds with the
 * trip's gear, and an arrival (POR) at the receiving station's port whose catch on board is within 2 %
 * of the catch the hauls reported, itself within 3 % of the round weight the note lands. Written as the
 * directorate's files: the published columns (lib/fiskeridir/ers-headers.ts), UTF-8 with a byte-order
 * mark, decimal comma, `dd.mm.yyyy` dates and `HH:MM` clock times in UTC. No transfers (TRA): its file
 * has only the header.
 */

export interface ErsYearOptions {
  fleet: Fleet;
  network: BuyerNetwork;
  schedule: YearSchedule;
}

/** Gears that tow (or purse) and so make several short hauls a day; the rest soak and make fewer. */
const TOWING: ReadonlySet<GearKey> = new Set<GearKey>([
  'bottomTrawl',
  'pelagicTrawl',
  'shrimpTrawl',
  'doubleTrawl',
  'danishSeine',
  'purseSeine',
]);

const TYPE_NAMES: Record<ErsMessageType, string> = {
  DEP: 'Havneavgangsrapport',
  DCA: 'Detaljert Fangst og aktivitetsmelding',
  POR: 'Melding om havneanløp',
  TRA: 'Omlastingsmelding',
};

const pad = (n: number) => String(n).padStart(2, '0');
function dateText(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}
function clockText(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
const timestampText = (ms: number) => `${dateText(ms)} ${clockText(ms)}:00`;

/** A harbour's UN/LOCODE-like code: `NO` and three letters of the place's name. */
function portCode(name: string): string {
  const ascii = name
    .toUpperCase()
    .replace(/[ÆÅ]/g, 'A')
    .replace(/Ø/g, 'O')
    .replace(/[^A-Z]/g, '');
  return `NO${(ascii + 'XXX').slice(0, 3)}`;
}

type Values = Record<string, string | number | null | undefined>;

/**
 * The lines of one file. Generation makes hundreds of thousands of lines, so a line is an array of the
 * published columns filled by position: a trip's fixed values once (`base`), then per haul and species
 * only what changes (`set`), and each line joined once.
 */
class LineWriter {
  private readonly positions: Map<string, number>;
  private readonly lines: { ms: number; text: string }[] = [];
  constructor(private readonly type: ErsMessageType) {
    this.positions = new Map(ERS_HEADERS[type].map((name, i) => [name, i]));
  }
  private at(name: string): number {
    const at = this.positions.get(name);
    if (at === undefined) throw new Error(`ERS ${this.type} has no column ${name}`);
    return at;
  }
  /** A new line with these values, the rest empty. */
  base(values: Values): string[] {
    return this.set(new Array<string>(ERS_HEADERS[this.type].length).fill(''), values);
  }
  /** Sets columns of a line (a copy when it is a shared base: pass `line.slice()`). */
  set(line: string[], values: Values): string[] {
    for (const name in values) {
      const value = values[name];
      if (value !== null && value !== undefined) line[this.at(name)] = String(value);
    }
    return line;
  }
  add(ms: number, line: string[]) {
    this.lines.push({ ms, text: line.join(';') });
  }
  /** The file: BOM, header, lines in time order; joined in slices, a big year passes V8's string limit. */
  bytes(): Buffer {
    const body = this.lines.sort((a, b) => a.ms - b.ms).map((line) => line.text);
    const parts = [Buffer.from(`\uFEFF${ERS_HEADERS[this.type].join(';')}\n`, 'utf8')];
    for (let i = 0; i < body.length; i += 10_000) {
      parts.push(Buffer.from(`${body.slice(i, i + 10_000).join('\n')}\n`, 'utf8'));
    }
    return Buffer.concat(parts);
  }
}

/** The columns every file has about the vessel, in both the logbook's and the register's spelling. */
function vesselColumns(vessel: Vessel, day: number, year: number) {
  const name = nameOn(vessel, day);
  const place = municipalityInYear(vessel.home, year);
  const group = lengthGroupForLength(vessel.length);
  return {
    'Radiokallesignal (ERS)': vessel.radioCallSign,
    'Fartøynavn (ERS)': name.replace(/\S+/g, (w) => w[0] + w.slice(1).toLowerCase()),
    'Registreringsmerke (ERS)': displayRegistrationMark(vessel.registrationMark),
    'Fartøynasjonalitet (kode)': 'NOR',
    'Fartøygruppe (kode)': 'N',
    Fartøygruppe: 'Norsk',
    'Fartøy ID': vessel.id,
    Registreringsmerke: vessel.registrationMark,
    Radiokallesignal: vessel.radioCallSign,
    Fartøynavn: name,
    'Fartøykommune (kode)': place.code,
    Fartøykommune: place.name,
    'Fartøyfylke (kode)': place.countyCode,
    Fartøyfylke: place.countyName,
    'Største lengde': formatDecimal(vessel.length, 2),
    'Lengdegruppe (kode)': group.code,
    Lengdegruppe: group.name.trim(),
    Byggeår: vessel.buildYear,
    Motorkraft: vessel.enginePower,
    Fartøyidentifikasjon: `${name} - ${vessel.radioCallSign} - ${vessel.registrationMark.replace(' ', '')}`,
    Fartøylengde: formatDecimal(vessel.length, 2),
  };
}

const speciesCache = new Map<SpeciesKey, Values>();
function speciesColumns(key: SpeciesKey): Values {
  const cached = speciesCache.get(key);
  if (cached) return cached;
  const species = SPECIES[key];
  const columns = {
    'Art FAO (kode)': species.fao.code,
    'Art FAO': species.fao.name,
    'Art - FDIR (kode)': species.fdir.code,
    'Art - FDIR': species.fdir.name,
    'Art - gruppe (kode)': species.group.code,
    'Art - gruppe': species.group.name,
    'Art - hovedgruppe (kode)': species.mainGroup.code,
    'Art - hovedgruppe': species.mainGroup.name,
  };
  speciesCache.set(key, columns);
  return columns;
}

function portColumns(place: Municipality, year: number) {
  const name = formatMunicipalityName(municipalityInYear(place, year).name);
  return { 'Havn (kode)': portCode(name), Havn: name, 'Havn nasjonalitet': 'NORGE' };
}

/** Vessels that keep an electronic logbook: 15 m and more (with a call sign). */
export const keepsLogbook = (vessel: Vessel) => vessel.length >= 15 && vessel.radioCallSign !== null;

/** The four message files of a year, each as the bytes of its CSV. */
export function ersYearFiles(options: ErsYearOptions): Record<ErsMessageType, Buffer> {
  const { fleet, network, schedule } = options;
  const year = schedule.year;
  const months = monthTable(year);
  const firstDay = Math.floor(Date.UTC(year, 0, 1) / MS_PER_DAY);
  const writers = Object.fromEntries(ERS_MESSAGE_TYPES.map((type) => [type, new LineWriter(type)])) as Record<
    ErsMessageType,
    LineWriter
  >;
  const builder = new LineBuilder();
  const lastPort = new Map<number, Municipality>();
  const messageNumbers = new Map<number, number>();
  let messageId = (year % 100) * 10_000_000;
  const nextMessage = (vessel: Vessel) => {
    const number = (messageNumbers.get(vessel.index) ?? 0) + 1;
    messageNumbers.set(vessel.index, number);
    messageId += 1;
    return { 'Melding ID': messageId, Meldingsnummer: number, Sekvensnummer: number };
  };
  const common = (type: ErsMessageType, sentMs: number) => ({
    'Relevant år': year,
    Meldingsår: new Date(sentMs).getUTCFullYear(),
    'Meldingstype (kode)': type,
    Meldingstype: TYPE_NAMES[type],
    Meldingstidspunkt: type === 'DCA' ? dateText(sentMs) : timestampText(sentMs),
    Meldingsdato: dateText(sentMs),
    Meldingsklokkeslett: clockText(sentMs),
  });

  for (let i = 0; i < schedule.count; i++) {
    const vessel = fleet.vessels[schedule.vessel[i]];
    if (!keepsLogbook(vessel)) continue;
    const location = CATCH_LOCATIONS[schedule.location[i]];
    const landingDay = schedule.landingDay[i];
    const landing = tripLanding(network, vessel, schedule.fishery[i], schedule.location[i], schedule.seed[i]);
    const { gear, lines } = tripContent(builder, schedule, i, vessel, months[landingDay - firstDay]);
    const random = Random.of(schedule.seed[i], 0xe25);

    // The catch of the trip, per species, as the note lands it (round weight).
    const catchKg = new Map<SpeciesKey, number>();
    for (const line of lines) {
      if (line.roundKg > 0) catchKg.set(line.species, (catchKg.get(line.species) ?? 0) + line.roundKg);
    }
    if (catchKg.size === 0) continue;
    const mainSpecies = [...catchKg.entries()].sort((a, b) => b[1] - a[1])[0][0];

    // Times: landed at the note's landing time (Norwegian time, about an hour ahead of UTC).
    const arriveMs = landingDay * MS_PER_DAY + (landing.minutes - 60 - random.int(20, 120)) * 60_000;
    let departMs = (landingDay - schedule.tripDays[i] + 1) * MS_PER_DAY + random.int(2 * 60, 7 * 60) * 60_000;
    if (arriveMs - departMs < 5 * MS_PER_HOUR) departMs = arriveMs - random.int(6, 12) * MS_PER_HOUR;
    const steamMs = Math.min(random.range(1, 5) * MS_PER_HOUR, (arriveMs - departMs) / 4);
    const windowStart = departMs + steamMs;
    const windowMs = arriveMs - steamMs - windowStart;
    const towing = TOWING.has(gear);
    const hauls = Math.max(
      1,
      Math.min(towing ? 12 : 6, Math.round(windowMs / ((towing ? 8 : 24) * MS_PER_HOUR))),
    );
    const slot = windowMs / hauls;
    const gearColumns = GEARS[gear];
    const fromPort = lastPort.get(vessel.index) ?? vessel.home;
    lastPort.set(vessel.index, landing.station.municipality);

    const vesselValues = vesselColumns(vessel, landingDay, year);

    // Departure: where it leaves from and where it means to fish; nothing on board.
    const depSent = departMs + random.int(0, 10) * 60_000;
    writers.DEP.add(
      depSent,
      writers.DEP.base({
        ...common('DEP', depSent),
        ...nextMessage(vessel),
        ...portColumns(fromPort, year),
        Avgangstidspunkt: timestampText(departMs),
        Avgangsdato: dateText(departMs),
        Avgangsklokkeslett: clockText(departMs),
        Fisketidspunkt: timestampText(windowStart),
        Fiskedato: dateText(windowStart),
        Fiskeklokkeslett: clockText(windowStart),
        'Startposisjon bredde': formatDecimal(location.lat, 4),
        'Startposisjon lengde': formatDecimal(location.lon, 4),
        'Aktivitet (kode)': 'FIS',
        Aktivitet: 'I fiske',
        'Målart FAO (kode)': SPECIES[mainSpecies].fao.code,
        'Målart FAO': SPECIES[mainSpecies].fao.name,
        'Målart - FDIR (kode)': SPECIES[mainSpecies].fdir.code,
        ...vesselValues,
      }),
    );

    // The hauls: the catch shared out over them, each reported with a little noise. What is the same
    // for every haul of the trip is filled once.
    const tripBase = writers.DCA.base({
      Meldingsversjon: 1,
      'Kvotetype (kode)': 1,
      Kvotetype: 'Normalt fiske',
      'Aktivitet (kode)': 'FIS',
      Aktivitet: 'I fiske',
      'Hovedområde start (kode)': location.area.code,
      'Lokasjon start (kode)': location.code,
      'Hovedområde stopp (kode)': location.area.code,
      'Lokasjon stopp (kode)': location.code,
      Fangstår: year,
      'Redskap FDIR (kode)': gearColumns.gear.code,
      'Redskap FDIR': gearColumns.gear.name,
      'Redskap - gruppe (kode)': gearColumns.group.code,
      'Redskap - gruppe': gearColumns.group.name,
      'Redskap - hovedgruppe (kode)': gearColumns.mainGroup.code,
      'Redskap - hovedgruppe': gearColumns.mainGroup.name,
      'Hovedart FAO (kode)': SPECIES[mainSpecies].fao.code,
      'Hovedart FAO': SPECIES[mainSpecies].fao.name,
      'Hovedart - FDIR (kode)': SPECIES[mainSpecies].fdir.code,
      ...vesselValues,
    });
    const shares = Array.from({ length: hauls }, () => random.range(0.5, 1.5));
    const shareSum = shares.reduce((sum, share) => sum + share, 0);
    const reported = new Map<SpeciesKey, number>();
    for (let h = 0; h < hauls; h++) {
      const startMs = Math.round(windowStart + h * slot + random.range(0, 0.2) * slot);
      const durationMin = Math.round(
        Math.min(slot * 0.75, random.range(towing ? 2 : 4, towing ? 6 : 12) * MS_PER_HOUR) / 60_000,
      );
      const stopMs = startMs + durationMin * 60_000;
      const lat = location.lat + random.range(-0.15, 0.15);
      const lon = location.lon + random.range(-0.3, 0.3);
      const drift = towing ? random.range(0.03, 0.12) : random.range(0.005, 0.03);
      const bearing = random.range(0, 2 * Math.PI);
      const stopLat = lat + drift * Math.cos(bearing);
      const stopLon = lon + (drift * Math.sin(bearing)) / Math.cos((lat * Math.PI) / 180);
      const sentMs = Math.min(stopMs + random.int(5, 90) * 60_000, arriveMs - 60_000);
      const haulBase = writers.DCA.set(tripBase.slice(), {
        ...common('DCA', sentMs),
        ...nextMessage(vessel),
        Starttidspunkt: dateText(startMs),
        Startdato: dateText(startMs),
        Startklokkeslett: clockText(startMs),
        'Startposisjon bredde': formatDecimal(lat, 3),
        'Startposisjon lengde': formatDecimal(lon, 3),
        Stopptidspunkt: dateText(stopMs),
        Stoppdato: dateText(stopMs),
        Stoppklokkeslett: clockText(stopMs),
        Varighet: durationMin,
        'Stopposisjon bredde': formatDecimal(stopLat, 3),
        'Stopposisjon lengde': formatDecimal(stopLon, 3),
      });
      for (const [species, kg] of catchKg) {
        const weight = Math.round(((kg * shares[h]) / shareSum) * random.range(0.97, 1.03));
        if (weight < 1) continue;
        reported.set(species, (reported.get(species) ?? 0) + weight);
        const line = writers.DCA.set(haulBase.slice(), speciesColumns(species));
        writers.DCA.add(sentMs, writers.DCA.set(line, { Rundvekt: weight }));
      }
    }

    // Arrival: sent a few hours ahead, with the catch on board close to what the hauls reported.
    const porSent = arriveMs - random.int(2 * 60, 5 * 60) * 60_000;
    const arrivalBase = writers.POR.base({
      ...common('POR', porSent),
      ...nextMessage(vessel),
      ...portColumns(landing.station.municipality, year),
      Mottakernavn: landing.station.buyer.name,
      Ankomsttidspunkt: timestampText(arriveMs),
      Ankomstdato: dateText(arriveMs),
      Ankomstklokkeslett: clockText(arriveMs),
      'Kvantum type (kode)': 'OB',
      'Kvantum type': 'Fangst ombord',
      ...vesselValues,
    });
    for (const [species, kg] of reported) {
      const line = writers.POR.set(arrivalBase.slice(), speciesColumns(species));
      writers.POR.add(
        porSent,
        writers.POR.set(line, { Rundvekt: Math.round(kg * random.range(0.98, 1.02)) }),
      );
    }
  }
  return Object.fromEntries(ERS_MESSAGE_TYPES.map((type) => [type, writers[type].bytes()])) as Record<
    ErsMessageType,
    Buffer
  >;
}

/** The entry names of the published yearly zip. */
export const ERS_ENTRY_NAMES: Record<ErsMessageType, (year: number) => string> = {
  DEP: (year) => `elektronisk-rapportering-ers-${year}-avgangsmelding-dep.csv`,
  DCA: (year) => `elektronisk-rapportering-ers-${year}-fangstmelding-dca.csv`,
  POR: (year) => `elektronisk-rapportering-ers-${year}-ankomstmelding-por.csv`,
  TRA: (year) => `elektronisk-rapportering-ers-${year}-overforingsmelding-tra.csv`,
};
