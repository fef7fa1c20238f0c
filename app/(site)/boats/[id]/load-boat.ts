import 'server-only';
import { cache } from 'react';
import { findBoat } from '@/lib/landings/boats';

/** The boat of a request, shared by the page and its metadata (one query per request). */
export const loadBoat = cache(async (idOrMark: string) => findBoat(idOrMark));
