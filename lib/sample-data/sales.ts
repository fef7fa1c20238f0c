import { salesOrganisationInYear, type SalesOrganisation } from '@/lib/fiskeridir/code-lists';

/**
 * Which sales organisation (fiskesalslag) a landing goes through. Pelagic catches go to Norges
 * Sildesalgslag wherever they are landed; whitefish goes to the organisation of the coast where it is
 * landed. The organisations themselves, their merger into Fiskehav and their names by year are the
 * directorate's (lib/fiskeridir/code-lists.ts).
 */

export type SalesArea = 'raafisk' | 'surofi' | 'vest' | 'rogaland' | 'skagerak';

const WHITEFISH_ORGANISATION_CODE: Record<SalesArea, string> = {
  raafisk: '7',
  surofi: '6',
  vest: '4',
  rogaland: '3',
  skagerak: '2',
};
const PELAGIC_ORGANISATION_CODE = '8';

export interface SellingOrganisation {
  organisation: SalesOrganisation;
  /** `Salgslag` as the file writes it that year. */
  name: string;
  /** Share of the organisation's levy (Lagsavgift) in the first-hand value. */
  levyRate: number;
}

const LEVY_RATE: Record<string, number> = { '8': 0.0065, '7': 0.0043 };
const DEFAULT_LEVY_RATE = 0.005;

function selling(code: string, year: number): SellingOrganisation {
  const { organisation, name } = salesOrganisationInYear(code, year);
  return { organisation, name, levyRate: LEVY_RATE[organisation.code] ?? DEFAULT_LEVY_RATE };
}

export function salesOrganisationFor(pelagic: boolean, area: SalesArea, year: number): SellingOrganisation {
  return selling(pelagic ? PELAGIC_ORGANISATION_CODE : WHITEFISH_ORGANISATION_CODE[area], year);
}
