import { currentEnv, problemOf, type Env, type Variable } from './values';
import { DATA_SOURCE_SERVER_VARIABLES } from './data-sources';
import { PRESENTATION_VARIABLES } from './presentation';
import { REQUEST_VARIABLES } from './requests';
import { SITE_VARIABLES } from './site';
import { STORE_SERVER_VARIABLES } from './store';
import { OPERATIONS_VARIABLES } from './operations';

/**
 * Every environment variable the site, its CLIs and its benchmarks read, in one place: name, schema,
 * default and what a bad value does. Values are read when a getter is called, never frozen at import:
 * one build serves any deployment, and tests change variables between cases. Each getter takes the
 * environment as an optional argument so a test can pass its own.
 *
 * Server-only by use, but deliberately without `import 'server-only'`: `scripts/` (run by tsx) and
 * `instrumentation.ts` read the same variables. Client components must not import it; what the
 * browser needs (the Firebase web config) is handed to it as props by a server component.
 * Build-time variables (CSP_EXTRA_ORIGINS, HSTS_MAX_AGE) are read by next.config.mjs, which Next loads
 * as plain JavaScript before any TypeScript is compiled; they are listed here for the start-up check.
 */

export type { Env } from './values';
export { InvalidSettingError, parseByteSize, parseShare } from './values';
export * from './tooling';
export * from './site';
export * from './requests';
export * from './store';
export * from './data-sources';
export * from './presentation';
export * from './operations';

// ---- Start-up check -----------------------------------------------------------------------------------

const SERVER_VARIABLES: Variable<unknown>[] = [
  ...SITE_VARIABLES,
  ...REQUEST_VARIABLES,
  ...STORE_SERVER_VARIABLES,
  ...DATA_SOURCE_SERVER_VARIABLES,
  ...PRESENTATION_VARIABLES,
  ...OPERATIONS_VARIABLES,
];

export interface ConfigurationProblems {
  /** Values that stop the server: a wrong site address or database URL must not be served on. */
  fatal: string[];
  /** Values replaced by their default (as the server has always done for tuning knobs). */
  ignored: string[];
}

/** Every unusable value in the environment, each message naming its variable. */
export function configurationProblems(env: Env = currentEnv()): ConfigurationProblems {
  const problems: ConfigurationProblems = { fatal: [], ignored: [] };
  for (const setting of SERVER_VARIABLES) {
    const problem = problemOf(setting, env);
    if (problem) (setting.onInvalid === 'refuse' ? problems.fatal : problems.ignored).push(problem);
  }
  // A proxy node renders its pages from the data node's internal reads, which need the shared secret.
  if (env.LANDINGS_API_URL && !env.LANDINGS_API_TOKEN) {
    problems.fatal.push(
      "LANDINGS_API_URL is set but LANDINGS_API_TOKEN is not: a proxy node needs the data node's shared secret",
    );
  }
  return problems;
}

/**
 * Called by instrumentation.ts when the server starts: a value that would make the site wrong (its
 * address, its database) stops it with a message naming the variable; a bad tuning value is named
 * in a warning and its default used, as before.
 */
export function checkConfigurationAtStart(env: Env = currentEnv()): void {
  const { fatal, ignored } = configurationProblems(env);
  for (const problem of ignored) console.warn(`⚠ ${problem}; using the default`);
  if (fatal.length === 0) return;
  console.error(`✖ Fangstdata refuses to start: ${fatal.join('; ')}`);
  // Next would only log a thrown error and serve on; a misconfigured server must not serve at all.
  process.exit(1);
}
