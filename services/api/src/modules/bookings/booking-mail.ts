import { Injectable } from '@nestjs/common';
import { BOOKING_PAYMENT_TEXT, bookingCheckoutPath, STUDENT_ROUTES } from '@redress/domain';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import {
  BookingEmailInput,
  bookingCancellationEmail,
  bookingConfirmationEmail,
  bookingOperatorCancellationEmail,
  bookingUpdateEmail,
  bookingReminderEmail,
} from './booking-emails.template';
import { INVITATION_CONTENT_TYPE, bookingInvitation } from './booking-invitation';
import type { DetailedBooking } from './booking-details';
import { paymentOfBooking } from './booking-payment-state';

/** The e-mails of a booking, rendered and handed to the mail queue. */
@Injectable()
export class BookingMail {
  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  private input(booking: DetailedBooking, studentTimeZone?: string | null): BookingEmailInput {
    return {
      studentTimeZone,
      title: booking.title,
      serviceName: booking.service?.name ?? null,
      description: booking.description,
      start: new Date(booking.appointmentDate),
      durationMinutes: booking.duration,
      timeZone: this.config.booking.timeZone,
      meetingLink: booking.meetingLink,
      dashboardUrl: `${this.config.publicUrl}${STUDENT_ROUTES.dashboard}`,
      bookingUrl: `${this.config.publicUrl}${STUDENT_ROUTES.booking}`,
      paymentLine: this.paymentLine(booking),
    };
  }

  private paymentLine(booking: DetailedBooking): string | null {
    const payment = paymentOfBooking(booking);
    if (payment === 'paid') return BOOKING_PAYMENT_TEXT.labels.paid;
    if (payment !== 'later') return null;
    const payUrl = `${this.config.publicUrl}${bookingCheckoutPath(booking)}`;
    return `${BOOKING_PAYMENT_TEXT.labels.later}. Pay for it here: ${payUrl}`;
  }

  private invitation(booking: DetailedBooking, method: 'PUBLISH' | 'CANCEL', sequence: number) {
    const input = this.input(booking);
    const content = bookingInvitation({
      bookingId: booking.id,
      title: booking.title,
      description: [
        input.serviceName,
        input.description,
        input.meetingLink ? `Join: ${input.meetingLink}` : null,
        `Manage your bookings: ${input.dashboardUrl}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
      start: input.start,
      durationMinutes: booking.duration,
      meetingLink: booking.meetingLink,
      host: new URL(this.config.publicUrl).hostname,
      now: this.clock.now(),
      method,
      sequence,
    });
    return {
      filename: method === 'CANCEL' ? 'cancelled-consultation.ics' : 'consultation.ics',
      contentType: INVITATION_CONTENT_TYPE(method),
      content,
    };
  }

  /** `studentTimeZone`: the student's zone as their browser named it, to give both times. */
  async confirmation(
    booking: DetailedBooking,
    to: string,
    studentTimeZone?: string | null,
  ): Promise<void> {
    await this.mail.send({
      ...bookingConfirmationEmail(this.input(booking, studentTimeZone)),
      id: `booking-${booking.id}-confirmation`,
      to,
      kind: 'booking-confirmation',
      attachments: [this.invitation(booking, 'PUBLISH', booking.sequence)],
    });
  }

  async reminder(booking: DetailedBooking, to: string, id: string): Promise<void> {
    await this.mail.send({
      ...bookingReminderEmail(this.input(booking)),
      id,
      to,
      kind: 'booking-reminder',
    });
  }

  async cancellation(booking: DetailedBooking, to: string): Promise<void> {
    await this.mail.send({
      ...bookingCancellationEmail(this.input(booking)),
      id: `booking-${booking.id}-cancellation`,
      to,
      kind: 'booking-cancellation',
      // One above what the student's calendar holds, so it replaces (removes) that event.
      attachments: [this.invitation(booking, 'CANCEL', booking.sequence + 1)],
    });
  }

  /** The operator changed the link, note or time: the same event, a higher SEQUENCE. */
  async updated(booking: DetailedBooking, to: string, what: string): Promise<void> {
    await this.mail.send({
      ...bookingUpdateEmail(this.input(booking), what, booking.notes),
      id: `booking-${booking.id}-update-${booking.sequence}`,
      to,
      kind: 'booking-update',
      attachments: [this.invitation(booking, 'PUBLISH', booking.sequence)],
    });
  }

  /** The operator cancelled the call, with the reason the student is told. */
  async cancelledByOperator(
    booking: DetailedBooking,
    to: string,
    settlement: string,
  ): Promise<void> {
    await this.mail.send({
      ...bookingOperatorCancellationEmail(
        this.input(booking),
        booking.cancelReason ?? '',
        settlement,
      ),
      id: `booking-${booking.id}-cancellation`,
      to,
      kind: 'booking-cancellation',
      attachments: [this.invitation(booking, 'CANCEL', booking.sequence)],
    });
  }
}
