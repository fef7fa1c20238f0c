import { spawn, type ChildProcess } from 'node:child_process';
import { e2eClientLimits, e2eLoadAllowances } from '../server-env';

/**
 * Another server of the same build beside the suite's own: a second "machine" for the
 * multi-node tests (a web node following a shared store, a proxy node reading an upstream). Ready when
 * its /api/health answers at all (a proxy node whose upstream is down answers 503); stopped with its
 * whole process group.
 */

/**
 * Every server started here, so that none outlives the test worker: a test that times out while one
 * starts never gets the handle to stop it.
 */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
});

export interface NodeServer {
  base: string;
  /** The server's standard output so far, a line each (its JSON log). */
  output: string[];
  stop(): void;
}

/** Lines of output kept: the newest. */
const KEPT_LINES = 5000;

/**
 * `defaultLimits`: the per-address limits a real deployment has, not the suite's raised ones
 * (e2eClientLimits), for a test of what a reader meets at those limits.
 */
export async function startNodeServer(
  port: number,
  env: Record<string, string>,
  { defaultLimits = false }: { defaultLimits?: boolean } = {},
): Promise<NodeServer> {
  // The production server (`npm run serve`): Next behind the front cache, forwarding a proxy node's API.
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      ...e2eLoadAllowances,
      ...(defaultLimits ? {} : e2eClientLimits),
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  const output: string[] = [];
  let partial = '';
  // Always read, or a full pipe would stop the server.
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    output.push(...lines);
    if (output.length > KEPT_LINES) output.splice(0, output.length - KEPT_LINES);
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) return { base, output, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`the node on ${base} did not start (exit ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
