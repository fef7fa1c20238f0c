/**
 * The client-safe face of the landing query pipeline (lib/landings/landing-query/): its vocabulary and
 * the text parsers, without anything that touches the store. Browser code and the API contracts import
 * from here; server code that runs queries imports `@/lib/landings/landing-query`.
 */
export * from './vocabulary';
export * from './parse';
