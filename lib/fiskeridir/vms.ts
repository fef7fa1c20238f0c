import { FIELD_SEPARATOR } from './csv';

/**
 * VMS position reports (`YYYY-VMS.csv`): `;` separated, quoted or not, times in UTC written either
 * `01.01.2023 00.00.00,000000000` or `01-JAN-24 15.40.00.000000000`, decimals with `,` or `.`.
 * Ingest reads them with SQL (lib/store/ingest/vms.ts); tests read them back with
 * tests/helpers/vms-file.ts.
 */
export const VMS_COLUMNS = [
  'Melding ID',
  'Meldingstype (kode)',
  'Meldingstype',
  'Tidspunkt (UTC)',
  'Breddegrad',
  'Lengdegrad',
  'Kurs',
  'Fart',
  'Radiokallesignal',
  'Registreringsmerke',
  'Fartøynavn',
  'Største lengde',
  'Bruttotonnasje',
  'Motorkraft',
  'Fartøytype',
] as const;

export type VmsColumnName = (typeof VMS_COLUMNS)[number];

/** The header line of the newer VMS files: bare names, `;` between. */
export const VMS_HEADER_LINE = VMS_COLUMNS.join(FIELD_SEPARATOR);
