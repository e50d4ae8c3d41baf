import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './fault-fixtures';
import {
  createTestDatabase,
  startApp,
  testConfig,
  type DatabaseKind,
  type RunningApp,
  type TestDatabase,
} from './harness';

const root = resolve(__dirname, '..', '..', '..');
export const BUILT_WORKER = join(root, 'dist/services/api/services/api/src/worker.js');
export const BUILT_API = join(root, 'dist/services/api/services/api/src/main.js');

/**
 * Compiles the API (and the libs it uses) as production runs it, so a test can start the real
 * worker. Within one `npm test` run (API_BUILD_ONCE names it) the build is made once and reused.
 */
export function buildApi(): void {
  const run = process.env.API_BUILD_ONCE;
  const stamp = run ? join(root, 'dist/services/api', `.built-${run}`) : undefined;
  if (stamp && existsSync(stamp) && existsSync(BUILT_WORKER)) return;
  const bin = (name: string) => join(root, 'node_modules', '.bin', name);
  execFileSync(bin('tsc'), ['-p', 'services/api/tsconfig.app.json'], { cwd: root, stdio: 'pipe' });
  execFileSync(bin('tsc-alias'), ['-p', 'services/api/tsconfig.app.json'], {
    cwd: root,
    stdio: 'pipe',
  });
  if (!existsSync(BUILT_WORKER)) throw new Error(`The build did not produce ${BUILT_WORKER}`);
  if (stamp) writeFileSync(stamp, '');
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
export function startWorker(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<WorkerProcess> {
  return startBuilt(BUILT_WORKER, [], env, 'Worker started', timeoutMs);
}

/** The API started on its own: its process, and where it listens. */
export type ApiProcess = WorkerProcess & { url: string };

/**
 * Starts the API as `npm start` runs it (`node --max-old-space-size=320 main.js`) on a free port
 * of 127.0.0.1, so a test can see whether a request takes the whole process down; resolves once
 * it listens.
 */
export async function startApiProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const started = await startBuilt(
    BUILT_API,
    ['--max-old-space-size=320'],
    {
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST_DIR: testConfig({}).web.distDir,
      ...env,
    },
    'Listening on',
    timeoutMs,
  );
  return { ...started, url };
}

async function startBuilt(
  entry: string,
  nodeArgs: string[],
  env: Record<string, string>,
  readyLine: string,
  timeoutMs: number,
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
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
    const timer = setTimeout(() => {
      // Never left behind: a process that did not start is stopped.
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not start in time:\n${output}`));
    }, timeoutMs);
    const check = setInterval(() => {
      if (output.includes(readyLine)) {
        clearInterval(check);
        clearTimeout(timer);
        resolveStart();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before starting:\n${output}`));
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

/**
 * A new database made ready through the in-process app (the schema, accounts, sessions:
 * `prepare` runs on it before it closes), then the built API started on that database alone,
 * as production runs it.
 */
export async function startApiOnPrepared<T>(
  kind: DatabaseKind,
  prepare: (app: RunningApp['app']) => Promise<T>,
  env: Record<string, string> = {},
): Promise<{ database: TestDatabase; api: ApiProcess; prepared: T }> {
  const database = await createTestDatabase(kind);
  const setup = await startApp(database.env);
  const prepared = await prepare(setup.app);
  await setup.close();
  const api = await startApiProcess({ ...database.env, ...env });
  return { database, api, prepared };
}
