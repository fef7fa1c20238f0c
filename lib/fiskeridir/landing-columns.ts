/**
 * The columns of the landing-note file (`fangstdata_YYYY.csv`, "fangstdata (seddel) koblet med
 * fartøydata"), in published order, with the kind of value each holds, read off the real 2021 file:
 * - `code`: an identifier or code kept as text. Codes keep leading zeros (`"0102001"`); organisation
 *   numbers and vessel ids are codes too, so they join with the registers' string ids. Some code columns
 *   are written unquoted as numbers (`Landingskommune (kode)` = 1804), so Oslo's `0301` would arrive as
 *   `301`: readers pad the codes in FIXED_WIDTH_CODE_COLUMNS back.
 * - `decimal`: decimal comma (`12,11`); weights, prices and amounts are decimals even where the sample
 *   only shows whole numbers.
 * - `date`: `dd.mm.yyyy`. `Landingstidspunkt` and `Oppdateringstidspunkt` are named like timestamps but
 *   hold plain dates in the published files.
 * - `time`: `Landingsklokkeslett`, `HH:MM:SS`.
 * - `timestamp`: `Dokument versjonstidspunkt`, `15.09.2020 12.22.09,423000000`, Oslo local time
 *   (older lines: `22.07.2014 10:51:55`).
 *
 * `quoted` says whether the published file writes the column's values in double quotes. It does not
 * follow from the kind: numbers and dates are bare, and so are some codes the directorate writes as
 * numbers (`Salgslag (kode)`, `Mottaker ID`, municipality and county codes), while the landing time is
 * quoted. Checked column by column against the 2021 sample.
 */

export type ColumnKind = 'text' | 'code' | 'integer' | 'decimal' | 'date' | 'time' | 'timestamp';

export interface ColumnDefinition {
  name: string;
  kind: ColumnKind;
  quoted: boolean;
}

