import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { boatDisplayName, formatLength, formatWeight } from '@/lib/format';

/**
 * Titles and meta descriptions of the entity pages: what a search result shows. Kept under about
 * 160 characters where the facts allow, and always crediting the source.
 */

const place = (municipality: string | null | undefined) =>
  municipality ? formatMunicipalityName(municipality) : null;

const join = (parts: (string | null | undefined | false)[], separator = ', ') =>
  parts.filter((part): part is string => Boolean(part)).join(separator);

export function boatTitle(boat: {
  name: string | null;
  registrationMarkDisplay: string | null;
  id: string;
}): string {
  const name = boatDisplayName(boat.name, boat.id);
  return boat.registrationMarkDisplay ? `${name} (${boat.registrationMarkDisplay})` : name;
}

export function boatDescription(boat: {
  name: string | null;
  registrationMarkDisplay: string | null;
  id: string;
  length: number | null;
  gearGroup: string | null;
  municipality: string | null;
  county: string | null;
  owner: { name: string | null } | null;
}): string {
  const kind = join([
    boat.length != null ? formatLength(boat.length) : null,
    boat.gearGroup ? `fisker mest med ${boat.gearGroup.toLowerCase()}` : null,
  ]);
  const home = join([place(boat.municipality), boat.county]);
  const first = join([boatTitle(boat), kind, home ? `fra ${home}` : null], ' – ');
  const owner = boat.owner?.name ? ` Eier: ${boat.owner.name}.` : '';
  return `${first}.${owner} Landinger, fangst per art, fangstfelt, eiere og navnehistorikk. Kilde: Fiskeridirektoratet.`;
}

export function ownerDescription(owner: {
  name: string | null;
  organisationNumber: string | null;
  city: string | null;
  currentBoatCount: number;
  formerBoatCount: number;
}): string {
  const who = join([
    owner.name ?? 'Fartøyeier',
    owner.organisationNumber ? `org.nr. ${owner.organisationNumber}` : null,
    owner.city ? place(owner.city) : null,
  ]);
  const boats =
    owner.currentBoatCount === 1 ? 'eier 1 fiskefartøy' : `eier ${owner.currentBoatCount} fiskefartøy`;
  const former = owner.formerBoatCount > 0 ? ` og har eid ${owner.formerBoatCount} tidligere` : '';
  return `${who} ${boats}${former}. Se båtene og hva de har landet, per båt og art. Kilde: Fiskeridirektoratet.`;
}

export function firmDescription(firm: {
  name: string | null;
  id: string;
  city: string | null;
  stations: number;
  year: number;
  receivedWeight: number;
}): string {
  const who = join([firm.name ?? `Kjøper ${firm.id}`, firm.city ? place(firm.city) : null]);
  const stations = firm.stations === 1 ? '1 mottaksstasjon' : `${firm.stations} mottaksstasjoner`;
  const received =
    firm.receivedWeight > 0 ? ` Mottok ${formatWeight(firm.receivedWeight)} i ${firm.year}.` : '';
  return `${who}: fiskekjøper med ${stations}.${received} Mottak per måned, arter og båtene som leverer. Kilde: Fiskeridirektoratet.`;
}

export function stationDescription(station: {
  name: string | null;
  id: string;
  municipality: string | null;
  county: string | null;
  buyerName: string | null;
  year: number;
  receivedWeight: number;
}): string {
  const name = station.name ?? `Mottaksstasjon ${station.id}`;
  const where = join([place(station.municipality), station.county]);
  const firm = station.buyerName ? ` (${station.buyerName})` : '';
  const received =
    station.receivedWeight > 0 ? ` Tok imot ${formatWeight(station.receivedWeight)} i ${station.year}.` : '';
  return `${name}${firm}${where ? `, ${where}` : ''}.${received} Mottak per måned og art, siste landinger og største båter. Kilde: Fiskeridirektoratet.`;
}
