import { z } from 'zod';
import { byteSize, currentEnv, httpUrl, read, readGroup, share, variable, wholeNumber } from './values';
import type { Env, Variable } from './values';

// ---- Ingest -------------------------------------------------------------------------------------------

const INGEST_VARIABLES = {
  maxWithdrawalShare: variable<number | undefined>('INGEST_MAX_WITHDRAWAL_SHARE', share, undefined),
  maxRejectedShare: variable<number | undefined>('INGEST_MAX_REJECTED_SHARE', share, undefined),
  maxEntryBytes: variable<number | undefined>('INGEST_MAX_ENTRY_BYTES', byteSize, undefined),
};

/**
 * The ingest limits the environment sets (unset ones left out, for the caller's defaults). An
 * unreadable value throws InvalidSettingError naming the variable: an ingest must not run on a guess.
 */
export function ingestLimitSettings(env: Env = currentEnv()): {
  maxWithdrawalShare?: number;
  maxRejectedShare?: number;
  maxEntryBytes?: number;
} {
  const given = Object.entries(readGroup(INGEST_VARIABLES, env)).filter(([, value]) => value !== undefined);
  return Object.fromEntries(given);
}

// Unset: every position report is kept (the directorate publishes them from 2011).
const VMS_KEEP_YEARS = variable<number | undefined>('VMS_KEEP_YEARS', wholeNumber(1, 100), undefined);

/**
 * Calendar years of VMS positions an ingest keeps (this one and the years before it); older reports are
 * deleted. For operators with small disks; undefined keeps all.
 */
export function vmsKeepYears(env: Env = currentEnv()): number | undefined {
  return read(VMS_KEEP_YEARS, env);
}

const SAMPLE_LINES_PER_YEAR = variable<number | undefined>(
  'SAMPLE_LINES_PER_YEAR',
  wholeNumber(1, 100_000_000),
  undefined,
);

/** Size of the generated default data set, when the environment sets it. */
export function sampleLinesPerYear(env: Env = currentEnv()): number | undefined {
  return read(SAMPLE_LINES_PER_YEAR, env);
}

const SAMPLE_END_DATE = variable<string | undefined>(
  'SAMPLE_END_DATE',
  z.string().refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isoDateExists(text), {
    error: 'is not a date like 2026-11-25',
  }),
  undefined,
);

function isoDateExists(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The last day of landings of the generated default data set, when the environment sets it. */
export function sampleEndDate(env: Env = currentEnv()): string | undefined {
  return read(SAMPLE_END_DATE, env);
}

// ---- Keeping the data current (npm run update-data, UPDATE_AT) -----------------------------------------

const DEFAULT_SOURCE_BASE_URL = 'https://register.fiskeridir.no';

/** An absolute http(s) URL, or a path (`/…`) on SOURCE_BASE_URL. */
const sourceAddress = z.string().refine((text) => text.startsWith('/') || /^https?:\/\//i.test(text), {
  error: 'is not an http(s) URL or a path starting with /',
});

const UPDATE_VARIABLES = {
  baseUrl: variable(
    'SOURCE_BASE_URL',
    httpUrl('an http(s) URL like https://register.fiskeridir.no'),
    DEFAULT_SOURCE_BASE_URL,
  ),
  vesselRegisterUrl: variable<string | undefined>('SOURCE_VESSEL_REGISTER_URL', sourceAddress, undefined),
  buyerRegisterUrl: variable<string | undefined>('SOURCE_BUYER_REGISTER_URL', sourceAddress, undefined),
  diskBudgetBytes: variable('UPDATE_DISK_BUDGET', byteSize, 2 * 1024 ** 3),
  lockName: variable(
    'UPDATE_LOCK_NAME',
    z.string().regex(/^[\w.:-]{1,100}$/, { error: 'is not a plain name (letters, digits, . : _ -)' }),
    'fangstdata:update-data',
  ),
};

/**
 * Where `npm run update-data` fetches the directorate's files and what it may keep. An unreadable value
 * throws InvalidSettingError naming the variable: a download must not run against a guessed address.
 */
export function updateSettings(env: Env = currentEnv()) {
  const settings = readGroup(UPDATE_VARIABLES, env);
  return { ...settings, baseUrl: settings.baseUrl.replace(/\/+$/, '') };
}

const UPDATE_AT = variable<{ hour: number; minute: number } | undefined>(
  'UPDATE_AT',
  z
    .string()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: 'is not a time of day like 04:30 (Oslo time)' })
    .transform((text) => {
      const [hour, minute] = text.split(':').map(Number);
      return { hour, minute };
    }),
  undefined,
);

/** The time of day (Oslo) at which `npm start` runs the update, or undefined for no schedule. */
export function updateSchedule(env: Env = currentEnv()): { hour: number; minute: number } | undefined {
  return read(UPDATE_AT, env);
}

/**
 * What the start-up check reads of this part (configurationProblems in index.ts). A bad UPDATE_AT stops
 * `npm start`: a schedule silently dropped would leave the data going stale. INGEST_* are left to the
 * ingest CLI, which refuses a bad one itself (exit code 2): the server never ingests.
 */
export const DATA_SOURCE_SERVER_VARIABLES: Variable<unknown>[] = [UPDATE_AT];
