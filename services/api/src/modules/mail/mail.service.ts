import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { JobHandlers } from '../queue/job-handlers';
import { JobQueue, jobId } from '../queue/queue.types';
import { MAIL_SEND_JOB, MailDraft, MailMessage, Mailer } from './mail.types';

/** Sending e-mail always goes through the queue, so a failing SMTP server only delays a message. */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: JobHandlers,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.handlers.register<MailMessage>(MAIL_SEND_JOB, (message) =>
      this.mailer.deliver(message, this.config.mail.from),
    );
    if (this.mailer.transport === 'outbox' && this.config.isProduction) {
      this.logger.warn(
        'SMTP_URL is not set: e-mail (including sign-in links) is stored in the database and never delivered.',
      );
    }
  }

  onApplicationShutdown(): void {
    this.mailer.close?.();
  }

  /**
   * Queues a message and returns its id. The job id derives from the message id, so queueing the
   * same message twice sends it once.
   */
  async send(draft: MailDraft): Promise<string> {
    const message = this.prepare(draft);
    await this.queue.enqueue(MAIL_SEND_JOB, message, {
      jobId: jobId('mail', message.id),
      attempts: 8,
    });
    return message.id;
  }

  /** Gives a draft its id and, when a support address is configured, its reply-to. */
  private prepare(draft: MailDraft): MailMessage {
    const replyTo = draft.replyTo ?? this.config.site.supportEmail ?? undefined;
    return { ...draft, id: draft.id ?? randomUUID(), ...(replyTo ? { replyTo } : {}) };
  }

  /** The transport messages go through: SMTP when SMTP_URL is set, the dev outbox otherwise. */
  get transport(): Mailer['transport'] {
    return this.mailer.transport;
  }

  /**
   * Delivers at once, bypassing the queue, and throws the transport's error: for the admin
   * e-mail test, whose whole point is to see what the transport does right now.
   */
  async deliverNow(draft: MailDraft): Promise<MailMessage> {
    const message = this.prepare(draft);
    await this.mailer.deliver(message, this.config.mail.from);
    return message;
  }
}
