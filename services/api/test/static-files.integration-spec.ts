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

/**
 * The application on a fresh SQLite database serving a built host (and what `prepare` adds to
 * the build), for the tests of one describe block; stopped and removed after them.
 */
function servingBuild(
  env: Record<string, string> = {},
  prepare: (dist: string) => void = () => {},
) {
  const app = {} as { running: RunningApp; url: string };
  let database: TestDatabase | undefined;
  let dist: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    dist = precompressedDist();
    prepare(dist);
    app.running = await startApp({ ...database.env, WEB_DIST_DIR: dist, ...env });
    app.url = app.running.url;
  });
  afterAll(async () => {
    await app.running?.close();
    await database?.drop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return app;
}

describe('the built front ends, served compressed', () => {
  const running = servingBuild();

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

describe('a remote deployed on its own origin', () => {
  const STUDENT_ORIGIN = 'https://student.cdn.redress.test';
  const running = servingBuild(
    { REMOTE_STUDENT_URL: `${STUDENT_ORIGIN}/v7/mf-manifest.json` },
    (dist) => {
      for (const remote of ['student', 'admin']) {
        mkdirSync(join(dist, remote));
        writeFileSync(join(dist, remote, 'mf-manifest.json'), `{"name":"${remote}"}`);
      }
    },
  );

  it('tells the host where it lives and no longer serves a copy of it', async () => {
    const manifest = await request(running.url).get('/remotes.json').expect(200);
    expect(manifest.body).toEqual({
      student: `${STUDENT_ORIGIN}/v7/mf-manifest.json`,
      admin: '/remotes/admin/mf-manifest.json',
    });
    await request(running.url).get('/remotes/student/mf-manifest.json').expect(404);
    // The other remote still comes from the API's own origin.
    await request(running.url).get('/remotes/admin/mf-manifest.json').expect(200);
  });

  it("lets the pages load exactly that origin's scripts, styles, fonts, images and manifest", async () => {
    const page = await request(running.url).get('/dashboard').expect(200);
    const directives = Object.fromEntries(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    for (const name of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src'])
      expect(directives[name]).toContain(STUDENT_ORIGIN);
    const elsewhere = Object.entries(directives)
      .filter(([, sources]) => sources.includes(STUDENT_ORIGIN))
      .map(([name]) => name);
    expect(elsewhere.sort()).toEqual(
      ['connect-src', 'font-src', 'img-src', 'script-src', 'style-src'].sort(),
    );
    // Nothing broader than the origin itself.
    expect(String(page.headers['content-security-policy'])).not.toMatch(/redress\.test\/|\*\.cdn/);
  });
});
