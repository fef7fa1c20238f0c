import { z } from 'zod';

/**
 * How the configuration reads one environment variable: the text is trimmed, an empty or missing value
 * means the default, and anything else must pass the variable's zod schema. Plain module (no
 * `server-only`): the CLIs (`scripts/`) and `instrumentation.ts` read the same variables.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** The process's environment, looked up on every call (never copied): tests and operators change it. */
export const currentEnv = (): Env => process.env;

/** A setting (variable or command-line flag) whose value cannot be read; the message names it. */
export class InvalidSettingError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidSettingError';
  }
}

/** What a bad value does: stop with an error naming the variable, or warn once and use the default. */
export type OnInvalid = 'refuse' | 'warn';

export interface Variable<T> {
  name: string;
  /** The schema of the trimmed, non-empty text; its error message says what a good value looks like. */
  schema: z.ZodType<T, string>;
  fallback: T;
  onInvalid: OnInvalid;
  /** A secret: a message about a bad value names the variable but never shows the value. */
  secret?: boolean;
}

export function variable<T>(
  name: string,
  schema: z.ZodType<T, string>,
  fallback: T,
  onInvalid: OnInvalid = 'refuse',
): Variable<T> {
  return { name, schema, fallback, onInvalid };
}

/** A variable holding a secret (see Variable.secret). */
export function secretVariable<T>(name: string, schema: z.ZodType<T, string>, fallback: T): Variable<T> {
  return { ...variable(name, schema, fallback), secret: true };
}

/** How a message shows a variable's bad value: quoted, or hidden for a secret. */
const shownValue = (setting: Variable<unknown>, text: string) =>
  setting.secret ? '(hidden)' : JSON.stringify(text);

function rawValue(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

// Variables are read per call (tests and operators change them at run time); parsing is memoised per
// raw text so a hot path (every request's rate limit) does not run zod each time.
const parsed = new Map<string, { ok: true; value: unknown } | { ok: false; message: string }>();
const warned = new Set<string>();

function parseOnce<T>(setting: Variable<T>, text: string) {
  const key = `${setting.name}\u0000${text}`;
  let result = parsed.get(key);
  if (!result) {
    const outcome = setting.schema.safeParse(text);
    result = outcome.success
      ? { ok: true, value: outcome.data }
      : { ok: false, message: outcome.error.issues[0]?.message ?? 'is not a valid value' };
    parsed.set(key, result);
  }
  return result as { ok: true; value: T } | { ok: false; message: string };
}

/** Why a variable's value is unusable, or null when it is unset or fine. */
export function problemOf(setting: Variable<unknown>, env: Env): string | null {
  const text = rawValue(env, setting.name);
  if (text === undefined) return null;
  const result = parseOnce(setting, text);
  return result.ok ? null : `${setting.name}=${shownValue(setting, text)} ${result.message}`;
}

/** The variable's value: parsed, or the default when unset (or unusable, for `warn` variables). */
export function read<T>(setting: Variable<T>, env: Env): T {
  const text = rawValue(env, setting.name);
  if (text === undefined) return setting.fallback;
  const result = parseOnce(setting, text);
  if (result.ok) return result.value;
  const message = `${setting.name}=${shownValue(setting, text)} ${result.message}`;
  if (setting.onInvalid === 'refuse') throw new InvalidSettingError(setting.name, message);
  if (!warned.has(message)) {
    warned.add(message);
    const fallback = setting.fallback === undefined ? 'ignored' : `using ${JSON.stringify(setting.fallback)}`;
    console.warn(`⚠ ${message}; ${fallback}`);
  }
  return setting.fallback;
}

export type ValuesOf<G extends Record<string, Variable<unknown>>> = {
  [K in keyof G]: G[K] extends Variable<infer T> ? T : never;
};

/** Every variable of a group (keyed by what the caller calls the value), read at once. */
export function readGroup<G extends Record<string, Variable<unknown>>>(group: G, env: Env): ValuesOf<G> {
  return Object.fromEntries(
    Object.entries(group).map(([key, setting]) => [key, read(setting, env)]),
  ) as ValuesOf<G>;
}

/** A whole number in [min, max], written as plain digits. */
export function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^[0-9]{1,15}$/, { error: `is not a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min)
        .max(max, { error: `is not a whole number from ${min} to ${max}` }),
    );
}

/** A positive number (decimals allowed), e.g. megabytes. */
export const positiveNumber = z
  .string()
  .transform(Number)
  .pipe(z.number({ error: 'is not a positive number' }).positive({ error: 'is not a positive number' }));

export function httpUrl(what = 'an http(s) URL') {
  return z.string().refine((text) => /^https?:\/\//i.test(text) && URL.canParse(text), {
    error: `is not ${what}`,
  });
}

export const emailAddress = z
  .string()
  .regex(/^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/, { error: 'is not an e-mail address' });

/** A share as `0.05`, `5%` or `5 %`, between 0 and 1 (NaN when unreadable). */
function shareOf(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  const share = match ? Number(match[1]) / (match[2] ? 100 : 1) : NaN;
  return Number.isFinite(share) && share >= 0 && share <= 1 ? share : NaN;
}

const SHARE_HINT = 'must be a share between 0 and 1 (e.g. 0.05) or a percentage (e.g. 5%)';

export const share = z
  .string()
  .transform(shareOf)
  .pipe(z.number({ error: SHARE_HINT }));

const BYTE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/** A size in bytes, optionally with a binary unit: `8589934592`, `512MB`, `8 GB`, `8GiB` (NaN when unreadable). */
function bytesOf(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:([kmgt])(?:i?b)?|b)?\s*$/i.exec(text);
  const bytes = match ? Math.floor(Number(match[1]) * BYTE_UNITS[(match[2] ?? '').toLowerCase()]) : NaN;
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : NaN;
}

const BYTE_SIZE_HINT = 'must be a size in bytes, e.g. 8GB or 8589934592';

export const byteSize = z
  .string()
  .transform(bytesOf)
  .pipe(z.number({ error: BYTE_SIZE_HINT }));

/** A share given on the command line or in a variable; throws naming it when unreadable. */
export function parseShare(name: string, text: string): number {
  const value = shareOf(text);
  if (Number.isNaN(value)) throw new InvalidSettingError(name, `${name} ${SHARE_HINT}, got "${text}"`);
  return value;
}

/** A byte size given on the command line or in a variable; throws naming it when unreadable. */
export function parseByteSize(name: string, text: string): number {
  const value = bytesOf(text);
  if (Number.isNaN(value)) throw new InvalidSettingError(name, `${name} ${BYTE_SIZE_HINT}, got "${text}"`);
  return value;
}
