import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, ValueTransformer } from 'typeorm';
import type { MailAttachment } from '../mail.types';

/**
 * Attachments live as JSON text: a TEXT column behaves the same on SQLite and MySQL/MariaDB, and
 * they are only ever read whole. An empty list is stored as null, like a message without any.
 */
const attachmentsAsJson: ValueTransformer = {
  to: (attachments: MailAttachment[] | null | undefined): string | null =>
    attachments?.length
      ? JSON.stringify(
          // Only the known fields: the message arrives from the queue as arbitrary JSON.
          attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        )
      : null,
  from: (json: string | null): MailAttachment[] | null =>
    json ? (JSON.parse(json) as MailAttachment[]) : null,
};

/** A message "sent" by the dev outbox transport: kept for reading at /dev/mail instead of delivered. */
@Entity({ name: 'mail_outbox' })
@Index('IDX_mail_outbox_created', ['createdAt'])
export class OutboxMessage {
  /** The message id, so a retried send job stores the message once. */
  @PrimaryColumn({ type: 'varchar', length: 191 })
  id!: string;

  @Column({ type: 'varchar', length: 320 })
  recipient!: string;

  @Column({ type: 'varchar', length: 320 })
  sender!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'varchar', length: 50 })
  kind!: string;

  @Column({ type: 'text' })
  textBody!: string;

  @Column({ type: 'text', nullable: true })
  htmlBody!: string | null;

  /** Files sent with the message (the booking invitation's .ics); null when there were none. */
  @Column({ type: 'text', nullable: true, transformer: attachmentsAsJson })
  attachments!: MailAttachment[] | null;

  @CreateDateColumn()
  createdAt!: Date;
}
