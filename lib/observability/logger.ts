import { createRequire } from 'node:module';
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { logLevel } from '@/lib/config';

/**
 * The server's log: JSON lines (pino) on standard output, one per request (./request-log.ts) and one per
 * message, at LOG_LEVEL. In a terminal, with pino-pretty installed (a dev dependency), the same lines
 * are printed readably instead.
 */

const globalKey = Symbol.for('fangstdata.logger');
type GlobalWithLogger = typeof globalThis & { [globalKey]?: Logger };

function prettyStream(): NodeJS.WritableStream | null {
  if (!process.stdout.isTTY) return null;
  try {
    const pretty = createRequire(__filename)('pino-pretty') as (options: object) => NodeJS.WritableStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  } catch {
    // A production install has no dev dependencies: JSON it is.
    return null;
  }
}

export function createLogger(destination?: NodeJS.WritableStream): Logger {
  const options = { level: logLevel(), base: { pid: process.pid } };
  const stream = destination ?? prettyStream();
  return stream ? pino(options, stream) : pino(options);
}

/** The process's logger. */
export function logger(): Logger {
  const holder = globalThis as GlobalWithLogger;
  holder[globalKey] ??= createLogger();
  return holder[globalKey];
}

/**
 * Sends console.log, info, warn and error (the code's and Next's own messages) to the logger, so that
 * everything the server writes is a JSON line: an Error among the arguments goes as `err`.
 */
export function routeConsoleToLogger(log: Logger = logger()): void {
  const route =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== error));
      if (error) log[level]({ err: error }, message);
      else log[level](message);
    };
  console.log = route('info');
  console.info = route('info');
  console.warn = route('warn');
  console.error = route('error');
}
