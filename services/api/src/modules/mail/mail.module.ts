import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { DevMailController } from './dev-mail.controller';
import { MailService } from './mail.service';
import { Mailer } from './mail.types';
import { OperatorNotice } from './operator-notice';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';
import { MailPersonalData } from './mail-personal-data';

/** E-mail: one Mailer, SMTP when SMTP_URL is set and the dev outbox otherwise; sent through the queue. */
@Module({
  controllers: [DevMailController],
  providers: [
    MailPersonalData,
    {
      provide: Mailer,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): Mailer =>
        config.mail.smtpUrl
          ? new SmtpMailer(config.mail.smtpUrl, new URL(config.publicUrl).hostname)
          : new OutboxMailer(dataSource, !config.isProduction),
    },
    MailService,
    OperatorNotice,
  ],
  exports: [MailService, OperatorNotice],
})
export class MailModule {}
