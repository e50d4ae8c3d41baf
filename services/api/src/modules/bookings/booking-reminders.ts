import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { JobQueue, jobId } from '../queue/queue.types';
import { BookingDetailsReader } from './booking-details';
import { BookingMail } from './booking-mail';
import { Booking } from './entities/booking.entity';

export const BOOKING_REMINDER_JOB = 'bookings.reminder';
/** The reminder goes out this long before the appointment starts. */
export const BOOKING_REMINDER_HOURS_BEFORE = 24;

export interface BookingReminderPayload {
  bookingId: number;
}

export function bookingReminderJobId(bookingId: number): string {
  return jobId('booking-reminder', bookingId);
}

export function bookingReminderTime(appointment: Date): Date {
  return new Date(appointment.getTime() - BOOKING_REMINDER_HOURS_BEFORE * 3600_000);
}

/**
 * The e-mail 24 hours before an appointment: a delayed queue job (kept in the database or in
 * Redis, so it survives restarts), removed when the booking is cancelled. The processor checks
 * the booking again before sending, in case it was cancelled while the job was being taken.
 */
@Injectable()
export class BookingReminders {
  private readonly logger = new Logger('BookingReminders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly mail: BookingMail,
    private readonly clock: Clock,
    private readonly details: BookingDetailsReader,
  ) {}

  /** Queues the reminder; a booking made less than 24 hours ahead gets none (false). */
  async schedule(booking: Booking): Promise<boolean> {
    const delayMs =
      bookingReminderTime(new Date(booking.appointmentDate)).getTime() - this.clock.now().getTime();
    if (delayMs <= 0) return false;
    const payload: BookingReminderPayload = { bookingId: booking.id };
    await this.queue.enqueue(BOOKING_REMINDER_JOB, payload, {
      jobId: bookingReminderJobId(booking.id),
      delayMs,
    });
    return true;
  }

  cancel(bookingId: number): Promise<void> {
    return this.queue.remove(bookingReminderJobId(bookingId));
  }

  /** The processor. Safe to run twice: the message id is the job's, so it is sent once. */
  async run(payload: BookingReminderPayload): Promise<'sent' | 'skipped'> {
    const booking = await this.details.one(
      await this.dataSource.getRepository(Booking).findOneBy({ id: payload.bookingId }),
      { service: true, user: true, order: true },
    );
    if (!booking || booking.status !== 'scheduled') return 'skipped';
    if (new Date(booking.appointmentDate).getTime() <= this.clock.now().getTime()) return 'skipped';
    // The account's own address: bookings stored before it was the only one may name another.
    const to = booking.user?.email ?? booking.email;
    if (!to) return 'skipped';
    await this.mail.reminder(booking, to, bookingReminderJobId(booking.id));
    this.logger.log(`Reminder queued for booking ${booking.id}`);
    return 'sent';
  }
}
