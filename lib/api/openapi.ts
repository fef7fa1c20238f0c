import { z } from 'zod';
import { registeredEndpoints, type Endpoint } from './endpoint';
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
  429: 'For mange forespørsler',
  503: 'Ingen data lastet inn ennå',
};

function operation(endpoint: Endpoint) {
  const errorContent = { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } };
  const responses: Record<string, object> = {
    200: {
      description: 'OK',
      content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
    },
  };
  for (const status of [400, ...(endpoint.errors ?? []), 503]) {
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
