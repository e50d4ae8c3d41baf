import type { DeletionConfirmationMethod } from '@redress/domain';
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
 * Anyone may ask, but only the owner of the address can confirm: the operator completes a
 * request only once `confirmedAt` is set.
 */
@Entity({ name: 'data_deletion_requests' })
@Index('IDX_data_deletion_requests_email', ['email'])
@Index('IDX_data_deletion_requests_created', ['createdAt'])
@Index('IDX_data_deletion_requests_confirm_token', ['confirmTokenHash'], { unique: true })
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

  /**
   * When the owner of the address confirmed the request: at once when it was sent while signed
   * in as that address, otherwise when they followed the e-mailed link. Null until then.
   */
  @Column({ type: 'datetime', nullable: true })
  confirmedAt!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  confirmedBy!: DeletionConfirmationMethod | null;

  /**
   * SHA-256 of the e-mailed confirmation link's token (the token itself is never stored), kept
   * after use so a second click is told the request is already confirmed. Null when the request
   * needed no link.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash!: string | null;

  @Column({ type: 'datetime', nullable: true })
  confirmTokenExpiresAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
