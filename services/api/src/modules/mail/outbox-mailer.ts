import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity';
import { MailMessage, Mailer } from './mail.types';

/** Development transport: keeps each message in `mail_outbox` for reading at /dev/mail. */
export class OutboxMailer extends Mailer {
  readonly transport = 'outbox' as const;
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly dataSource: DataSource,
    private readonly logDevNotes: boolean,
  ) {
    super();
  }

  async deliver(message: MailMessage, from: string): Promise<void> {
    // orIgnore: a retried job finds its message already stored and stores nothing twice.
    await this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder()
      .insert()
      .values({
        id: message.id,
        recipient: message.to,
        sender: from,
        subject: message.subject.slice(0, 500),
        kind: message.kind.slice(0, 50),
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: message.attachments ?? null,
        // Explicit, with milliseconds: SQLite's CURRENT_TIMESTAMP has whole seconds, too coarse to order by.
        createdAt: new Date(),
      })
      .orIgnore()
      .execute();
    this.logger.log(`Stored "${message.subject}" for ${message.to} in the dev outbox (/dev/mail)`);
    if (this.logDevNotes && message.devNote) this.logger.log(message.devNote);
  }
}
