import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';

const INDEX = '<!doctype html><title>Redress</title><div id="root"></div>'.repeat(40);
const BUNDLE = 'console.log("the host shell");\n'.repeat(200);
const WORKER = 'self.addEventListener("install", () => self.skipWaiting());\n'.repeat(40);

/** A built host as the front-end build leaves it: each text file with .br and .gz copies. */
function precompressedDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'redress-web-'));
  mkdirSync(join(dir, 'host'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    'main.1a2b3c4d.js': BUNDLE,
    'sw.js': WORKER,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = join(dir, 'host', name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dir;
}

/** The bytes each encoding puts on the wire for a text, as the build writes them. */
const brotli = (text: string) => brotliCompressSync(text).length;
const gzip = (text: string) => gzipSync(text).length;

/** The body as bytes (the client decodes it; Content-Length says what was sent). */
const raw = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('the built front ends, served compressed', () => {
  let database: TestDatabase;
  let running: RunningApp;
  let dist: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    dist = precompressedDist();
    running = await startApp({ ...database.env, WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the Brotli copy of a bundle to a browser that accepts it, cached for good', async () => {
    const response = await raw(
      request(running.url).get('/main.1a2b3c4d.js').set('accept-encoding', 'gzip, deflate, br'),
    ).expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(brotli(BUNDLE));
    expect(response.body.toString()).toBe(BUNDLE);
  });

  it('falls back to gzip, and to the file itself for a client that accepts neither', async () => {
    const gzipped = await raw(
      request(running.url).get('/main.1a2b3c4d.js').set('accept-encoding', 'gzip'),
    ).expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzip(BUNDLE));
    expect(gzipped.body.toString()).toBe(BUNDLE);

    const plain = await raw(
      request(running.url).get('/main.1a2b3c4d.js').set('accept-encoding', 'identity'),
    ).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(BUNDLE.length);
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('keeps entry points revalidated when their compressed copy is sent', async () => {
    const home = await raw(request(running.url).get('/').set('accept-encoding', 'br')).expect(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(Number(home.headers['content-length'])).toBe(brotli(INDEX));
    expect(home.body.toString()).toBe(INDEX);

    const worker = await raw(
      request(running.url).get('/sw.js').set('accept-encoding', 'br'),
    ).expect(200);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
  });
});
