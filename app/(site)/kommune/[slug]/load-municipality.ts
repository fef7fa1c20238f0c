import 'server-only';
import { cache } from 'react';
import type { MunicipalityPageData } from '@/lib/landings/places/place-pages';
import { reads } from '@/lib/store-reads/reads';

/** The municipality page of a request (one read: lib/landings/places/place-pages.ts), shared by the page, its metadata and its downloads. */
export const loadMunicipality = cache(async (slugOrCode: string, yearParam: string | undefined) =>
  reads.municipalityPageData(slugOrCode, yearParam),
);

export type LoadedMunicipality = MunicipalityPageData;
