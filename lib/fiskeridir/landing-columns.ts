/**
 * The columns of the landing-note file (`fangstdata_YYYY.csv`, "fangstdata (seddel) koblet med
 * fartøydata"), in published order, with the kind of value each holds, read off the real 2021 file:
 * - `code`: an identifier or code kept as text. Codes keep leading zeros (`"0102001"`); organisation
 *   numbers and vessel ids are codes too, so they join with the registers' string ids. Some code columns
 *   are written unquoted as numbers (`Landingskommune (kode)` = 1804), so Oslo's `0301` would arrive as
 *   `301`: landing-line.ts pads municipality and county codes back.
 * - `decimal`: decimal comma (`12,11`); weights, prices and amounts are decimals even where the sample
 *   only shows whole numbers.
 * - `date`: `dd.mm.yyyy`. `Landingstidspunkt` and `Oppdateringstidspunkt` are named like timestamps but
 *   hold plain dates in the published files.
 * - `time`: `Landingsklokkeslett`, `HH:MM:SS`.
 * - `timestamp`: `Dokument versjonstidspunkt`, `15.09.2020 12.22.09,423000000`, Oslo local time
 *   (older lines: `22.07.2014 10:51:55`).
 */

export type ColumnKind = 'text' | 'code' | 'integer' | 'decimal' | 'date' | 'time' | 'timestamp';

export interface ColumnDefinition {
  name: string;
  kind: ColumnKind;
}

