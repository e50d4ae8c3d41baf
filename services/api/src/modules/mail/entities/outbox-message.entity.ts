import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

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

  @CreateDateColumn()
  createdAt!: Date;
}
