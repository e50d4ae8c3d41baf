import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { RequestMethod, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppModule } from '../app.module';
import { AllExceptionsFilter } from '../common/all-exceptions.filter';
import { AppConfig } from '../config/app-config';
import { serveFrontends } from '../modules/web/static-files';
import { setUpOpenApi } from './openapi';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Accepts a caller's X-Request-Id when it is sane (so traces join up), otherwise makes one. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  (req as IncomingMessage & { id?: string }).id = id;
  return id;
}

export const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
    imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://*.stripe.com'],
    frameSrc: [
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://www.youtube-nocookie.com',
    ],
    connectSrc: ["'self'", 'https://api.stripe.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/** Builds the HTTP application exactly as production runs it; tests use the same function. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // The API answers through Nest's logger (nestjs-pino); Fastify's own logger stays off.
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, 'api'),
    adapter,
    {
      bufferLogs: true,
      rawBody: true,
    },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.setGlobalPrefix('api', { exclude: [{ path: 'remotes.json', method: RequestMethod.GET }] });
  app.useGlobalPipes(
    new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }),
  );

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  await app.register(fastifyCookie);

  setUpOpenApi(app);
  const spa = await serveFrontends(app, config.web.distDir);
  app.useGlobalFilters(new AllExceptionsFilter(spa));
  return app;
}
