import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MailService } from './mail.service';
import { emailButton, emailLayout, escapeHtml } from './templates/html';

export interface Notice {
  /** Stable per event, so a repeated event (a webhook redelivered) mails once. */
  id: string;
  subject: string;
  lines: string[];
  /** The admin page to act from. */
  path: string;
}

/**
 * E-mails the operator (ADMIN_NOTIFY_EMAIL) about what needs them: a paid order, a new, moved or
 * cancelled call, an order undelivered past its promised day. Without the address nobody is notified and nothing else changes; a notice that
 * cannot be queued is only logged, never a reason to fail what the student did.
 */
@Injectable()
export class OperatorNotice {
  private readonly logger = new Logger('OperatorNotice');

  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.mail.adminNotifyEmail);
  }

  /** Queues the notice; a failure is only logged (what the student did must not fail for it). */
  async send(notice: Notice): Promise<void> {
    try {
      await this.queue(notice);
    } catch (error) {
      this.logger.warn(
        `Could not queue the operator notice ${notice.id}: ${(error as Error).message}`,
      );
    }
  }

  /** Queues the notice, or rejects when it cannot be: for callers that try again later. */
  async queue(notice: Notice): Promise<void> {
    const to = this.config.mail.adminNotifyEmail;
    if (!to) return;
    const url = `${this.config.publicUrl}${notice.path}`;
    await this.mail.send({
      id: `operator-${notice.id}`,
      to,
      kind: 'operator-notice',
      subject: notice.subject,
      text: [...notice.lines, '', url].join('\n'),
      html: emailLayout(
        notice.subject,
        `${notice.lines.map((line) => `<p style="margin:0 0 8px;">${escapeHtml(line)}</p>`).join('\n')}
${emailButton(url, 'Open the admin dashboard')}`,
      ),
    });
  }
}
