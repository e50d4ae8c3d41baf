import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { ModuleMetadata, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { AppModule } from '../app.module';
import { AllExceptionsFilter } from '../common/all-exceptions.filter';
import { FieldValidationPipe } from '../common/field-validation.pipe';
import { AppConfig } from '../config/app-config';
import { csrfProtection } from '../modules/auth/csrf';
import { serveResultReadsAhead } from '../modules/analysis/hot-result-reads';
import { serveFrontends } from '../modules/web/static-files';
import { checkJsonBodies } from './json-body-checks';
import { createRootLogger, logAnswer, PinoNestLogger, registerRequestLogging } from './logging';
import { setUpOpenApi } from './openapi';
import { MicroCache } from './micro-cache';
import {
  apiSecurityHeaders,
  isApiAnswer,
  restorePagePolicyOnApiPages,
  securityHeaders,
} from './security-headers';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Accepts a caller's X-Request-Id when it is sane (so traces join up), otherwise makes one. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  (req as IncomingMessage & { id?: string }).id = id;
  return id;
}

/**
 * The pages' Content-Security-Policy; the analytics provider, when configured, may be called.
 * A remote served from another origin (REMOTE_*_URL absolute) adds exactly that origin where its
 * files are loaded: its entry and chunks (script), their CSS (style), the fonts and images the
 * CSS names (font, image), and its mf-manifest.json, which the host fetches (connect).
 */
export const contentSecurityPolicy = (config: AppConfig) => {
  const remotes = config.web.remoteOrigins;
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Stripe.js and its Payment Element frames also come from *.js.stripe.com (Stripe's CSP guide).
      scriptSrc: ["'self'", ...remotes, 'https://js.stripe.com', 'https://*.js.stripe.com'],
      styleSrc: ["'self'", ...remotes, "'unsafe-inline'", 'https://fonts.googleapis.com'],
      fontSrc: ["'self'", ...remotes, 'data:', 'https://fonts.gstatic.com'],
      imgSrc: ["'self'", ...remotes, 'data:', 'https://i.ytimg.com', 'https://*.stripe.com'],
      frameSrc: [
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
        'https://www.youtube-nocookie.com',
      ],
      connectSrc: [
        "'self'",
        ...remotes,
        'https://api.stripe.com',
        ...(config.site.analytics ? [new URL(config.site.analytics.eventsUrl).origin] : []),
      ],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
};

export interface CreateAppOptions {
  /** Extra modules beside the application's own (tests mount probe routes this way). */
  imports?: ModuleMetadata['imports'];
}

/** Builds the HTTP application exactly as production runs it; tests use the same function. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const headers = securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup reports back through window.opener, which 'same-origin' would cut.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.isProduction,
  });
  // The API's own answers get a short policy of their own (see apiSecurityHeaders).
  const apiHeaders = apiSecurityHeaders(config.isProduction);
  // Replaced below by the filter that knows the SPA fallback; only the JSON answers matter here.
  let errors = new AllExceptionsFilter();
  const { trustProxy } = config;
  const logger = createRootLogger(config, 'api');
  // Public, cacheable answers (the catalogue) are reused without running the pipeline, the way a
  // caching proxy in front of the application would: the HTTP server's handler answers a fresh
  // entry before Fastify sees the request, with the headers it was stored with, its own request
  // id and its request line. Everything else goes on to Fastify.
  const headersFor = (url: string) => (isApiAnswer(url) ? apiHeaders : headers);
  const cache = new MicroCache(undefined, undefined, headersFor);
  const adapter = new FastifyAdapter({
    serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
      createServer((req, res) => {
        const arrived = performance.now();
        if (!cache.answer(req, res, requestId)) return handler(req, res);
        logAnswer(logger, {
          id: String((req as IncomingMessage & { id?: string }).id),
          method: req.method ?? 'GET',
          url: req.url ?? '',
          status: 200,
          elapsed: performance.now() - arrived,
        });
      }),
    // A number of proxies in front: the addresses they (and nobody else) added are trusted.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // Request lines are written by registerRequestLogging (one per answer); Fastify's own
    // per-request child loggers stay off.
    logger: false,
    // A badly encoded URL or an over-long path parameter is answered by Fastify's router before
    // any hook runs, in its own shape and without our headers: hand it to the exception filter.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(isApiAnswer(request.url) ? apiHeaders : headers);
      reply.header('x-request-id', request.id);
      errors.answer(error, request, reply);
    },
  });
  // Registered before Nest adds its middleware, so these run first on every request.
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    reply.header('x-request-id', request.id);
    done();
  });
  restorePagePolicyOnApiPages(fastify, headers, apiHeaders);
  cache.registerStore(fastify);
  registerRequestLogging(fastify, logger);
  const root = AppModule.forRoot(config, 'api');
  const app = await NestFactory.create<NestFastifyApplication>(
    options.imports?.length
      ? { ...root, imports: [...(root.imports ?? []), ...options.imports] }
      : root,
    adapter,
    { logger: new PinoNestLogger(logger), rawBody: true },
  );
  app.enableShutdownHooks();
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'remotes.json', method: RequestMethod.GET },
      { path: 'sitemap.xml', method: RequestMethod.GET },
      { path: 'robots.txt', method: RequestMethod.GET },
      { path: 'dev/mail', method: RequestMethod.GET },
      { path: 'dev/mail/:id', method: RequestMethod.GET },
      { path: 'dev/mail/:id/attachments/:index', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(new FieldValidationPipe());

  // After the headers, so a refused request still carries them.
  fastify.addHook('onRequest', csrfProtection(config.publicUrl));
  checkJsonBodies(fastify);
  // The secret signs short-lived cookies such as the Google sign-in state; sessions are random ids.
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // A student's completed report, read by the report page, ahead of Nest's pipeline (after the
  // cookie plugin's hook, which it needs).
  serveResultReadsAhead(app);
  // Multipart bodies are read lazily by the routes that take files (the analysis upload), under
  // these limits; the 1 MiB JSON body limit does not apply to them.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: config.analysis.uploadMaxBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 25,
    },
  });

  setUpOpenApi(app);
  const spa = await serveFrontends(app, config.web);
  errors = new AllExceptionsFilter(spa);
  app.useGlobalFilters(errors);
  return app;
}
