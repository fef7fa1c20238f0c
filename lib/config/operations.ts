import { z } from 'zod';
import { currentEnv, read, secretVariable, variable, wholeNumber } from './values';
import type { Env, Variable } from './values';

// ---- Logs and metrics -----------------------------------------------------------------------------

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const LOG_LEVEL = variable<LogLevel>(
  'LOG_LEVEL',
  z.enum(LOG_LEVELS, { error: `is not one of ${LOG_LEVELS.join(', ')}` }),
  'info',
  'warn',
);
// A token a scraper could guess is no protection: at least 16 characters.
const METRICS_TOKEN = secretVariable<string | undefined>(
  'METRICS_TOKEN',
  z.string().min(16, { error: 'is shorter than 16 characters' }),
  undefined,
);
const METRICS_PORT = variable<number | undefined>('METRICS_PORT', wholeNumber(1, 65_535), undefined);

/** How much the server and the CLIs log (pino's levels). */
export function logLevel(env: Env = currentEnv()): LogLevel {
  return read(LOG_LEVEL, env);
}

/** The bearer token /metrics asks for; unset: /metrics is off. */
export function metricsToken(env: Env = currentEnv()): string | undefined {
  return read(METRICS_TOKEN, env);
}

/** A second port that serves only /metrics (same token), for a scraper on a private network. */
export function metricsPort(env: Env = currentEnv()): number | undefined {
  return read(METRICS_PORT, env);
}

export const OPERATIONS_VARIABLES: Variable<unknown>[] = [LOG_LEVEL, METRICS_TOKEN, METRICS_PORT];
