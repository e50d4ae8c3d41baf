import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo, createServer, Server, Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RedisServer {
  url: string;
  /** Starts it again on the same port and data folder (what it persisted comes back). */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no final save; only what the append-only file holds survives. */
  kill(): Promise<void>;
  /** Stops it and deletes its data folder. */
  destroy(): Promise<void>;
}

/**
 * A Redis server of the test's own, configured as production should be (append-only file,
 * noeviction), so it can be killed and restarted without touching the machine's Redis.
 */
export async function startRedisServer(): Promise<RedisServer> {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    throw new Error(
      'redis-server is not installed: the fault tests start Redis servers of their own',
    );
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redress-faults-redis-'));
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const started = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Redis did not start:\n${output}`)), 10_000);
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Redis exited with ${code}:\n${output}`));
      });
    });
  }

  async function kill(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    kill,
    destroy: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TcpProxy {
  port: number;
  /** The server behind it is gone: open connections are cut, new ones refused. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stands between the product and a server (here MariaDB), so a test can take that server away
 * and bring it back for this product only, as a crash or a network partition would.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  function track(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  async function up(): Promise<void> {
    const listening = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', () => resolve()));
    server = listening;
  }

  async function down(): Promise<void> {
    const listening = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  }

  await up();
  return { port, up, down, close: down };
}
