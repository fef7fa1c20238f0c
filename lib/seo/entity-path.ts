import { slugOf } from './slug';

/**
 * Paths of the entity pages, so links, canonical URLs and sitemaps agree. No configuration here: browser
 * code builds links with it too (a top list's rows).
 */
export const entityPath = {
  boat: (id: string) => `/boats/${encodeURIComponent(id)}`,
  owner: (id: string) => `/owner/${encodeURIComponent(id)}`,
  firm: (id: string) => `/firm/${encodeURIComponent(id)}`,
  station: (id: string) => `/mottak/${encodeURIComponent(id)}`,
  landing: (boatId: string, docKey: string) =>
    `/boats/${encodeURIComponent(boatId)}/landing/${encodeURIComponent(docKey)}`,
  /** A species by its name's address (`/art/torsk`); by its code where the name is not known (redirected). */
  species: (name: string | null | undefined, code: string) =>
    `/art/${encodeURIComponent((name && slugOf(name)) || code)}`,
  /** A landing municipality by its name's address (`/kommune/batsfjord`); by its number where not known. */
  municipality: (name: string | null | undefined, code: string) =>
    `/kommune/${encodeURIComponent((name && slugOf(name)) || code)}`,
};
