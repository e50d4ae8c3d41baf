import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AdminModule } from './modules/admin/admin.module';
import { AnalysisModule } from './modules/analysis/analysis.module';
import { AuthModule } from './modules/auth/auth.module';
import { CaseFileModule } from './modules/case-file/case-file.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { ProcessRole, QueueModule } from './modules/queue/queue.module';
import { UsersModule } from './modules/users/users.module';
import { WebModule } from './modules/web/web.module';

const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** Sign-in links and OAuth callbacks carry secrets in the query string: they never reach a log. */
const SECRET_QUERY = /([?&](?:token|code|state)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

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
                url: redactUrl(req.url),
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        DatabaseModule,
        QueueModule.forRoot(config, role),
        HealthModule,
        CatalogueModule,
        MailModule,
        UsersModule,
        AuthModule,
        AdminModule,
        AnalysisModule,
        CaseFileModule,
        WebModule,
      ],
    };
  }
}
