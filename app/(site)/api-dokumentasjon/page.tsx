import type { Metadata } from 'next';
import { z } from 'zod';
import '@/lib/api/contract';
import { EXAMPLE_REQUESTS, NON_JSON_RESPONSES } from '@/lib/api/contract/entity-params';
import { registeredEndpoints, type Endpoint } from '@/lib/api/endpoint';
import styles from './api-docs.module.css';

export const metadata: Metadata = {
  title: 'API-dokumentasjon',
  description: 'Fangstdatas åpne JSON-API: landinger, båter, eiere, kjøpere, mottak, søk og mer.',
  alternates: { canonical: '/api-dokumentasjon' },
};

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  description?: string;
  examples?: unknown[];
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Parameter {
  name: string;
  location: 'sti' | 'spørring' | 'kropp';
  required: boolean;
  type: string;
  description: string;
  example: unknown;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => String(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  return schema.type ?? 'verdi';
}

function parametersOf(endpoint: Endpoint): Parameter[] {
  const parameters: Parameter[] = [];
  for (const [location, schema] of [
    ['sti', endpoint.params],
    ['spørring', endpoint.query],
    ['kropp', endpoint.body],
  ] as const) {
    if (!schema) continue;
    const described = jsonSchemaOf(schema);
    for (const [name, property] of Object.entries(described.properties ?? {})) {
      const defaultText =
        property.default !== undefined ? ` Standard: ${JSON.stringify(property.default)}.` : '';
      parameters.push({
        name,
        location,
        required:
          location === 'sti' || ((described.required ?? []).includes(name) && property.default === undefined),
        type: typeOf(property),
        description: `${property.description ?? ''}${defaultText}`.trim(),
        example: property.examples?.[0],
      });
    }
  }
  return parameters;
}

/** `GET /api/boats/2019111153`: the endpoint's own example, or one made from its parameters' examples. */
function exampleOf(endpoint: Endpoint, parameters: Parameter[]): string {
  const given = EXAMPLE_REQUESTS.get(endpoint.path);
  if (given) return given;
  let path = endpoint.path;
  const query: string[] = [];
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.location === 'sti') path = path.replace(`{${parameter.name}}`, String(parameter.example));
    else if (parameter.location === 'spørring' && parameter.required) {
      query.push(`${parameter.name}=${encodeURIComponent(String(parameter.example))}`);
    }
  }
  return `${endpoint.method} ${path}${query.length ? `?${query.join('&')}` : ''}`;
}

/** Descriptions mark code with backticks. */
function RichText({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>))}
    </>
  );
}

// Case is kept: `/api/Offloads/…` and `/api/offloads/…` are different endpoints.
const slug = (text: string) => text.replace(/[^A-Za-z0-9æøåÆØÅ]+/g, '-').replace(/^-+|-+$/g, '');

const anchorOf = (endpoint: Endpoint) => slug(`${endpoint.method}-${endpoint.path}`);

function EndpointEntry({ endpoint }: { endpoint: Endpoint }) {
  const parameters = parametersOf(endpoint);
  const contentType = NON_JSON_RESPONSES.get(endpoint.path) ?? 'application/json';
  const errors = [400, ...(endpoint.errors ?? []), 503];
  return (
    <article id={anchorOf(endpoint)} className={styles.endpoint}>
      <h3>
        <code>
          {endpoint.method} {endpoint.path}
        </code>
      </h3>
      <p>
        <strong>{endpoint.summary}</strong>
      </p>
      {endpoint.description
        ? endpoint.description.split('\n').map((line, i) => (
            <p key={i}>
              <RichText text={line} />
            </p>
          ))
        : null}
      {endpoint.aliases?.length ? (
        <p>
          Også:{' '}
          {endpoint.aliases.map((alias) => (
            <code key={alias}>{alias} </code>
          ))}
        </p>
      ) : null}
      {parameters.length > 0 ? (
        <table className={styles.params}>
          <caption className="visually-hidden">Parametere</caption>
          <thead>
            <tr>
              <th>Parameter</th>
              <th>I</th>
              <th>Type</th>
              <th>Påkrevd</th>
              <th>Beskrivelse</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((parameter) => (
              <tr key={`${parameter.location}-${parameter.name}`}>
                <td>
                  <code>{parameter.name}</code>
                </td>
                <td data-label="I">{parameter.location}</td>
                <td data-label="Type">
                  <code>{parameter.type}</code>
                </td>
                <td data-label="Påkrevd">{parameter.required ? 'ja' : 'nei'}</td>
                <td className={styles.description}>
                  <RichText text={parameter.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">Ingen parametere.</p>
      )}
      <p>
        Eksempel: <code>{exampleOf(endpoint, parameters)}</code>
      </p>
      <p className="muted">
        Svar: <code>{contentType}</code>. Feil: {errors.join(', ')} som{' '}
        <code>{'{ error: { code, message, fields } }'}</code>.
      </p>
    </article>
  );
}

export default function ApiDocumentationPage() {
  const byTag = new Map<string, Endpoint[]>();
  for (const endpoint of registeredEndpoints()) {
    byTag.set(endpoint.tag, [...(byTag.get(endpoint.tag) ?? []), endpoint]);
  }
  return (
    <div className={styles.page}>
      <h1>API-dokumentasjon</h1>
      <p className="lead">
        Alle tallene på Fangstdata kan hentes som JSON fra de samme adressene siden selv bruker. Kilde:
        Fiskeridirektoratet (NLOD).
      </p>
      <p>
        Vekter er rundvekt i kg, beløp er kroner betalt til fisker (null der direktoratet holder dem tilbake),
        datoer er <code>yyyy-MM-dd</code>. Ugyldig input gir 400 med feltene som er feil, ukjente id-er gir
        404. Offentlige GET-svar kan mellomlagres (Cache-Control og ETag). Maskinlesbar beskrivelse:{' '}
        <a href="/api/openapi.json">OpenAPI 3.1 (/api/openapi.json)</a>.
      </p>
      <nav aria-label="Innhold">
        <ul>
          {[...byTag.entries()].map(([tag, endpoints]) => (
            <li key={tag}>
              {tag}:{' '}
              {endpoints.map((endpoint, i) => (
                <span key={anchorOf(endpoint)}>
                  {i > 0 ? ', ' : null}
                  <a href={`#${anchorOf(endpoint)}`}>
                    {endpoint.method} {endpoint.path}
                  </a>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </nav>
      {[...byTag.entries()].map(([tag, endpoints]) => (
        <section key={tag} aria-labelledby={`tag-${slug(tag)}`}>
          <h2 id={`tag-${slug(tag)}`}>{tag}</h2>
          {endpoints.map((endpoint) => (
            <EndpointEntry key={anchorOf(endpoint)} endpoint={endpoint} />
          ))}
        </section>
      ))}
    </div>
  );
}
