import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

interface Entry {
  expiresAt: number;
  /** Every header of the answer but its request id, written in one call on a hit. */
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
 * seconds by the HTTP server's handler (`answer`), without running the framework, the way a
 * caching proxy would. Anything personal never qualifies, because it never says `public`.
 */
export class MicroCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * @param answerHeaders the headers every answer at this URL carries (the security headers),
   *   stored with each entry so a hit writes them with the rest in one call
   */
  constructor(
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
    private readonly answerHeaders: (url: string) => Readonly<Record<string, string>> = () => ({}),
  ) {}

  /** Stores the answers that qualify as they are sent. */
  registerStore(fastify: FastifyInstance): void {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      this.store(request, reply, payload);
      done(null, payload);
    });
  }

  /**
   * Answers from memory when a fresh entry exists; returns whether it did. The HTTP server's own
   * handler calls this before the framework sees the request, so a hit costs no framework code
   * at all, the way a caching proxy in front of the application would answer it: the stored
   * headers and bytes in one write. `id` gives the request its id only when it is a hit.
   */
  answer(req: IncomingMessage, res: ServerResponse, id: (req: IncomingMessage) => string): boolean {
    const entry = this.fresh(req.method ?? '', req.url ?? '');
    if (!entry) return false;
    res.writeHead(200, { ...entry.headers, 'x-request-id': id(req) });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  private fresh(method: string, url: string): Entry | undefined {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.entries.delete(url);
    return undefined;
  }

  store(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const maxAge = Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
    if (!SHARED_MAX_AGE.test(cacheControl) || maxAge <= 0) return;
    if (reply.getHeader('set-cookie') || reply.getHeader('vary')) return;
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    this.entries.set(request.url, {
      expiresAt: this.now() + maxAge * 1000,
      body,
      headers: {
        ...this.answerHeaders(request.url),
        'content-type': String(
          reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
        ),
        'content-length': String(body.length),
        'cache-control': cacheControl,
        'x-cache': 'hit',
      },
    });
  }
}
