import { ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createTestDatabase, testConfig, type TestDatabase } from './harness';
import { eventually } from './queue-fixture';
import { freePort } from './fault-fixtures';
import { buildApi } from './worker-process';

const root = resolve(__dirname, '..', '..', '..');

/** `npm start` as the README gives it, on what is built, with the test's environment. */
function npmStart(env: Record<string, string>): { child: ChildProcess; output(): string } {
  const child = spawn(process.execPath, [join(root, 'tools/scripts/start.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

const startedPids = (output: string) =>
  [...output.matchAll(/The API started \(pid (\d+)\)/g)].map((match) => Number(match[1]));

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

describe('npm start brings the API back when it dies', () => {
  let database: TestDatabase;
  let started: ReturnType<typeof npmStart>;

  beforeAll(() => buildApi(), 180_000);

  afterAll(async () => {
    started?.child.kill('SIGTERM');
    await new Promise((done) => started?.child.once('exit', done));
    await database?.drop();
  });

  it('restarts a killed API after a back-off, with a log line, and serves again', async () => {
    database = await createTestDatabase('sqlite');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    started = npmStart({
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST_DIR: testConfig({}).web.distDir,
      LOG_LEVEL: 'warn',
    });
    await eventually(() => healthy(url), Boolean, 60_000);
    const [first] = startedPids(started.output());
    expect(first).toBeGreaterThan(0);

    // As the heap limit or a crash would: the process is gone at once.
    process.kill(first, 'SIGKILL');
    await eventually(
      () => startedPids(started.output()),
      (pids) => pids.length === 2,
      30_000,
    );
    const restart = started
      .output()
      .split('\n')
      .find((line) => line.includes('restarting in'));
    expect(JSON.parse(restart!)).toMatchObject({
      level: 50,
      service: 'redress-start',
      msg: 'The API exited (SIGKILL); restarting in 1 s',
    });
    await eventually(() => healthy(url), Boolean, 60_000);
    expect(started.child.exitCode).toBeNull();
  }, 150_000);
});
