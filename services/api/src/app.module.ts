import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { HealthModule } from './modules/health/health.module';
import { ProcessRole, QueueModule } from './modules/queue/queue.module';
import { WebModule } from './modules/web/web.module';

const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

@Module({})
export class AppModule {
  /** The same module graph serves HTTP (role api) and runs queue processors (role worker). */
  static forRoot(config: AppConfig, role: ProcessRole = 'api'): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            base: { service: role === 'api' ? 'redress-api' : 'redress-worker' },
            redact: { paths: REDACTED, censor: '[redacted]' },
            // Fastify generated the id (and echoed it in X-Request-Id); log lines carry the same one.
            genReqId: (req) => (req as { id?: string }).id ?? '',
            customLogLevel: (_req, res, error) =>
              error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        DatabaseModule,
        QueueModule.forRoot(config, role),
        HealthModule,
        CatalogueModule,
        WebModule,
      ],
    };
  }
}
