import Fastify from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MicroCache } from './micro-cache';

/**
 * A server wired as createApp wires it: the cache answers hits in the HTTP server's handler,
 * before Fastify; the application's answers are stored on their way out.
 */
async function server(cache: MicroCache) {
  let calls = 0;
  let seen = 0;
  let ids = 0;
  const fastify = Fastify({
    serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
      createServer((req, res) => {
        if (!cache.answer(req, res, () => `raw-${++ids}`)) handler(req, res);
      }),
  });
  fastify.addHook('onRequest', (_request, _reply, done) => {
    seen += 1;
    done();
  });
  cache.registerStore(fastify);
  fastify.get('/public', async (_request, reply) => {
    calls += 1;
    reply.header('cache-control', 'public, max-age=60');
    return { calls };
  });
  fastify.get('/private', async (_request, reply) => {
    calls += 1;
    reply.header('cache-control', 'private, max-age=60');
    return { calls };
  });
  fastify.get('/cookie', async (_request, reply) => {
    calls += 1;
    reply.header('cache-control', 'public, max-age=60').header('set-cookie', 'a=b');
    return { calls };
  });
  fastify.get('/error', async (_request, reply) => {
    calls += 1;
    reply.status(400).header('cache-control', 'public, max-age=60');
    return { calls };
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`;
  return {
    get: (path: string, method = 'GET') => fetch(origin + path, { method }),
    calls: () => calls,
    seen: () => seen,
    close: () => fastify.close(),
  };
}

describe('MicroCache', () => {
  let close: (() => Promise<unknown>) | undefined;
  const start = async (cache: MicroCache) => {
    const running = await server(cache);
    close = running.close;
    return running;
  };
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('reuses a public answer until its max-age runs out', async () => {
    let time = 0;
    const { get, calls } = await start(new MicroCache(2, () => time));
    const first = await (await get('/public?currency=EUR')).text();
    const second = await get('/public?currency=EUR');
    expect(await second.text()).toBe(first);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(calls()).toBe(1);
    await get('/public?currency=GBP');
    expect(calls()).toBe(2);
    time = 61_000;
    await get('/public?currency=EUR');
    expect(calls()).toBe(3);
  });

  it('never stores private answers, answers that set cookies, or errors', async () => {
    const { get, calls } = await start(new MicroCache(2, () => 0));
    for (const path of ['/private', '/cookie', '/error']) {
      await get(path);
      await get(path);
    }
    expect(calls()).toBe(6);
  });

  it('answers a hit on the server, before the framework sees the request, with the headers of the stored answer, those of every answer and its own request id', async () => {
    const { get, seen } = await start(
      new MicroCache(
        2,
        () => 0,
        () => ({ 'x-frame-options': 'DENY' }),
      ),
    );
    await get('/public');
    const hit = await get('/public');
    const body = await hit.text();
    expect(hit.status).toBe(200);
    expect(JSON.parse(body)).toEqual({ calls: 1 });
    expect(Object.fromEntries(hit.headers)).toMatchObject({
      'x-cache': 'hit',
      'x-frame-options': 'DENY',
      'x-request-id': 'raw-1',
      'cache-control': 'public, max-age=60',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
    });
    const head = await get('/public', 'HEAD');
    expect(head.headers.get('x-cache')).toBe('hit');
    expect(await head.text()).toBe('');
    expect((await get('/public?other')).headers.get('x-cache')).toBeNull();
    expect(seen()).toBe(2);
  });

  it('keeps a bounded number of entries', async () => {
    const { get, calls } = await start(new MicroCache(2, () => 0));
    for (const query of ['a', 'b', 'c', 'a']) await get(`/public?q=${query}`);
    expect(calls()).toBe(4);
  });
});
