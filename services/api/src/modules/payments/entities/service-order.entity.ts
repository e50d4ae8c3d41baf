import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * An order of a service. Its userId and serviceId are foreign keys (the migrations create them,
 * with their ON DELETE rules), not relations: the rows they name are other features', read
 * through their services (OrderDetailsReader).
 */
@Entity({ name: 'service_orders' })
@Index('IDX_service_orders_user', ['userId'])
export class ServiceOrder {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Nullable so an order survives, anonymised, when its user deletes the account. */
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  /** The service ordered (services.id; a service with orders cannot be deleted). */
  @Column({ type: 'integer' })
  serviceId!: number;

  /** The case this was bought or booked for, when the student started from one. */
  @Column({ type: 'integer', nullable: true })
  analysisDocumentId!: number | null;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status!: string;

  /** Minor units of `currency`. */
  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  paymentMethod!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  paymentId!: string | null;

  /** Raised by every operator action: an action names the version it was decided on. */
  @Column({ type: 'integer', default: 0 })
  version!: number;

  /** Minor units refunded so far (partial refunds add up; the whole amount makes it refunded). */
  @Column({ type: 'integer', default: 0 })
  refundedAmount!: number;

  /** The operators' note; never shown to the student. */
  @Column({ type: 'text', nullable: true })
  internalNote!: string | null;

  @Column({ type: 'datetime', nullable: true })
  deliveredAt!: Date | null;

  /** The review as written in the admin page, when it was not attached as a file. */
  @Column({ type: 'text', nullable: true })
  deliveryText!: string | null;

  /** The delivered file under DATA_DIR/deliveries, by a random key. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  deliveryFileKey!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  deliveryFileName!: string | null;

  /** 'pdf' or 'docx'. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  deliveryFileType!: string | null;

  /** When the operator was told the order is past its promised delivery day (once per order). */
  @Column({ type: 'datetime', nullable: true })
  overdueNoticeAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