export const LANDING_COLUMNS = [
  { name: 'Dokumentnummer', kind: 'integer' },
  { name: 'Dokumenttype (kode)', kind: 'code' },
  { name: 'Dokumenttype', kind: 'text' },
  { name: 'Dokument versjonsnummer', kind: 'integer' },
  { name: 'Dokument salgsdato', kind: 'date' },
  { name: 'Dokument versjonstidspunkt', kind: 'timestamp' },
  { name: 'Salgslag ID', kind: 'code' },
  { name: 'Salgslag (kode)', kind: 'code' },
  { name: 'Salgslag', kind: 'text' },
  { name: 'Mottaker ID', kind: 'code' },
  { name: 'Mottakernasjonalitet (kode)', kind: 'code' },
  { name: 'Mottakernasjonalitet', kind: 'text' },
  { name: 'Mottaksstasjon', kind: 'code' },
  { name: 'Landingskommune (kode)', kind: 'code' },
  { name: 'Landingskommune', kind: 'text' },
  { name: 'Landingsfylke (kode)', kind: 'code' },
  { name: 'Landingsfylke', kind: 'text' },
  { name: 'Landingsnasjon (kode)', kind: 'code' },
  { name: 'Landingsnasjon', kind: 'text' },
  { name: 'Produksjonsanlegg', kind: 'code' },
  { name: 'Produksjonskommune (kode)', kind: 'code' },
  { name: 'Produksjonskommune', kind: 'text' },
  { name: 'Mottakende fartøy reg.merke', kind: 'code' },
  { name: 'Mottakende fartøy rkal', kind: 'code' },
  { name: 'Mottakende fartøytype (kode)', kind: 'code' },
  { name: 'Mottakende fart.type', kind: 'text' },
  { name: 'Mottakende fartøynasj. (kode)', kind: 'code' },
  { name: 'Mottakende fart.nasj', kind: 'text' },
  { name: 'Fisker ID', kind: 'code' },
  { name: 'Fiskerkommune (kode)', kind: 'code' },
  { name: 'Fiskerkommune', kind: 'text' },
  { name: 'Fiskernasjonalitet (kode)', kind: 'code' },
  { name: 'Fiskernasjonalitet', kind: 'text' },
  { name: 'Fartøy ID', kind: 'code' },
  { name: 'Registreringsmerke (seddel)', kind: 'code' },
  { name: 'Radiokallesignal (seddel)', kind: 'code' },
  { name: 'Fartøynavn', kind: 'text' },
  { name: 'Fartøytype (kode)', kind: 'code' },
  { name: 'Fartøytype', kind: 'text' },
  { name: 'Kvotefartøy reg.merke', kind: 'code' },
  { name: 'Besetning', kind: 'integer' },
  { name: 'Fartøykommune (kode)', kind: 'code' },
  { name: 'Fartøykommune', kind: 'text' },
  { name: 'Fartøyfylke (kode)', kind: 'code' },
  { name: 'Fartøyfylke', kind: 'text' },
  { name: 'Fartøynasjonalitet (kode)', kind: 'code' },
  { name: 'Fartøynasjonalitet', kind: 'text' },
  { name: 'Fartøynasjonalitet gruppe', kind: 'text' },
  { name: 'Største lengde', kind: 'decimal' },
  { name: 'Lengdegruppe (kode)', kind: 'code' },
  { name: 'Lengdegruppe', kind: 'text' },
  { name: 'Bruttotonnasje 1969', kind: 'integer' },
  { name: 'Bruttotonnasje annen', kind: 'integer' },
  { name: 'Byggeår', kind: 'integer' },
  { name: 'Ombyggingsår', kind: 'integer' },
  { name: 'Motorkraft', kind: 'integer' },
  { name: 'Motorbyggeår', kind: 'integer' },
  { name: 'Fangstår', kind: 'integer' },
  { name: 'Siste fangstdato', kind: 'date' },
  { name: 'Kvotetype (kode)', kind: 'code' },
  { name: 'Kvotetype', kind: 'text' },
  { name: 'Redskap (kode)', kind: 'code' },
  { name: 'Redskap', kind: 'text' },
  { name: 'Redskap - gruppe (kode)', kind: 'code' },
  { name: 'Redskap - gruppe', kind: 'text' },
  { name: 'Redskap - hovedgruppe (kode)', kind: 'code' },
  { name: 'Redskap - hovedgruppe', kind: 'text' },
  { name: 'Fangstfelt (kode)', kind: 'code' },
  { name: 'Kyst/hav (kode)', kind: 'code' },
  { name: 'Hovedområde (kode)', kind: 'code' },
  { name: 'Hovedområde', kind: 'text' },
  { name: 'Lon (hovedområde)', kind: 'decimal' },
  { name: 'Lat (hovedområde)', kind: 'decimal' },
  { name: 'Lokasjon (kode)', kind: 'code' },
  { name: 'Lon (lokasjon)', kind: 'decimal' },
  { name: 'Lat (lokasjon)', kind: 'decimal' },
  { name: 'Sone (kode)', kind: 'code' },
  { name: 'Sone', kind: 'text' },
  { name: 'Områdegruppering (kode)', kind: 'code' },
  { name: 'Områdegruppering', kind: 'text' },
  { name: 'Hovedområde FAO (kode)', kind: 'code' },
  { name: 'Hovedområde FAO', kind: 'text' },
  { name: 'Nord/sør for 62 grader nord', kind: 'text' },
  { name: 'Fangstdagbok (nummer)', kind: 'integer' },
  { name: 'Fangstdagbok (turnummer)', kind: 'integer' },
  { name: 'Landingsdato', kind: 'date' },
  { name: 'Landingsklokkeslett', kind: 'time' },
  { name: 'Landingsmåned (kode)', kind: 'code' },
  { name: 'Landingsmåned', kind: 'text' },
  { name: 'Landingstidspunkt', kind: 'date' },
  { name: 'Dellanding (signal)', kind: 'integer' },
  { name: 'Neste mottaksstasjon', kind: 'code' },
  { name: 'Forrige mottakstasjon', kind: 'code' },
  { name: 'Linjenummer', kind: 'integer' },
  { name: 'Art - FDIR (kode)', kind: 'code' },
  { name: 'Art - FDIR', kind: 'text' },
  { name: 'Art (kode)', kind: 'code' },
  { name: 'Art', kind: 'text' },
  { name: 'Art - gruppe (kode)', kind: 'code' },
  { name: 'Art - gruppe', kind: 'text' },
  { name: 'Art - hovedgruppe (kode)', kind: 'code' },
  { name: 'Art - hovedgruppe', kind: 'text' },
  { name: 'Art FAO (kode)', kind: 'code' },
  { name: 'Art FAO', kind: 'text' },
  { name: 'Produkttilstand (kode)', kind: 'code' },
  { name: 'Produkttilstand', kind: 'text' },
  { name: 'Konserveringsmåte (kode)', kind: 'code' },
  { name: 'Konserveringsmåte', kind: 'text' },
  { name: 'Landingsmåte (kode)', kind: 'code' },
  { name: 'Landingsmåte', kind: 'text' },
  { name: 'Kvalitet (kode)', kind: 'code' },
  { name: 'Kvalitet', kind: 'text' },
  { name: 'Størrelsesgruppering (kode)', kind: 'code' },
  { name: 'Anvendelse (kode)', kind: 'code' },
  { name: 'Anvendelse', kind: 'text' },
  { name: 'Anvendelse hovedgruppe (kode)', kind: 'code' },
  { name: 'Anvendelse hovedgruppe', kind: 'text' },
  { name: 'Antall stykk', kind: 'integer' },
  { name: 'Bruttovekt', kind: 'decimal' },
  { name: 'Produktvekt', kind: 'decimal' },
  { name: 'Produktvekt over kvote', kind: 'decimal' },
  { name: 'Rundvekt over kvote', kind: 'decimal' },
  { name: 'Rundvekt', kind: 'decimal' },
  { name: 'Enhetspris for kjøper', kind: 'decimal' },
  { name: 'Beløp for kjøper', kind: 'decimal' },
  { name: 'Enhetspris for fisker', kind: 'decimal' },
  { name: 'Beløp for fisker', kind: 'decimal' },
  { name: 'Støttebeløp', kind: 'decimal' },
  { name: 'Lagsavgift', kind: 'decimal' },
  { name: 'Inndradd fangstverdi', kind: 'decimal' },
  { name: 'Etterbetaling', kind: 'decimal' },
  { name: 'Fangstverdi', kind: 'decimal' },
  { name: 'Oppdateringstidspunkt', kind: 'date' },
] as const satisfies readonly ColumnDefinition[];