export const LANDING_COLUMNS = [
  { name: 'Dokumentnummer', kind: 'integer', quoted: false },
  { name: 'Dokumenttype (kode)', kind: 'code', quoted: false },
  { name: 'Dokumenttype', kind: 'text', quoted: true },
  { name: 'Dokument versjonsnummer', kind: 'integer', quoted: false },
  { name: 'Dokument salgsdato', kind: 'date', quoted: false },
  { name: 'Dokument versjonstidspunkt', kind: 'timestamp', quoted: false },
  { name: 'Salgslag ID', kind: 'code', quoted: true },
  { name: 'Salgslag (kode)', kind: 'code', quoted: false },
  { name: 'Salgslag', kind: 'text', quoted: true },
  { name: 'Mottaker ID', kind: 'code', quoted: false },
  { name: 'Mottakernasjonalitet (kode)', kind: 'code', quoted: true },
  { name: 'Mottakernasjonalitet', kind: 'text', quoted: true },
  { name: 'Mottaksstasjon', kind: 'code', quoted: true },
  { name: 'Landingskommune (kode)', kind: 'code', quoted: false },
  { name: 'Landingskommune', kind: 'text', quoted: true },
  { name: 'Landingsfylke (kode)', kind: 'code', quoted: false },
  { name: 'Landingsfylke', kind: 'text', quoted: true },
  { name: 'Landingsnasjon (kode)', kind: 'code', quoted: true },
  { name: 'Landingsnasjon', kind: 'text', quoted: true },
  { name: 'Produksjonsanlegg', kind: 'code', quoted: true },
  { name: 'Produksjonskommune (kode)', kind: 'code', quoted: false },
  { name: 'Produksjonskommune', kind: 'text', quoted: true },
  { name: 'Mottakende fartøy reg.merke', kind: 'code', quoted: true },
  { name: 'Mottakende fartøy rkal', kind: 'code', quoted: true },
  { name: 'Mottakende fartøytype (kode)', kind: 'code', quoted: true },
  { name: 'Mottakende fart.type', kind: 'text', quoted: true },
  { name: 'Mottakende fartøynasj. (kode)', kind: 'code', quoted: true },
  { name: 'Mottakende fart.nasj', kind: 'text', quoted: true },
  { name: 'Fisker ID', kind: 'code', quoted: false },
  { name: 'Fiskerkommune (kode)', kind: 'code', quoted: false },
  { name: 'Fiskerkommune', kind: 'text', quoted: true },
  { name: 'Fiskernasjonalitet (kode)', kind: 'code', quoted: true },
  { name: 'Fiskernasjonalitet', kind: 'text', quoted: true },
  { name: 'Fartøy ID', kind: 'code', quoted: true },
  { name: 'Registreringsmerke (seddel)', kind: 'code', quoted: true },
  { name: 'Radiokallesignal (seddel)', kind: 'code', quoted: true },
  { name: 'Fartøynavn', kind: 'text', quoted: true },
  { name: 'Fartøytype (kode)', kind: 'code', quoted: true },
  { name: 'Fartøytype', kind: 'text', quoted: true },
  { name: 'Kvotefartøy reg.merke', kind: 'code', quoted: true },
  { name: 'Besetning', kind: 'integer', quoted: false },
  { name: 'Fartøykommune (kode)', kind: 'code', quoted: false },
  { name: 'Fartøykommune', kind: 'text', quoted: true },
  { name: 'Fartøyfylke (kode)', kind: 'code', quoted: false },
  { name: 'Fartøyfylke', kind: 'text', quoted: true },
  { name: 'Fartøynasjonalitet (kode)', kind: 'code', quoted: true },
  { name: 'Fartøynasjonalitet', kind: 'text', quoted: true },
  { name: 'Fartøynasjonalitet gruppe', kind: 'text', quoted: true },
  { name: 'Største lengde', kind: 'decimal', quoted: false },
  { name: 'Lengdegruppe (kode)', kind: 'code', quoted: true },
  { name: 'Lengdegruppe', kind: 'text', quoted: true },
  { name: 'Bruttotonnasje 1969', kind: 'integer', quoted: false },
  { name: 'Bruttotonnasje annen', kind: 'integer', quoted: false },
  { name: 'Byggeår', kind: 'integer', quoted: false },
  { name: 'Ombyggingsår', kind: 'integer', quoted: false },
  { name: 'Motorkraft', kind: 'integer', quoted: false },
  { name: 'Motorbyggeår', kind: 'integer', quoted: false },
  { name: 'Fangstår', kind: 'integer', quoted: false },
  { name: 'Siste fangstdato', kind: 'date', quoted: false },
  { name: 'Kvotetype (kode)', kind: 'code', quoted: true },
  { name: 'Kvotetype', kind: 'text', quoted: true },
  { name: 'Redskap (kode)', kind: 'code', quoted: true },
  { name: 'Redskap', kind: 'text', quoted: true },
  { name: 'Redskap - gruppe (kode)', kind: 'code', quoted: true },
  { name: 'Redskap - gruppe', kind: 'text', quoted: true },
  { name: 'Redskap - hovedgruppe (kode)', kind: 'code', quoted: true },
  { name: 'Redskap - hovedgruppe', kind: 'text', quoted: true },
  { name: 'Fangstfelt (kode)', kind: 'code', quoted: true },
  { name: 'Kyst/hav (kode)', kind: 'code', quoted: true },
  { name: 'Hovedområde (kode)', kind: 'code', quoted: true },
  { name: 'Hovedområde', kind: 'text', quoted: true },
  { name: 'Lon (hovedområde)', kind: 'decimal', quoted: false },
  { name: 'Lat (hovedområde)', kind: 'decimal', quoted: false },
  { name: 'Lokasjon (kode)', kind: 'code', quoted: true },
  { name: 'Lon (lokasjon)', kind: 'decimal', quoted: false },
  { name: 'Lat (lokasjon)', kind: 'decimal', quoted: false },
  { name: 'Sone (kode)', kind: 'code', quoted: true },
  { name: 'Sone', kind: 'text', quoted: true },
  { name: 'Områdegruppering (kode)', kind: 'code', quoted: true },
  { name: 'Områdegruppering', kind: 'text', quoted: true },
  { name: 'Hovedområde FAO (kode)', kind: 'code', quoted: true },
  { name: 'Hovedområde FAO', kind: 'text', quoted: true },
  { name: 'Nord/sør for 62 grader nord', kind: 'text', quoted: true },
  { name: 'Fangstdagbok (nummer)', kind: 'integer', quoted: false },
  { name: 'Fangstdagbok (turnummer)', kind: 'integer', quoted: false },
  { name: 'Landingsdato', kind: 'date', quoted: false },
  { name: 'Landingsklokkeslett', kind: 'time', quoted: true },
  { name: 'Landingsmåned (kode)', kind: 'code', quoted: true },
  { name: 'Landingsmåned', kind: 'text', quoted: true },
  { name: 'Landingstidspunkt', kind: 'date', quoted: false },
  { name: 'Dellanding (signal)', kind: 'integer', quoted: false },
  { name: 'Neste mottaksstasjon', kind: 'code', quoted: true },
  { name: 'Forrige mottakstasjon', kind: 'code', quoted: true },
  { name: 'Linjenummer', kind: 'integer', quoted: false },
  { name: 'Art - FDIR (kode)', kind: 'code', quoted: true },
  { name: 'Art - FDIR', kind: 'text', quoted: true },
  { name: 'Art (kode)', kind: 'code', quoted: true },
  { name: 'Art', kind: 'text', quoted: true },
  { name: 'Art - gruppe (kode)', kind: 'code', quoted: true },
  { name: 'Art - gruppe', kind: 'text', quoted: true },
  { name: 'Art - hovedgruppe (kode)', kind: 'code', quoted: true },
  { name: 'Art - hovedgruppe', kind: 'text', quoted: true },
  { name: 'Art FAO (kode)', kind: 'code', quoted: true },
  { name: 'Art FAO', kind: 'text', quoted: true },
  { name: 'Produkttilstand (kode)', kind: 'code', quoted: true },
  { name: 'Produkttilstand', kind: 'text', quoted: true },
  { name: 'Konserveringsmåte (kode)', kind: 'code', quoted: true },
  { name: 'Konserveringsmåte', kind: 'text', quoted: true },
  { name: 'Landingsmåte (kode)', kind: 'code', quoted: true },
  { name: 'Landingsmåte', kind: 'text', quoted: true },
  { name: 'Kvalitet (kode)', kind: 'code', quoted: true },
  { name: 'Kvalitet', kind: 'text', quoted: true },
  { name: 'Størrelsesgruppering (kode)', kind: 'code', quoted: true },
  { name: 'Anvendelse (kode)', kind: 'code', quoted: true },
  { name: 'Anvendelse', kind: 'text', quoted: true },
  { name: 'Anvendelse hovedgruppe (kode)', kind: 'code', quoted: true },
  { name: 'Anvendelse hovedgruppe', kind: 'text', quoted: true },
  { name: 'Antall stykk', kind: 'integer', quoted: false },
  { name: 'Bruttovekt', kind: 'decimal', quoted: false },
  { name: 'Produktvekt', kind: 'decimal', quoted: false },
  { name: 'Produktvekt over kvote', kind: 'decimal', quoted: false },
  { name: 'Rundvekt over kvote', kind: 'decimal', quoted: false },
  { name: 'Rundvekt', kind: 'decimal', quoted: false },
  { name: 'Enhetspris for kjøper', kind: 'decimal', quoted: false },
  { name: 'Beløp for kjøper', kind: 'decimal', quoted: false },
  { name: 'Enhetspris for fisker', kind: 'decimal', quoted: false },
  { name: 'Beløp for fisker', kind: 'decimal', quoted: false },
  { name: 'Støttebeløp', kind: 'decimal', quoted: false },
  { name: 'Lagsavgift', kind: 'decimal', quoted: false },
  { name: 'Inndradd fangstverdi', kind: 'decimal', quoted: false },
  { name: 'Etterbetaling', kind: 'decimal', quoted: false },
  { name: 'Fangstverdi', kind: 'decimal', quoted: false },
  { name: 'Oppdateringstidspunkt', kind: 'date', quoted: false },
] as const satisfies readonly ColumnDefinition[];

export type LandingColumnName = (typeof LANDING_COLUMNS)[number]['name'];

export const LANDING_COLUMN_NAMES: readonly LandingColumnName[] = LANDING_COLUMNS.map(
  (column) => column.name,
);

/** The header line of a landing file as published: every name quoted, `;` between. */
export const LANDING_HEADER_LINE = LANDING_COLUMN_NAMES.map((name) => `"${name}"`).join(';');

const KIND_BY_NAME = new Map<string, ColumnKind>(LANDING_COLUMNS.map((column) => [column.name, column.kind]));

/**
 * Municipality (4 digits) and county (2 digits) codes have a fixed width, but the files write them
 * unquoted as numbers, so they lose their leading zeros (Oslo 0301 arrives as 301). Every reader of
 * these columns pads them back to this width.
 */
export const FIXED_WIDTH_CODE_COLUMNS: ReadonlyMap<string, 2 | 4> = new Map([
  ['Landingskommune (kode)', 4],
  ['Landingsfylke (kode)', 2],
  ['Fiskerkommune (kode)', 4],
  ['Fartøykommune (kode)', 4],
  ['Fartøyfylke (kode)', 2],
] satisfies [LandingColumnName, 2 | 4][]);

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
