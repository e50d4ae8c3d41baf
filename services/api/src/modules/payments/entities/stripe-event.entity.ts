import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A Stripe event this service has handled. The event id is the primary key, so a redelivered or
 * replayed event is recognised and never handled twice.
 */
@Entity({ name: 'stripe_events' })
@Index('IDX_stripe_events_payment_intent', ['paymentIntentId'])
export class StripeEvent {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  /** The PaymentIntent the event is about, when it is about one. */
  @Column({ type: 'varchar', length: 191, nullable: true })
  paymentIntentId!: string | null;

  /** What handling it did, e.g. 'completed order 12', 'ignored: amount mismatch'. */
  @Column({ type: 'varchar', length: 255 })
  outcome!: string;

  @CreateDateColumn()
  createdAt!: Date;
}
