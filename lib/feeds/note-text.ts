import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import { boatDisplayName, formatDate, formatPrice, formatWeight } from '@/lib/format';

/**
 * A landing note told in words, for a feed entry and an alert mail: who landed how much of what, where,
 * when and to whom. Plain text: the callers escape it for where it goes.
 */

/** Species named in a headline before «og N andre». */
const HEADLINE_SPECIES = 2;

export const noteBoatName = (note: LandingSummary) =>
  note.BoatID ? boatDisplayName(note.BoatName, note.BoatID) : (note.BoatName ?? 'Ukjent fartøy');

/** The note's species in words, heaviest first: «Torsk, Sei og 2 andre». */
export function noteSpeciesText(note: LandingSummary, shown = HEADLINE_SPECIES): string {
  const names = note.Species.map((species) => species.Title).filter(Boolean);
  if (names.length === 0) return 'ukjent art';
  if (names.length <= shown) return names.join(' og ');
  const rest = names.length - shown;
  return `${names.slice(0, shown).join(', ')} og ${rest} ${rest === 1 ? 'annen' : 'andre'}`;
}

/** «Nordstar (H-12-A): 12,3 t Torsk og Sei» */
export function noteHeadline(note: LandingSummary): string {
  const mark = note.BoatRegistrationID ? ` (${note.BoatRegistrationID})` : '';
  return `${noteBoatName(note)}${mark}: ${formatWeight(note.TotalWeight)} ${noteSpeciesText(note)}`;
}

/** Where the note was landed: «Båtsfjord (Finnmark)». */
export function notePlace(note: LandingSummary): string {
  if (!note.Municipality) return 'ukjent kommune';
  return note.County ? `${note.Municipality} (${note.County})` : note.Municipality;
}

/** One sentence or three: the landing day and place, the receivers, the weight per species, the value. */
export function noteSummary(note: LandingSummary): string {
  const receiver = [
    note.StationName ? `til ${note.StationName}` : null,
    note.BuyerName && note.BuyerName !== note.StationName ? `solgt til ${note.BuyerName}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const species = note.Species.map((line) => `${line.Title} ${formatWeight(line.TotalWeight)}`).join(', ');
  const value =
    note.Price == null
      ? 'Verdien er ikke publisert ennå.'
      : `Verdi ${formatPrice(note.Price)}${note.PricedWeight < note.TotalWeight ? ' (for en del av vekten)' : ''}.`;
  return [
    `Landet ${formatDate(note.LandingDate)} i ${notePlace(note)}${receiver ? `, ${receiver}` : ''}.`,
    `${formatWeight(note.TotalWeight)} i alt${species ? `: ${species}` : ''}.`,
    value,
    `Sluttseddel ${note.DocumentNumber}. Kilde: Fiskeridirektoratet.`,
  ].join(' ');
}
