import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Nx without the daemon, the cloud or the interactive UI: the same behaviour on a laptop and in CI. */
export const nxEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
};

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: nxEnv, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function nx(args, options = {}) {
  return run(
    process.execPath,
    [join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js'), ...args, '--output-style=static'],
    options,
  );
}
