import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AdminModule } from './modules/admin/admin.module';
import { AnalysisModule } from './modules/analysis/analysis.module';
import { AuthModule } from './modules/auth/auth.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { CaseFileModule } from './modules/case-file/case-file.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { OrderFulfilmentModule } from './modules/payments/fulfilment/order-fulfilment.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { ProcessRole, QueueModule } from './modules/queue/queue.module';
import { UsersModule } from './modules/users/users.module';
import { WebModule } from './modules/web/web.module';

@Module({})
export class AppModule {
  /** The same module graph serves HTTP (role api) and runs queue processors (role worker). */
  static forRoot(config: AppConfig, role: ProcessRole = 'api'): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
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
        BookingsModule,
        PaymentsModule,
        OrderFulfilmentModule,
        PrivacyModule,
        WebModule,
      ],
    };
  }
}
