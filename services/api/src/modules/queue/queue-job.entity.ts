import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type QueueJobStatus = 'waiting' | 'active' | 'completed' | 'failed';

/** A job of the embedded (in-process) queue, kept in the database so it survives restarts. */
@Entity({ name: 'queue_jobs' })
@Index('IDX_queue_jobs_due', ['status', 'runAt'])
export class QueueJob {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'varchar', length: 20, default: 'waiting' })
  status!: QueueJobStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'integer', default: 5 })
  maxAttempts!: number;

  @Column({ type: 'datetime' })
  runAt!: Date;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
