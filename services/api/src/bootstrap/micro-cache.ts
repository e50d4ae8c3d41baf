import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Replies answered from memory: nothing to store for them again. */
const served = new WeakSet<FastifyReply>();

interface Entry {
  expiresAt: number;
  /** The answer's own headers, set in one call on a hit. */
  headers: Record<string, string>;
  /** Encoded once when stored, so a hit writes the bytes without encoding them again. */
  body: Buffer;
}

const SHARED_MAX_AGE = /(?:^|,)\s*public\s*(?:,|$)/i;
const MAX_AGE = /max-age=(\d+)/i;

/**
 * A small shared cache in front of the application for answers that say, by HTTP's own rules,
 * that anyone may reuse them: GET, 200, `Cache-Control: public, max-age=N`, no cookie set, no
 * Vary. Such an answer (the service catalogue) is then served straight from memory for N
 * seconds without running the framework's pipeline, the way a caching proxy would. Anything
 * personal never qualifies, because it never says `public`.
 */
export class MicroCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
  ) {}

  /** Serves hits from its own onRequest hook and stores answers as they are sent. */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!this.serve(request, reply)) done();
    });
    this.registerStore(fastify);
  }

  /**
   * Only stores answers; the caller's own onRequest hook calls serve(), which saves a hook on
   * every request when the application already has one that runs first.
   */
  registerStore(fastify: FastifyInstance): void {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      this.store(request, reply, payload);
      done(null, payload);
    });
  }

  /** Answers from memory when a fresh entry exists; returns whether it did. */
  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const entry = this.entries.get(request.url);
    if (!entry) return false;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(request.url);
      return false;
    }
    served.add(reply);
    void reply.headers(entry.headers).send(entry.body);
    return true;
  }

  store(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    if (request.method !== 'GET' || reply.statusCode !== 200 || served.has(reply)) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const maxAge = Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
    if (!SHARED_MAX_AGE.test(cacheControl) || maxAge <= 0) return;
    if (reply.getHeader('set-cookie') || reply.getHeader('vary')) return;
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(request.url, {
      expiresAt: this.now() + maxAge * 1000,
      body: typeof payload === 'string' ? Buffer.from(payload) : payload,
      headers: {
        'content-type': String(
          reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
        ),
        'cache-control': cacheControl,
        'x-cache': 'hit',
      },
    });
  }
}