export type LandingColumnName = (typeof LANDING_COLUMNS)[number]['name'];

export const LANDING_COLUMN_NAMES: readonly LandingColumnName[] = LANDING_COLUMNS.map(
  (column) => column.name,
);

const KIND_BY_NAME = new Map<string, ColumnKind>(LANDING_COLUMNS.map((column) => [column.name, column.kind]));

/** The kind of a landing column, or undefined for a name the published format does not have. */
export function landingColumnKind(name: string): ColumnKind | undefined {
  return KIND_BY_NAME.get(name);
}

/**
 * The columns ingest cannot do without. Prices are among them although their values are withheld for
 * the latest 12 months: the column must exist, an empty value is normal.
 */
export const REQUIRED_LANDING_COLUMNS = [
  // document identity and version
  'Dokumentnummer',
  'Dokumenttype (kode)',
  'Dokument versjonsnummer',
  'Salgslag (kode)',
  'Salgslag',
  'Fangstår',
  // dates
  'Dokument salgsdato',
  'Dokument versjonstidspunkt',
  'Landingsdato',
  'Siste fangstdato',
  // boat
  'Fartøy ID',
  'Registreringsmerke (seddel)',
  'Radiokallesignal (seddel)',
  'Fartøynavn',
  'Største lengde',
  'Byggeår',
  'Motorkraft',
  'Bruttotonnasje 1969',
  'Bruttotonnasje annen',
  'Fartøykommune (kode)',
  'Fartøykommune',
  'Fartøyfylke (kode)',
  'Fartøyfylke',
  'Fartøynasjonalitet (kode)',
  'Fartøynasjonalitet',
  'Lengdegruppe (kode)',
  'Lengdegruppe',
  'Fisker ID',
  // buyer and receiving station
  'Mottaker ID',
  'Mottaksstasjon',
  // where it was landed
  'Landingskommune (kode)',
  'Landingskommune',
  'Landingsfylke (kode)',
  'Landingsfylke',
  // gear
  'Redskap (kode)',
  'Redskap',
  'Redskap - gruppe (kode)',
  'Redskap - gruppe',
  // species
  'Art - FDIR (kode)',
  'Art - FDIR',
  'Art (kode)',
  'Art',
  'Art - gruppe (kode)',
  'Art - gruppe',
  'Art - hovedgruppe (kode)',
  'Art - hovedgruppe',
  // product
  'Konserveringsmåte (kode)',
  'Konserveringsmåte',
  'Produkttilstand (kode)',
  'Produkttilstand',
  'Kvalitet (kode)',
  'Kvalitet',
  'Landingsmåte (kode)',
  'Landingsmåte',
  'Anvendelse (kode)',
  'Anvendelse',
  'Anvendelse hovedgruppe (kode)',
  'Anvendelse hovedgruppe',
  // catch location
  'Nord/sør for 62 grader nord',
  'Hovedområde (kode)',
  'Lat (lokasjon)',
  'Lon (lokasjon)',
  // the line and its quantities
  'Linjenummer',
  'Rundvekt',
  'Produktvekt',
  'Enhetspris for fisker',
  'Beløp for fisker',
  'Fangstverdi',
] as const satisfies readonly LandingColumnName[];

/** Required columns absent from a header (names compared after trimming), in required order. */
export function missingLandingColumns(header: readonly string[]): string[] {
  const present = new Set(header.map((name) => name.trim()));
  return REQUIRED_LANDING_COLUMNS.filter((name) => !present.has(name));
}
