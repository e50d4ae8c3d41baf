// The product's processes started directly (node main.js, node worker.js, as the Docker image
// runs them), so a run can pause (SIGSTOP), resume (SIGCONT) or kill each one itself.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../scripts/nx.mjs';

/** Where `npm run build` leaves the API's entry points (main.js, worker.js). */
export const API_DIST = join(root, 'dist/services/api/services/api/src');

/** Heap bound of each process, as `npm start` and the image give it. */
export const HEAP = '--max-old-space-size=320';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node args…` with exactly `env`; the process keeps its last 20 KB of output for a
 * report when something fails. `signal()` sends a signal while it runs; `stop()` ends it
 * (SIGTERM, SIGKILL after 10 s), even when paused.
 */
export function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    exited,
    output: () => output,
    signal: (signal) => running() && child.kill(signal),
    async stop() {
      if (!running()) return;
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once `url`/api/health answers 200; throws if the process exits or after `timeoutMs`. */
export async function waitForHealth(url, entry, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry.child.exitCode !== null) throw new Error(`${entry.name} exited:\n${entry.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${entry.name} did not become healthy:\n${entry.output()}`);
}

/** Resolves once a worker has said it started (it needs LOG_LEVEL info or lower). */
export async function waitForWorker(entry, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!entry.output().includes('Worker started')) {
    if (entry.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${entry.name} did not start:\n${entry.output()}`);
    await sleep(100);
  }
}
