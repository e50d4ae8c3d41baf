import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/nx.mjs';

/** Starts the built product (start.mjs) on a port with its own data folder; resolves when healthy. */
export async function startProduct({ port, env = {}, cpu } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'redress-bench-'));
  const args = [join(root, 'tools/scripts/start.mjs')];
  const command = cpu === undefined ? process.execPath : 'taskset';
  const commandArgs = cpu === undefined ? args : ['-c', String(cpu), process.execPath, ...args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, dataDir, pid: child.pid, stop: () => stop(child) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop(child);
  throw new Error('The product did not become healthy within 240 s');
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Starts a queue worker through `start.mjs --worker` (what `npm run worker` runs), already built,
 * with the product's settings and its data folder (uploads are shared, as on a volume).
 */
export function startWorker({ env = {}, dataDir }) {
  const child = spawn(process.execPath, [join(root, 'tools/scripts/start.mjs'), '--worker'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
      SKIP_BUILD: '1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { pid: child.pid, stop: () => stop(child) };
}

/**
 * The Node process that does the work behind a start.mjs wrapper: start.mjs spawns the API or
 * worker as its child, so the wrapper's own figures say nothing.
 */
export function servingPid(wrapperPid) {
  const children = readdirSync(`/proc/${wrapperPid}/task`).flatMap((task) =>
    readFileSync(`/proc/${wrapperPid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  return Number(children[0] ?? wrapperPid);
}

/** Resident memory in bytes of the process serving behind a start.mjs wrapper. */
export function servingRss(wrapperPid) {
  const status = readFileSync(`/proc/${servingPid(wrapperPid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
