// `server-only` throws when imported outside a React Server environment; jest is neither.
export {};
