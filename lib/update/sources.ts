import type { FileKind } from '@/lib/store/ingest/types';

/**
 * The directorate's files that `npm run update-data` keeps current: only those the ingest can read
 * today. Each family turns the chosen years (or none, for registers) into sources with a stable id and
 * file name. The register extract `fartoyreg/last/frtyweb.tar` is not fetched yet (operators load it
 * with `npm run ingest`); it would join this list as a family of its own, and nothing else here would
 * have to change.
 */

export interface UpdateSource {
  /** Stable name, the key of the remembered ETag/Last-Modified: `landings-2025`, `vessel-register`. */
  id: string;
  /** What the file must hold; a download of another kind is refused before ingest. */
  kind: FileKind;
  /** The name the download is kept under (and the name ingest reports it by). */
  fileName: string;
  url: string;
  /** The catch year of a yearly file; a 404 for the current year means "not published yet". */
  year?: number;
}

export interface SourceAddresses {
  /** Replaces the scheme and host of the directorate's addresses (mirrors, tests); may carry a path. */
  baseUrl: string;
  /** The vessel register JSON (as the directorate's vessel API serves it), when the operator names one. */
  vesselRegisterUrl?: string;
  /** The buyer register JSON (this project's format), when the operator names one. */
  buyerRegisterUrl?: string;
}

/** A path on the base, or an absolute URL as given. */
function onBase(baseUrl: string, address: string): string {
  return address.startsWith('/') ? `${baseUrl.replace(/\/+$/, '')}${address}` : address;
}

interface SourceFamily {
  yearly: boolean;
  sources(addresses: SourceAddresses, years: number[]): UpdateSource[];
}

const FAMILIES: SourceFamily[] = [
  {
    // Rebuilt every night (not Friday night) for the current year and the two before it.
    yearly: true,
    sources: ({ baseUrl }, years) =>
      years.map((year) => ({
        id: `landings-${year}`,
        kind: 'landings',
        fileName: `fangstdata_${year}.csv.zip`,
        url: onBase(baseUrl, `/uttrekk/fangstdata_${year}.csv.zip`),
        year,
      })),
  },
  {
    yearly: true,
    sources: ({ baseUrl }, years) =>
      years.map((year) => ({
        id: `vms-${year}`,
        kind: 'vms',
        fileName: `${year}-VMS.csv.zip`,
        url: onBase(baseUrl, `/vms-ers/${year}-VMS.csv.zip`),
        year,
      })),
  },
  {
    // Electronic logbooks, one zip a year with the departure, catch, arrival and transfer files.
    yearly: true,
    sources: ({ baseUrl }, years) =>
      years.map((year) => ({
        id: `ers-${year}`,
        kind: 'ers',
        fileName: `elektronisk-rapportering-ers-${year}.zip`,
        url: onBase(baseUrl, `/vms-ers/ERS/elektronisk-rapportering-ers-${year}.zip`),
        year,
      })),
  },
  {
    // The directorate publishes the register as frtyweb.tar; the JSON form ingest also reads has no
    // fixed public address, so it is fetched only when the operator names one.
    yearly: false,
    sources: ({ baseUrl, vesselRegisterUrl }) =>
      vesselRegisterUrl
        ? [
            {
              id: 'vessel-register',
              kind: 'vessels',
              fileName: 'register_vessels.json',
              url: onBase(baseUrl, vesselRegisterUrl),
            },
          ]
        : [],
  },
  {
    yearly: false,
    sources: ({ baseUrl, buyerRegisterUrl }) =>
      buyerRegisterUrl
        ? [
            {
              id: 'buyer-register',
              kind: 'buyers',
              fileName: 'register_buyers.json',
              url: onBase(baseUrl, buyerRegisterUrl),
            },
          ]
        : [],
  },
];

/** The current year and the two before it: the years the directorate rebuilds every night. */
export function republishedYears(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return [year - 2, year - 1, year];
}

/** Every source to fetch, registers first (ingest loads them first too). */
export function updateSources(addresses: SourceAddresses, years: number[]): UpdateSource[] {
  const all = FAMILIES.flatMap((family) => family.sources(addresses, family.yearly ? years : []));
  const registersFirst = (source: UpdateSource) => (source.year === undefined ? 0 : 1);
  return all.sort((a, b) => registersFirst(a) - registersFirst(b));
}

/** `--years 2024,2025` (or one year); throws with a message naming the bad part. */
export function parseYears(text: string, now: Date = new Date()): number[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new Error(`--years needs one or more years like 2024,2025, got "${text}"`);
  const latest = now.getUTCFullYear();
  const years = parts.map((part) => {
    const year = /^\d{4}$/.test(part) ? Number(part) : NaN;
    // Landing notes are published from catch year 2000; a later year does not exist yet.
    if (!(year >= 2000 && year <= latest)) {
      throw new Error(`--years: "${part}" is not a year from 2000 to ${latest}`);
    }
    return year;
  });
  return [...new Set(years)].sort((a, b) => a - b);
}
