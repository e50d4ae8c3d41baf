import type { LoggerService, LogLevel } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { AppConfig } from '../config/app-config';
import type { ProcessRole } from '../modules/queue/queue.module';

const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** Sign-in links and OAuth callbacks carry secrets in the query string: they never reach a log. */
const SECRET_QUERY = /([?&](?:token|code|state)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** The request a log line was written for: every line written while serving it carries its id. */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Requests that change nothing; see RequestScopes. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Which requests the lines written while serving them are tied to. On Node 20 an enabled
 * AsyncLocalStorage runs a hook for every promise the process creates, whoever creates it:
 * that cost 35-45 % of the throughput of reads (bench:api, report route 11.7k -> 21.9k req/s
 * without it). So the scope is entered for requests that change something (where nearly all
 * such lines are written: sign-in, payments, bookings, deletions), and the storage is switched
 * off again whenever none of them is being served. Reads carry their id on their own request
 * line and on the error filter's lines, which have the request at hand.
 */
class RequestScopes {
  private open = 0;

  enter(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    if (READ_METHODS.has(request.method)) return done();
    this.open++;
    reply.raw.once('close', () => {
      if (--this.open === 0) requestScope.disable();
    });
    requestScope.run({ requestId: String(request.id) }, done);
  }
}

/** One JSON logger per process; the API and the worker name themselves in every line. */
export function createRootLogger(
  config: AppConfig,
  role: ProcessRole,
  destination?: DestinationStream,
): Pino {
  return pino(
    {
      level: config.logLevel,
      base: { service: role === 'api' ? 'redress-api' : 'redress-worker' },
      redact: { paths: REDACTED, censor: '[redacted]' },
    },
    destination,
  );
}

/** What a request line says of one answered request. */
export interface AnsweredRequest {
  id: string;
  method: string;
  url: string;
  status: number;
  /** Milliseconds from the request's arrival to its answer. */
  elapsed: number;
}

/** The request line of one answer; health probes are not logged. */
export function logAnswer(logger: Pino, answered: AnsweredRequest): void {
  if (answered.url === '/api/health') return;
  const { status } = answered;
  const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      reqId: answered.id,
      req: { method: answered.method, url: redactUrl(answered.url) },
      res: { statusCode: status },
      responseTime: Math.round(answered.elapsed),
    },
    status >= 500 ? 'request errored' : 'request completed',
  );
}

/**
 * One line per answered request, written when the answer has gone out, with the request id
 * Fastify generated (and echoed in X-Request-Id). Health probes are not logged. For a request
 * that changes something the request's scope is entered for the rest of its lifecycle, so lines
 * written by the code serving it carry the same id (see RequestScopes).
 */
export function registerRequestLogging(fastify: FastifyInstance, logger: Pino): void {
  const scopes = new RequestScopes();
  fastify.addHook('onRequest', (request, reply, done) => scopes.enter(request, reply, done));
  fastify.addHook('onResponse', (request, reply, done) => {
    logAnswer(logger, {
      id: String(request.id),
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      elapsed: reply.elapsedTime,
    });
    done();
  });
}

/** A line of a JavaScript stack trace: tells a stack passed to error() from a message. */
const STACK_LINE = /\n\s+at /;

const NEST_LEVELS: Record<LogLevel, pino.Level> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Nest's Logger written through the same pino instance: `new Logger('Mail').log(...)` anywhere
 * in the application becomes a JSON line with its context and, inside a request, its id.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Pino) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('log', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(nestLevel: LogLevel, message: unknown, params: unknown[]): void {
    const level = NEST_LEVELS[nestLevel];
    if (!this.logger.isLevelEnabled(level)) return;
    // Nest appends the logger's context as the last argument; error() may put a stack before it.
    const rest = [...params];
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = {};
    if (context) fields['context'] = context;
    const requestId = requestScope.getStore()?.requestId;
    if (requestId) fields['reqId'] = requestId;
    const texts = rest.filter((param): param is string => typeof param === 'string');
    const stack = texts.find((text) => STACK_LINE.test(text));
    if (stack) fields['stack'] = stack;
    if (message instanceof Error) {
      fields['err'] = message;
      this.logger[level](fields, message.message);
    } else if (typeof message === 'object' && message !== null) {
      // logger.error({ err }, 'what failed'): the object's fields, and the text as the message.
      const text = texts.find((candidate) => candidate !== stack);
      this.logger[level]({ ...fields, ...message }, text);
    } else {
      this.logger[level](fields, String(message));
    }
  }
}
