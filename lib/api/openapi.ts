import { z } from 'zod';
import { DEFAULT_MAX_BODY_BYTES, registeredEndpoints, type Endpoint } from './endpoint';
import { errorBodySchema } from './errors';

/** The OpenAPI 3.1 document, generated from the endpoint definitions (lib/api/contract/). */

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
}

function parametersOf(endpoint: Endpoint) {
  const parameters: object[] = [];
  for (const [location, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const described = jsonSchema(schema, 'input') as {
      properties?: Record<string, object>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(described.properties ?? {})) {
      parameters.push({
        name,
        in: location,
        required: location === 'path' || (described.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return parameters;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Ugyldig forespørsel',
  401: 'Mangler eller ugyldig innlogging',
  403: 'Ikke tilgang',
  404: 'Finnes ikke',
  405: 'Metoden er ikke tillatt',
  413: 'Forespørselen er for stor',
  429: 'For mange forespørsler fra samme adresse (se Retry-After)',
  503: 'Ingen data lastet inn ennå, eller tjenesten er travel (se Retry-After)',
};

/** Statuses every endpoint of this kind can answer, besides those it lists itself. */
function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set([400, ...(endpoint.errors ?? [])]);
  if (endpoint.body) statuses.add(413);
  if (endpoint.rateLimit) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function operation(endpoint: Endpoint) {
  const errorContent = { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } };
  const responses: Record<string, object> = {
    200: {
      description: 'OK',
      content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
    },
  };
  for (const status of errorStatuses(endpoint)) {
    responses[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'Feil', content: errorContent };
  }
  return {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    parameters: parametersOf(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            description: `JSON, høyst ${endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES} byte (ellers 413)`,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const endpoint of registeredEndpoints()) {
    for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      paths[path] ??= {};
      paths[path][endpoint.method.toLowerCase()] = operation(endpoint);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fangstdata API',
      version: '1.0.0',
      description:
        'Landinger fra norske fiskefartøy: landingsspørringer, båter, eiere, kjøpere og mottak. Kilde: Fiskeridirektoratet (NLOD).',
    },
    servers: [{ url: serverUrl }],
    paths,
  };
}
