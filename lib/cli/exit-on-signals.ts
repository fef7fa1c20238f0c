/**
 * Ctrl-C, or a stop by `npm start` or the scheduler: say what was left as it was, then leave through
 * process.exit, so the exit handlers that remove scratch files and free locks run. The exit code is the
 * shell's for the signal (128 + its number).
 */
export function exitOnSignals(message: (signal: NodeJS.Signals) => string): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${message(signal)}`);
      process.exit(code);
    });
  }
}
