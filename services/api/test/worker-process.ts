import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..', '..');
export const BUILT_WORKER = join(root, 'dist/services/api/services/api/src/worker.js');

/** Compiles the API (and the libs it uses) as production runs it, so a test can start the real worker. */
export function buildApi(): void {
  const bin = (name: string) => join(root, 'node_modules', '.bin', name);
  execFileSync(bin('tsc'), ['-p', 'services/api/tsconfig.app.json'], { cwd: root, stdio: 'pipe' });
  execFileSync(bin('tsc-alias'), ['-p', 'services/api/tsconfig.app.json'], {
    cwd: root,
    stdio: 'pipe',
  });
  if (!existsSync(BUILT_WORKER)) throw new Error(`The build did not produce ${BUILT_WORKER}`);
}

export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves when the process has exited (after stop(), kill() or by itself). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** Starts `node worker.js` with the test's environment and waits until it says it started. */
export async function startWorker(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [BUILT_WORKER], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) =>
    child.on('exit', (code) => resolveExit(code)),
  );
  await new Promise<void>((resolveStart, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Worker did not start in time:\n${output}`)),
      timeoutMs,
    );
    const check = setInterval(() => {
      if (output.includes('Worker started')) {
        clearInterval(check);
        clearTimeout(timer);
        resolveStart();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`Worker exited with ${code} before starting:\n${output}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    await exited;
  };
  return {
    child,
    output: () => output,
    exited,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
