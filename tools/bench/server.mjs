import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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
      if (response.ok) return { url, dataDir, stop: () => stop(child) };
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
