import { AWAITING_PAYMENT_STATUS, HOLD_EXPIRED_STATUS } from '@redress/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { JobQueue, jobId } from '../queue/queue.types';
import { Booking } from './entities/booking.entity';

export const BOOKING_HOLD_EXPIRY_JOB = 'bookings.hold-expiry';

/**
 * A slot held while the student pays is released when its time to pay runs out: by a delayed
 * queue job due at that moment (kept in the database or Redis, so it survives restarts), and
 * before any slot is taken. Reads never write: until then they show the hold as expired and
 * its slot as free (`asSeenAt`, and the availability query).
 */
@Injectable()
export class BookingHolds {
  private readonly logger = new Logger('BookingHolds');

  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  /** The job that releases this hold when it lapses. A hold whose job cannot be queued is
   * released by the next booking instead, and reads it as expired meanwhile. */
  async schedule(booking: Pick<Booking, 'id' | 'holdExpiresAt'>): Promise<void> {
    if (!booking.holdExpiresAt) return;
    try {
      await this.queue.enqueue(
        BOOKING_HOLD_EXPIRY_JOB,
        {},
        {
          jobId: jobId('booking-hold', booking.id),
          delayMs: Math.max(0, booking.holdExpiresAt.getTime() - this.clock.now().getTime()),
        },
      );
    } catch (error) {
      this.logger.warn(
        `Booking ${booking.id} is held, but its release could not be queued: ${(error as Error).message}`,
      );
    }
  }

  /** Releases every hold past its time: one conditional update, safe to run twice or at once. */
  async releaseLapsed(): Promise<void> {
    await this.bookings.update(
      { status: AWAITING_PAYMENT_STATUS, holdExpiresAt: LessThanOrEqual(this.clock.now()) },
      { status: HOLD_EXPIRED_STATUS, slotKey: null, updatedAt: this.clock.now() },
    );
  }
}

/** A booking as it stands at `now`: a hold whose time to pay has run out reads as expired. */
export function asSeenAt<B extends Booking>(booking: B, now: Date): B {
  const lapsed =
    booking.status === AWAITING_PAYMENT_STATUS &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() <= now.getTime();
  return lapsed ? Object.assign(booking, { status: HOLD_EXPIRED_STATUS, slotKey: null }) : booking;
}
