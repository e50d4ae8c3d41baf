import Fastify from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MicroCache } from './micro-cache';

async function server(now: () => number) {
  const fastify = Fastify();
  let calls = 0;
  new MicroCache(2, now).register(fastify);
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
  return { fastify, calls: () => calls };
}

describe('MicroCache', () => {
  it('reuses a public answer until its max-age runs out', async () => {
    let time = 0;
    const { fastify, calls } = await server(() => time);
    const first = await fastify.inject('/public?currency=EUR');
    const second = await fastify.inject('/public?currency=EUR');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-cache']).toBe('hit');
    expect(calls()).toBe(1);
    await fastify.inject('/public?currency=GBP');
    expect(calls()).toBe(2);
    time = 61_000;
    await fastify.inject('/public?currency=EUR');
    expect(calls()).toBe(3);
  });

  it('never stores private answers, answers that set cookies, or errors', async () => {
    const { fastify, calls } = await server(() => 0);
    for (const path of ['/private', '/cookie', '/error']) {
      await fastify.inject(path);
      await fastify.inject(path);
    }
    expect(calls()).toBe(6);
  });

  it('answers a hit with the headers of the stored answer, those of every answer and its own request id', async () => {
    const fastify = Fastify({
      genReqId: (() => {
        let n = 0;
        return () => `req-${++n}`;
      })(),
    });
    new MicroCache(
      2,
      () => 0,
      () => ({ 'x-frame-options': 'DENY' }),
    ).register(fastify);
    fastify.get('/public', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { ok: true };
    });
    await fastify.inject('/public');
    const hit = await fastify.inject('/public');
    expect(hit.statusCode).toBe(200);
    expect(hit.json()).toEqual({ ok: true });
    expect(hit.headers).toMatchObject({
      'x-cache': 'hit',
      'x-frame-options': 'DENY',
      'x-request-id': 'req-2',
      'cache-control': 'public, max-age=60',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(hit.body.length),
    });
    const head = await fastify.inject({ method: 'HEAD', url: '/public' });
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.body).toBe('');
  });

  it('answers a hit on the server, before the framework sees the request', async () => {
    const cache = new MicroCache(
      2,
      () => 0,
      () => ({ 'x-frame-options': 'DENY' }),
    );
    let seen = 0;
    const fastify = Fastify({
      serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
        createServer((req, res) => {
          if (!cache.answer(req, res, () => 'raw-1')) handler(req, res);
        }),
    });
    fastify.addHook('onRequest', (_request, _reply, done) => {
      seen += 1;
      done();
    });
    cache.registerStore(fastify);
    fastify.get('/public', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { ok: true };
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}/public`;
    try {
      await fetch(url);
      const hit = await fetch(url);
      expect(await hit.json()).toEqual({ ok: true });
      expect(hit.headers.get('x-cache')).toBe('hit');
      expect(hit.headers.get('x-request-id')).toBe('raw-1');
      expect(hit.headers.get('x-frame-options')).toBe('DENY');
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.headers.get('x-cache')).toBe('hit');
      expect(await fetch(`${url}?other`).then((r) => r.headers.get('x-cache'))).toBeNull();
      expect(seen).toBe(2);
    } finally {
      await fastify.close();
    }
  });

  it('keeps a bounded number of entries', async () => {
    const { fastify, calls } = await server(() => 0);
    for (const query of ['a', 'b', 'c', 'a']) await fastify.inject(`/public?q=${query}`);
    expect(calls()).toBe(4);
  });
});
