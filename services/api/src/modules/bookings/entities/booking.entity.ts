import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A booked call. Its userId, serviceId and orderId are foreign keys (the migrations create
 * them, with their ON DELETE rules), not relations: the rows they name are other features',
 * read through their services (BookingDetailsReader).
 */
@Entity({ name: 'bookings' })
@Index('IDX_bookings_user', ['userId'])
@Index('IDX_bookings_appointment', ['appointmentDate'])
@Index('UQ_bookings_slot', ['slotKey'], { unique: true })
export class Booking {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The student (users.id; their bookings go with the account). */
  @Column({ type: 'integer' })
  userId!: number;

  /** The service booked (services.id); null once the service is gone. */
  @Column({ type: 'integer', nullable: true })
  serviceId!: number | null;

  /** The case this was bought or booked for, when the student started from one. */
  @Column({ type: 'integer', nullable: true })
  analysisDocumentId!: number | null;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Stored in UTC. */
  @Column({ type: 'datetime' })
  appointmentDate!: Date;

  @Column({ type: 'integer', default: 60 })
  duration!: number;

  @Column({ type: 'varchar', length: 50, default: 'scheduled' })
  status!: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  meetingLink!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /**
   * The slot this booking holds: its UTC start (ISO 8601) while scheduled, NULL once cancelled.
   * A UNIQUE index over it keeps two active bookings out of one slot.
   */
  @Column({ type: 'varchar', length: 32, nullable: true })
  slotKey!: string | null;

  /** Where the confirmation and the reminder go (the address given on the form). */
  @Column({ type: 'varchar', length: 320, nullable: true })
  email!: string | null;

  /** Raised by every operator change: an operator's action names the version it was decided on. */
  @Column({ type: 'integer', default: 0 })
  version!: number;

  /** The calendar invitation's SEQUENCE: one higher with every change the student is sent. */
  @Column({ type: 'integer', default: 0 })
  sequence!: number;

  /** The order that pays for this call: the one an operator's refund acts on. */
  @Column({ type: 'integer', nullable: true })
  orderId!: number | null;

  /** Booked at once for a service the operator marked payable later: to be paid afterwards. */
  @Column({ type: 'boolean', default: false })
  payLater!: boolean;

  /** While 'awaiting-payment': when the held slot is released if the call is still unpaid. */
  @Column({ type: 'datetime', nullable: true })
  holdExpiresAt!: Date | null;

  /** The student's IANA zone, so mail sent later (after payment) gives their own time too. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  studentTimeZone!: string | null;

  /** Why an operator cancelled the call; the student is told. */
  @Column({ type: 'text', nullable: true })
  cancelReason!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
