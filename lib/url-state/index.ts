/**
 * The URL is the state of every filtered page: /topoffloads, /offloads, /boats and the detail pages'
 * period. Each page's parameters are parsed by one zod schema here, on the server for the first render
 * and in the browser on every change, and written back in one canonical form (defaults left out, lists
 * comma-joined, sorts `<key>:<asc|desc>`). Pure and shared by server and client code.
 */
export * from './params';
export * from './fields';
export * from './filters';
export * from './landing-period';
export * from './top-landings';
export * from './top-landings-schema';
export * from './saved-view';
export * from './latest-landings';
export * from './latest-landings-schema';
export * from './boat-directory';
export * from './detail-period';
export * from './front-page';
export * from './firm-directory';
export * from './search-results';
export * from './embed';
export * from './embed-schema';
export * from './boat-map';
export * from './prices';
export * from './hauls';
export * from './quotas';
