/**
 * Starts a bench script: `main`, or `worker` with the arguments after `--worker` when the script has
 * started itself again as the child process it measures (its own memory and CPU time). A failure prints
 * the error and exits 1, so that `npm run bench:*` fails rather than ending on an unhandled rejection.
 */
export function runBench(main: () => Promise<unknown>, worker?: (args: string[]) => Promise<unknown>): void {
  const fail = (error: unknown) => {
    console.error(error);
    process.exit(1);
  };
  if (worker && process.argv[2] === '--worker') worker(process.argv.slice(3)).catch(fail);
  else main().catch(fail);
}
