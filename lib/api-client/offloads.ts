import 'server-only';
import {
  boatLandingsEndpoint,
  boatYearLandingsEndpoint,
  electronicReportsEndpoint,
  landingDocumentEndpoint,
  landingDocumentsEndpoint,
  latestLandingsEndpoint,
} from '@/lib/api/contract/offload-documents';
import {
  landingQueryEndpoint,
  saveLandingQueryEndpoint,
  savedLandingQueryEndpoint,
  toLandingQueryInput,
} from '@/lib/api/contract/offloads';
import { clientAddress } from '@/lib/api/client-address';
import { notFound } from '@/lib/api/errors';
import { boatLandings } from '@/lib/landings/boat-landings';
import { ERS_DEFAULT_COUNT, ersMessages } from '@/lib/landings/ers-messages';
import { runLandingQuery } from '@/lib/landings/landing-query';
import { landingDocument, landingDocumentsInPeriod, latestLandings } from '@/lib/landings/latest-landings';
import { loadSavedLandingQuery, saveLandingQuery } from '@/lib/landings/saved-queries';
import { registerInProcess } from './in-process';

/**
 * The landing endpoints' implementations, once: the route handlers in app/api/offloads/ wrap them
 * with apiRoute (HTTP), and the in-process transport calls them directly. Input arrives validated by
 * the endpoint's schemas; the answer is `{ data, headers }` (X-Total-Count for lists).
 */

const total = (n: number) => ({ 'X-Total-Count': String(n) });

export const offloadsHandlers = {
  query: registerInProcess(landingQueryEndpoint, async ({ body, signal }) => {
    const result = await runLandingQuery(toLandingQueryInput(body), { signal });
    return { data: result.rows, headers: total(result.total) };
  }),

  save: registerInProcess(saveLandingQueryEndpoint, async ({ body, request }) => {
    // Over HTTP the client's new saves count against its daily limit; in process there is no client.
    const saved = await saveLandingQuery(toLandingQueryInput(body), {
      clientAddress: request ? clientAddress(request) : undefined,
    });
    return { data: { ...saved, embedPath: `/topoffloads/embed/${saved.id}` } };
  }),

  saved: registerInProcess(savedLandingQueryEndpoint, async ({ params, signal }) => {
    const saved = await loadSavedLandingQuery(params.id, { signal });
    if (!saved) throw notFound('Den lagrede spørringen');
    return { data: { id: saved.id, query: saved.query, rows: saved.rows, total: saved.total } };
  }),

  boatPeriod: registerInProcess(boatLandingsEndpoint, async ({ params, signal }) => {
    const found = await boatLandings(params.a, { FromDate: params.from, ToDate: params.to }, { signal });
    if (!found) throw notFound('Båten');
    return { data: found.rows, headers: total(found.rows.length) };
  }),

  boatYear: registerInProcess(boatYearLandingsEndpoint, async ({ params, signal }) => {
    const period = { FromDate: `${params.b}-01-01`, ToDate: `${params.b}-12-31` };
    const found = await boatLandings(params.a, period, { signal });
    if (!found) throw notFound('Båten');
    return { data: found.rows, headers: total(found.rows.length) };
  }),

  latest: registerInProcess(latestLandingsEndpoint, async ({ query, signal }) => {
    const page = await latestLandings(query, { signal });
    return { data: page.rows, headers: total(page.total) };
  }),

  documents: registerInProcess(landingDocumentsEndpoint, async ({ params, query, signal }) => {
    const page = await landingDocumentsInPeriod(
      { ...query, FromDate: params.from, ToDate: params.to },
      { signal },
    );
    return { data: page.rows, headers: total(page.total) };
  }),

  document: registerInProcess(landingDocumentEndpoint, async ({ params, signal }) => {
    const document = await landingDocument(params.docKey, { signal });
    if (!document) throw notFound('Sluttseddelen');
    return { data: document };
  }),

  electronicReports: registerInProcess(electronicReportsEndpoint, async ({ params, query }) => {
    const page = await ersMessages({
      from: params.from,
      to: params.to,
      type: query.type,
      vessel: query.vessel,
      page: query.page ?? 1,
      count: query.count ?? ERS_DEFAULT_COUNT,
    });
    return { data: page.rows, headers: total(page.total) };
  }),
};
