import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const AUDIT_ACTIONS = [
  'sql.query',
  'email.test',
  'queue.retry',
  'deletion.complete',
  'order.start',
  'order.deliver',
  'order.note',
  'order.refund',
  'order.cancel',
  'booking.link',
  'booking.move',
  'booking.cancel',
  'booking.held',
  'booking.missed',
  'service.payment',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `running`: written before the action, so even one that takes the server down is on record. */
export const AUDIT_OUTCOMES = ['running', 'ok', 'refused', 'failed', 'timeout'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * What an administrator did with the tools that reach past the listings: every SQL query (also
 * the refused ones), e-mail test, job retry and completed data deletion request. Rows are only
 * ever added.
 */
@Entity({ name: 'admin_audit_log' })
@Index('IDX_admin_audit_log_created', ['createdAt'])
export class AdminAuditEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Null once the administrator is deleted; the name below stays. */
  @Column({ type: 'integer', nullable: true })
  adminUserId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  adminUsername!: string;

  @Column({ type: 'varchar', length: 30 })
  action!: AuditAction;

  /** The SQL as typed, the test address, the retried job's id, or the deletion request's id. */
  @Column({ type: 'text' })
  detail!: string;

  @Column({ type: 'varchar', length: 20 })
  outcome!: AuditOutcome;

  @Column({ type: 'integer', nullable: true })
  rowCount!: number | null;

  @Column({ type: 'integer', nullable: true })
  durationMs!: number | null;

  /** Why it was refused or failed. */
  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
