import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { AdminAuditService } from '../audit/admin-audit.service';
import { AdminUser } from '../entities/admin-user.entity';
import { EmailTestResultDto } from './dto/email-test.dto';
import { emailTestMessage } from './email-test.template';

/** Sends a test message straight through the configured transport and reports what it did. */
@Injectable()
export class EmailTestService {
  constructor(
    private readonly mail: MailService,
    private readonly audit: AdminAuditService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async send(admin: AdminUser, address: string): Promise<EmailTestResultDto> {
    const to = address.trim();
    const transport = this.mail.transport;
    const rendered = emailTestMessage({
      admin: admin.username,
      transport: transport === 'smtp' ? 'SMTP (SMTP_URL)' : 'dev outbox (SMTP_URL not set)',
      sentAt: this.clock.now(),
    });
    const started = performance.now();
    let messageId = '';
    let error: string | null = null;
    try {
      messageId = (await this.mail.deliverNow({ to, kind: 'admin-email-test', ...rendered })).id;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const durationMs = Math.round(performance.now() - started);
    const delivered = error === null;
    const outboxUrl =
      delivered && transport === 'outbox' && !this.config.isProduction
        ? `/dev/mail/${encodeURIComponent(messageId)}`
        : null;
    const summary = !delivered
      ? `The ${transport === 'smtp' ? 'SMTP server' : 'dev outbox'} did not take the message: ${error}`
      : transport === 'smtp'
        ? `The SMTP server accepted the message for ${to}.`
        : this.config.isProduction
          ? `SMTP_URL is not set: the message for ${to} was kept in the outbox and not delivered.`
          : `SMTP_URL is not set: the message for ${to} was kept in the dev outbox.`;
    await this.audit.record(admin, {
      action: 'email.test',
      detail: to,
      outcome: delivered ? 'ok' : 'failed',
      durationMs,
      message: error ?? summary,
    });
    return {
      delivered,
      transport,
      to,
      from: this.config.mail.from,
      subject: rendered.subject,
      messageId,
      durationMs,
      outboxUrl,
      error,
      summary,
    };
  }
}
