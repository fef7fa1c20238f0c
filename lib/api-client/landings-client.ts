import type { z } from 'zod';
import * as documents from '@/lib/api/contract/offload-documents';
import * as queries from '@/lib/api/contract/offloads';
import { ApiClientError, type CallInput, type CallOptions, type Transport } from './transport';

/**
 * The landing part of the API client: typed methods over a transport, with the spec's fallbacks
 * (section 8): a landing query answered 404 or 405 gives an empty list, as does a boat's landing list
 * answered 404; a missing saved query or document gives null. Other failures throw ApiClientError.
 */

/** A landing query as a caller writes it (lists comma-joined or as arrays). */
export type LandingQueryRequest = z.input<typeof queries.landingQueryBodySchema>;
export type LandingListRequest = NonNullable<CallInput['query']>;

export interface Page<T> {
  rows: T[];
  total: number;
}

type Output<E extends { response: z.ZodType }> = z.output<E['response']>;
export type LandingRowOut = Output<typeof queries.landingQueryEndpoint>[number];
export type LandingSummaryOut = Output<typeof documents.latestLandingsEndpoint>[number];
export type LandingDocumentOut = Output<typeof documents.landingDocumentEndpoint>;

const totalOf = (headers: Record<string, string>, fallback: number) => {
  const value = Number(headers['x-total-count']);
  return Number.isFinite(value) ? value : fallback;
};

async function orFallback<T>(work: Promise<T>, statuses: number[], fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiClientError && statuses.includes(error.status)) return fallback;
    throw error;
  }
}

export function createLandingsClient(transport: Transport) {
  return {
    transport: transport.kind,

    /** The landing query; 404 and 405 give an empty list (spec section 8). */
    async queryLandings(
      query: LandingQueryRequest = {},
      options?: CallOptions,
    ): Promise<Page<LandingRowOut>> {
      return orFallback(
        transport.call(queries.landingQueryEndpoint, { body: query }, options).then(({ data, headers }) => ({
          rows: data,
          total: totalOf(headers, data.length),
        })),
        [404, 405],
        { rows: [], total: 0 },
      );
    },

    async saveLandingQuery(query: LandingQueryRequest = {}, options?: CallOptions) {
      return (await transport.call(queries.saveLandingQueryEndpoint, { body: query }, options)).data;
    },

    /** A saved query with its current rows; null when there is no such id. */
    async savedLandingQuery(id: string, options?: CallOptions) {
      return orFallback(
        transport
          .call(queries.savedLandingQueryEndpoint, { params: { id } }, options)
          .then((result) => result.data),
        [404],
        null,
      );
    },

    /** A boat's landing documents in a period; an unknown boat (404) gives an empty list. */
    async boatLandings(
      boat: string,
      from: string,
      to: string,
      options?: CallOptions,
    ): Promise<LandingSummaryOut[]> {
      return orFallback(
        transport
          .call(documents.boatLandingsEndpoint, { params: { a: boat, from, to } }, options)
          .then((r) => r.data),
        [404],
        [],
      );
    },

    async boatYearLandings(boat: string, year: number, options?: CallOptions): Promise<LandingSummaryOut[]> {
      return orFallback(
        transport
          .call(documents.boatYearLandingsEndpoint, { params: { a: boat, b: year } }, options)
          .then((r) => r.data),
        [404],
        [],
      );
    },

    async latestLandings(
      query: LandingListRequest = {},
      options?: CallOptions,
    ): Promise<Page<LandingSummaryOut>> {
      const { data, headers } = await transport.call(documents.latestLandingsEndpoint, { query }, options);
      return { rows: data, total: totalOf(headers, data.length) };
    },

    async landingDocuments(
      from: string,
      to: string,
      query: LandingListRequest = {},
      options?: CallOptions,
    ): Promise<Page<LandingDocumentOut>> {
      const { data, headers } = await transport.call(
        documents.landingDocumentsEndpoint,
        { params: { from, to }, query },
        options,
      );
      return { rows: data, total: totalOf(headers, data.length) };
    },

    async landingDocument(docKey: string, options?: CallOptions): Promise<LandingDocumentOut | null> {
      return orFallback(
        transport
          .call(documents.landingDocumentEndpoint, { params: { docKey } }, options)
          .then((r) => r.data),
        [404],
        null,
      );
    },

    async electronicReports(from: string, to: string, options?: CallOptions) {
      return (await transport.call(documents.electronicReportsEndpoint, { params: { from, to } }, options))
        .data;
    },
  };
}

export type LandingsClient = ReturnType<typeof createLandingsClient>;
