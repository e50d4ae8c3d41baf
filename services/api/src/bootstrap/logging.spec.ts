import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { AppConfig } from '../config/app-config';
import { createRootLogger, PinoNestLogger, redactUrl, registerRequestLogging } from './logging';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, stream };
}

const config = (logLevel: string) => AppConfig.from({ LOG_LEVEL: logLevel });

describe('logging', () => {
  it('redacts secrets in query strings', () => {
    expect(redactUrl('/api/auth/verify?email=a%40b.c&token=abc123&next=/x')).toBe(
      '/api/auth/verify?email=a%40b.c&token=[redacted]&next=/x',
    );
    expect(redactUrl('/api/auth/google/callback?code=xyz&state=s1')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    );
  });

  it('writes one line per answered request with its id, and the lines written while serving a change carry the same id', async () => {
    const { lines, stream } = capture();
    const root = createRootLogger(config('info'), 'api', stream);
    const nest = new PinoNestLogger(root);
    const app = Fastify({ genReqId: () => 'req-42' });
    registerRequestLogging(app, root);
    app.post('/api/things', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      nest.log('storing things', 'Things');
      return { ok: true };
    });
    app.get('/api/health', async () => ({ status: 'up' }));
    app.get('/api/broken', async (_request, reply) => reply.status(500).send({}));

    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await fetch(`${url}/api/things?token=secret`, { method: 'POST' });
    await fetch(`${url}/api/health`);
    await fetch(`${url}/api/broken`);
    await app.close();

    expect(lines).toHaveLength(3);
    const [inner, request, broken] = lines;
    expect(inner).toMatchObject({
      level: 30,
      service: 'redress-api',
      context: 'Things',
      reqId: 'req-42',
      msg: 'storing things',
    });
    expect(request).toMatchObject({
      level: 30,
      reqId: 'req-42',
      req: { method: 'POST', url: '/api/things?token=[redacted]' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof request['responseTime']).toBe('number');
    expect(broken).toMatchObject({ level: 50, res: { statusCode: 500 } });
  });

  it('keeps each change’s id while others finish, and ties nothing to a read or to work left after the answer', async () => {
    const { lines, stream } = capture();
    const root = createRootLogger(config('info'), 'api', stream);
    const nest = new PinoNestLogger(root);
    let next = 0;
    const app = Fastify({ genReqId: () => `req-${++next}` });
    registerRequestLogging(app, root);
    const later: Promise<void>[] = [];
    app.post('/api/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      nest.log('slow change', 'Things');
      return {};
    });
    app.post('/api/quick', async () => {
      nest.log('quick change', 'Things');
      // Work the request leaves behind, logging after its answer has gone.
      later.push(
        new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
          nest.log('after the answers', 'Things'),
        ),
      );
      return {};
    });
    app.get('/api/read', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      nest.log('reading', 'Things');
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const slow = fetch(`${url}/api/slow`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await fetch(`${url}/api/quick`, { method: 'POST' });
    await fetch(`${url}/api/read`);
    await slow;
    await Promise.all(later);
    await app.close();

    const line = (msg: string) => lines.find((candidate) => candidate['msg'] === msg);
    expect(line('slow change')).toMatchObject({ reqId: 'req-1' });
    expect(line('quick change')).toMatchObject({ reqId: 'req-2' });
    expect(line('reading')).not.toHaveProperty('reqId');
    expect(line('after the answers')).not.toHaveProperty('reqId');
    const requestLines = lines.filter((candidate) => candidate['msg'] === 'request completed');
    expect(requestLines.map((candidate) => candidate['reqId']).sort()).toEqual([
      'req-1',
      'req-2',
      'req-3',
    ]);
  });

  it("maps Nest's levels, contexts and stacks onto pino", () => {
    const { lines, stream } = capture();
    const nest = new PinoNestLogger(createRootLogger(config('debug'), 'worker', stream));
    nest.error('job failed', 'Error: boom\n    at run (job.ts:1:1)', 'Queue');
    nest.warn('slow', 'Queue');
    nest.debug('details');
    nest.verbose('ignored below debug');
    nest.log({ event: 'started', jobs: 2 }, 'Worker');
    nest.error(
      { err: new Error('smtp down') },
      'Booking 7 is saved, but its mail failed',
      'Bookings',
    );

    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        service: 'redress-worker',
        context: 'Queue',
        stack: expect.stringContaining('at run'),
        msg: 'job failed',
      }),
      expect.objectContaining({ level: 40, context: 'Queue', msg: 'slow' }),
      expect.objectContaining({ level: 20, msg: 'details' }),
      expect.objectContaining({ level: 30, context: 'Worker', event: 'started', jobs: 2 }),
      expect.objectContaining({
        level: 50,
        context: 'Bookings',
        msg: 'Booking 7 is saved, but its mail failed',
        err: expect.objectContaining({ message: 'smtp down' }),
      }),
    ]);
    expect(lines[4]).not.toHaveProperty('stack');
    expect(lines[2]).not.toHaveProperty('context');
  });

  it('keeps quiet below the configured level', () => {
    const { lines, stream } = capture();
    const nest = new PinoNestLogger(createRootLogger(config('warn'), 'api', stream));
    nest.log('routine');
    nest.warn('attention');
    expect(lines.map((line) => line['msg'])).toEqual(['attention']);
  });
});
