import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const DELETION_REQUEST_STATUSES = ['received', 'completed'] as const;
export type DeletionRequestStatus = (typeof DELETION_REQUEST_STATUSES)[number];

/**
 * A request sent from the Data Deletion page (spec 2 §2), kept for the operator to act on. It
 * is not tied to a user row: anyone may ask, signed in or not, and the account it names may go.
 */
@Entity({ name: 'data_deletion_requests' })
@Index('IDX_data_deletion_requests_email', ['email'])
@Index('IDX_data_deletion_requests_created', ['createdAt'])
export class DataDeletionRequest {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  fullName!: string;

  /** Lower-cased, as sign-in stores addresses, so it matches the account's. */
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason!: string | null;

  @Column({ type: 'text', nullable: true })
  details!: string | null;

  /**
   * 'received' until done; 'completed' when the account was deleted (by its owner or by the
   * operator), or when the operator found no account for the address and closed the request.
   */
  @Column({ type: 'varchar', length: 20, default: 'received' })
  status!: DeletionRequestStatus;

  @Column({ type: 'datetime', nullable: true })
  completedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
