import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_ROUTES,
  AWAITING_PAYMENT_STATUS,
  BOOKING_DURATION_MINUTES,
  BOOKING_HOLD_MINUTES,
  BOOKING_MESSAGES,
  BOOKING_TITLE,
  bookingPaymentPlan,
  bookingWindow,
  checkBookingSlot,
  HOLD_EXPIRED_STATUS,
  hasBookingStarted,
  isAccountEmail,
  isCallService,
  isValidTimeZone,
  MAX_BOOKING_CHANGES_PER_DAY,
  MAX_UPCOMING_BOOKINGS,
  parseAppointmentDate,
  parseIsoDate,
  slotKeyOf,
  STATUSES_USING_PAYMENT,
  type SlotRefusal,
} from '@redress/domain';
import { Brackets, DataSource, EntityManager, In, MoreThan, Not } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../common/database-errors';
import { namesOtherUser } from '../../common/named-user';
import { PerUserLock } from '../../common/per-user-lock';
import { AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { CatalogueEntry, CatalogueService } from '../catalogue/catalogue.service';
import type { OrderPaymentListener } from '../payments/order-payment-listeners';
import { PaymentsService } from '../payments/payments.service';
import { StripeGateway } from '../payments/stripe-gateway';
import { User } from '../users/entities/user.entity';
import { OperatorNotice } from '../mail/operator-notice';
import { asSeenAt, BookingHolds } from './booking-holds';
import { BookingMail } from './booking-mail';
import { BookingReminders } from './booking-reminders';
import {
  BookingChangesLimitedError,
  BookingNotCancellableError,
  BookingNotFoundError,
  ForeignBookingUserError,
  InvalidBookingError,
  PaymentsOffBookingError,
  SlotTakenError,
  TooManyBookingsError,
} from './bookings.errors';
import { AvailabilityDto, CreateBookingDto } from './dto/booking.dto';
import { Booking } from './entities/booking.entity';
import { paymentOfBooking } from './booking-payment-state';
import { BookingDetailsReader, DetailedBooking } from './booking-details';

const SLOT_REFUSALS: Record<SlotRefusal, string> = {
  'not-a-slot': BOOKING_MESSAGES.notASlot,
  'outside-window': BOOKING_MESSAGES.outsideWindow,
  past: BOOKING_MESSAGES.past,
};

/** A call booked for a case, as the case file shows it. */
export interface CaseCall {
  /** The service's name, or the booking's own title once the service is gone. */
  name: string;
  appointmentDate: Date;
  cancelled: boolean;
  createdAt: Date;
}

/** The unique index over the slot of active bookings, as each database names it in errors. */
const SLOT_KEY = ['UQ_bookings_slot', 'bookings.slotKey'];
const DAY_MS = 24 * 3600_000;
/** The longest availability range one request may ask for. */
const AVAILABILITY_MAX_DAYS = 92;

/** The meeting address of a booking from BOOKING_MEETING_LINK_TEMPLATE. */
export function meetingLinkFor(template: string | null, bookingId: number): string | null {
  return template ? template.replaceAll('{id}', String(bookingId)) : null;
}

/** The operator's notice of a call booked, moved or cancelled. */
export function bookingNotice(booking: DetailedBooking, what: string, student: string) {
  const start = new Date(booking.appointmentDate).toISOString().slice(0, 16).replace('T', ' ');
  return {
    id: `booking-${booking.id}-${what.split(' ')[0]}-${booking.sequence}`,
    subject: `Call ${booking.id} ${what}: ${start} UTC`,
    lines: [
      `Call ${booking.id} (${booking.service?.name ?? booking.title}) is ${what}.`,
      `When: ${start} UTC. Student: ${student || 'unknown'}.`,
      booking.meetingLink ? `Meeting link: ${booking.meetingLink}` : 'It has no meeting link yet.',
      ...(paymentOfBooking(booking) === 'later'
        ? ['It is to be paid later: the service is marked payable later.']
        : []),
    ],
    path: ADMIN_ROUTES.dashboard,
  };
}

/** Bookings whose slot is taken: booked, or held while the student pays. */
const ACTIVE_STATUSES = ['scheduled', AWAITING_PAYMENT_STATUS];
const MINUTE_MS = 60_000;

/**
 * Consultation bookings: one active booking per slot, held by the database's unique key. A paid
 * call is paid before it is booked: the slot is held (awaiting payment) until the payment is
 * confirmed, and released if it fails or is not made in time.
 */
@Injectable()
export class BookingsService implements OrderPaymentListener {
  private readonly logger = new Logger('Bookings');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly reminders: BookingReminders,
    private readonly mail: BookingMail,
    private readonly notice: OperatorNotice,
    private readonly userLock: PerUserLock,
    private readonly limiter: RateLimiter,
    private readonly stripe: StripeGateway,
    private readonly holds: BookingHolds,
    private readonly catalogue: CatalogueService,
    private readonly analysis: AnalysisService,
    private readonly payments: PaymentsService,
    private readonly details: BookingDetailsReader,
  ) {}

  private get bookings() {
    return this.dataSource.getRepository(Booking);
  }

  async create(user: User, input: CreateBookingDto): Promise<DetailedBooking> {
    if (namesOtherUser(input.userId, user.id)) throw new ForeignBookingUserError();

    const now = this.clock.now();
    const appointment = parseAppointmentDate(input.appointmentDate);
    if (!appointment) throw new InvalidBookingError(BOOKING_MESSAGES.invalidDate);
    const slot = checkBookingSlot(appointment, now, this.config.booking.timeZone);
    if (!slot.ok) throw new InvalidBookingError(SLOT_REFUSALS[slot.reason]);

    // null is "not given" (@IsOptional lets it through); as a where value TypeORM throws on it.
    let service: CatalogueEntry | null = null;
    if (input.serviceId !== undefined && input.serviceId !== null) {
      service = await this.catalogue.find(input.serviceId);
      if (!service) throw new InvalidBookingError(BOOKING_MESSAGES.service);
      if (!isCallService(service))
        throw new InvalidBookingError(BOOKING_MESSAGES.serviceNotBookable);
    }
    const plan = bookingPaymentPlan(service, this.stripe.enabled);
    if (
      plan === 'unavailable' &&
      !(await this.unusedPaidOrder(this.dataSource.manager, user.id, service))
    )
      throw new PaymentsOffBookingError();

    // A case named must be the student's own; the same 404 as the case's own routes otherwise.
    let analysisDocumentId: number | null = null;
    if (input.caseId !== undefined && input.caseId !== null) {
      analysisDocumentId = (await this.analysis.findOwned(user.id, input.caseId)).id;
    }

    // Mail goes only to the address the student signed in with: no one else's inbox.
    if (!isAccountEmail(input.email, user.email))
      throw new InvalidBookingError(BOOKING_MESSAGES.emailNotYours, 'email-not-yours');
    const email = user.email;
    // The student's zone only adds a line to the mail: one this runtime does not know is left out.
    const studentZone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : null;
    await this.countChange(user.id);
    await this.holds.releaseLapsed();
    // The student's own requests take turns (the limit counts what the previous one stored);
    // between students the unique index over the slot decides, in one statement.
    const booked = await this.userLock.run(user.id, async (manager) => {
      const upcoming = await manager.countBy(Booking, {
        userId: user.id,
        status: In(ACTIVE_STATUSES),
        appointmentDate: MoreThan(now),
      });
      if (upcoming >= MAX_UPCOMING_BOOKINGS) throw new TooManyBookingsError();
      // Under the student's lock, so two bookings never take up the same payment.
      const credit = await this.unusedPaidOrder(manager, user.id, service);
      if (!credit && plan === 'unavailable') throw new PaymentsOffBookingError();
      const payFirst = !credit && plan === 'pay-first';
      try {
        const result = await manager
          .createQueryBuilder()
          .insert()
          .into(Booking)
          .values({
            userId: user.id,
            serviceId: service?.id ?? null,
            analysisDocumentId,
            title: input.title?.trim() || BOOKING_TITLE,
            description: input.description?.trim() || null,
            email,
            appointmentDate: appointment,
            duration: BOOKING_DURATION_MINUTES,
            status: payFirst ? AWAITING_PAYMENT_STATUS : 'scheduled',
            holdExpiresAt: payFirst
              ? new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE_MS)
              : null,
            payLater: !credit && plan === 'pay-later',
            orderId: credit,
            studentTimeZone: studentZone,
            slotKey: slotKeyOf(appointment),
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        return {
          id: Number(result.identifiers[0]?.id ?? result.raw?.insertId),
          payFirst,
        };
      } catch (error) {
        if (isUniqueViolation(error, ...SLOT_KEY)) throw new SlotTakenError();
        throw error;
      }
    });

    // A held call is booked, and its mail sent, once its payment is confirmed (paid() below).
    if (booked.payFirst) {
      const held = await this.withPayment(booked.id);
      await this.holds.schedule(held);
      return held;
    }
    return this.confirm(booked.id, email);
  }

  /**
   * A payment of the student's for this service that no booking uses: one made at /services
   * before booking, or kept as credit when the operator cancelled a paid call. The next call of
   * the service is booked with it, without paying again.
   */
  private async unusedPaidOrder(
    manager: EntityManager,
    userId: number,
    service: CatalogueEntry | null,
  ): Promise<number | null> {
    if (!service || service.price <= 0) return null;
    const paid = await this.payments.paidOrderIdsOf(userId, service.id, manager);
    if (paid.length === 0) return null;
    const used = await manager.find(Booking, {
      select: { orderId: true },
      where: { orderId: In(paid), status: In([...STATUSES_USING_PAYMENT]) },
    });
    const usedIds = new Set(used.map((booking) => booking.orderId));
    return paid.find((id) => !usedIds.has(id)) ?? null;
  }

  /** The meeting link, then the confirmation, the reminder and the operator's notice. */
  private async confirm(id: number, email: string): Promise<DetailedBooking> {
    const meetingLink = meetingLinkFor(this.config.booking.meetingLinkTemplate, id);
    if (meetingLink)
      await this.bookings.update({ id }, { meetingLink, updatedAt: this.clock.now() });
    const booking = await this.withPayment(id);
    await this.afterBooking(booking, email, booking.studentTimeZone);
    return booking;
  }

  private async withPayment(id: number): Promise<DetailedBooking> {
    const [booking] = await this.details.of([await this.bookings.findOneByOrFail({ id })], {
      service: true,
      order: true,
    });
    return booking;
  }

  /**
   * The order paying for a held call is paid: the call is booked and its mail sent. A hold
   * released meanwhile takes its slot again if it is still free; if someone else has booked it,
   * the operator is told to move the call or refund it. Safe to repeat: only a held or released
   * booking moves.
   */
  async paid(orderId: number): Promise<void> {
    const booking = await this.details.one(
      await this.bookings.findOne({
        where: { orderId, status: In([AWAITING_PAYMENT_STATUS, HOLD_EXPIRED_STATUS]) },
      }),
      { user: true },
    );
    if (!booking) return;
    // The payment already books another call (the student rebooked with it as credit).
    const rebooked = await this.bookings.existsBy({
      id: Not(booking.id),
      orderId,
      status: In([...STATUSES_USING_PAYMENT]),
    });
    if (rebooked) return;
    let affected: number | undefined;
    try {
      ({ affected } = await this.bookings.update(
        { id: booking.id, status: In([AWAITING_PAYMENT_STATUS, HOLD_EXPIRED_STATUS]) },
        {
          status: 'scheduled',
          holdExpiresAt: null,
          slotKey: slotKeyOf(new Date(booking.appointmentDate)),
          updatedAt: this.clock.now(),
        },
      ));
    } catch (error) {
      if (!isUniqueViolation(error, ...SLOT_KEY)) throw error;
      await this.notice.send({
        id: `booking-${booking.id}-paid-slot-taken`,
        subject: `Paid call ${booking.id} lost its time: move it or refund it`,
        lines: [
          `Order ${orderId} paid for call ${booking.id}, but its held time was released before the payment arrived and has since been booked by someone else.`,
          `Student: ${booking.user?.email ?? booking.email ?? 'unknown'}. Agree a new time with them, or refund the order.`,
        ],
        path: ADMIN_ROUTES.dashboard,
      });
      return;
    }
    if (!affected) return;
    await this.confirm(booking.id, booking.user?.email ?? booking.email ?? '');
  }

  /** The payment of a held call failed: its slot is released for others at once. */
  async failed(orderId: number): Promise<void> {
    await this.bookings.update(
      { orderId, status: AWAITING_PAYMENT_STATUS },
      { status: HOLD_EXPIRED_STATUS, slotKey: null, updatedAt: this.clock.now() },
    );
  }

  /**
   * The confirmation and the reminder. The booking stands even if they cannot be queued (the
   * queue's store unreachable for a moment): the failure is logged for the operator.
   */
  private async afterBooking(
    booking: DetailedBooking,
    email: string,
    studentZone: string | null,
  ): Promise<void> {
    try {
      await this.mail.confirmation(booking, email, studentZone);
      await this.reminders.schedule(booking);
      await this.notice.send(bookingNotice(booking, 'booked', email));
    } catch (error) {
      this.logger.error(
        { err: error },
        `Booking ${booking.id} is saved, but its confirmation or reminder could not be queued`,
      );
    }
  }

  /** One booking or cancellation of the account's day; past the limit, 429. */
  private async countChange(userId: number): Promise<void> {
    const decision = await this.limiter.hit(
      `booking-changes:user:${userId}`,
      MAX_BOOKING_CHANGES_PER_DAY,
      24 * 3600_000,
    );
    if (!decision.allowed) throw new BookingChangesLimitedError(decision.retryAfterSeconds);
  }

  /** The user's bookings, soonest first. */
  /** The user's calls booked for a case, oldest first, for the case's timeline. */
  async callsOfCase(userId: number, caseId: number): Promise<CaseCall[]> {
    const bookings = await this.details.of(
      await this.bookings.find({
        where: { analysisDocumentId: caseId, userId },
        order: { id: 'ASC' },
      }),
      { service: true },
    );
    return bookings.map((booking) => ({
      name: booking.service?.name ?? booking.title,
      appointmentDate: booking.appointmentDate,
      cancelled: booking.status === 'cancelled',
      createdAt: booking.createdAt,
    }));
  }

  async listFor(userId: number): Promise<DetailedBooking[]> {
    const now = this.clock.now();
    const bookings = await this.details.of(
      await this.bookings.find({
        where: { userId },
        order: { appointmentDate: 'ASC', id: 'ASC' },
      }),
      { service: true, order: true },
    );
    return bookings.map((booking) => asSeenAt(booking, now));
  }

  async cancel(userId: number, id: number): Promise<DetailedBooking> {
    const booking = await this.details.one(await this.bookings.findOneBy({ id, userId }), {
      service: true,
      user: true,
      order: true,
    });
    if (!booking) throw new BookingNotFoundError();
    if (!ACTIVE_STATUSES.includes(booking.status))
      throw new BookingNotCancellableError('cancelled');
    const now = this.clock.now();
    if (hasBookingStarted(booking, now)) throw new BookingNotCancellableError('started');
    await this.countChange(userId);
    // Conditional on the status read: of two cancels racing, one frees the slot, the other is told.
    const { affected } = await this.bookings.update(
      { id, status: booking.status },
      { status: 'cancelled', slotKey: null, updatedAt: now },
    );
    if (!affected) throw new BookingNotCancellableError('cancelled');
    const wasHeld = booking.status === AWAITING_PAYMENT_STATUS;
    const cancelled = Object.assign(booking, {
      status: 'cancelled',
      slotKey: null,
      updatedAt: now,
    });
    // A held call was never confirmed: there is no invitation, reminder or notice to take back.
    if (wasHeld) return cancelled;
    try {
      await this.reminders.cancel(id);
      const to = booking.user?.email ?? booking.email;
      if (to) await this.mail.cancellation(cancelled, to);
      await this.notice.send(bookingNotice(cancelled, 'cancelled by the student', to ?? ''));
    } catch (error) {
      this.logger.error(
        { err: error },
        `Booking ${id} is cancelled, but its mail could not be queued`,
      );
    }
    return cancelled;
  }

  /** The starts of booked slots in [from, to): what the picker greys out, and nothing else. */
  async availability(fromText?: string, toText?: string): Promise<AvailabilityDto> {
    const now = this.clock.now();
    const zone = this.config.booking.timeZone;
    const from = fromText === undefined ? now : readInstant(fromText, 'from');
    const to =
      toText === undefined
        ? new Date(Date.parse(`${bookingWindow(now, zone).last}T00:00:00Z`) + 2 * DAY_MS)
        : readInstant(toText, 'to');
    if (to.getTime() <= from.getTime())
      throw new InvalidBookingError('to must be later than from.', 'invalid-range');
    if (to.getTime() - from.getTime() > AVAILABILITY_MAX_DAYS * DAY_MS)
      throw new InvalidBookingError(
        `Please ask for at most ${AVAILABILITY_MAX_DAYS} days at a time.`,
        'invalid-range',
      );
    const rows = await this.bookings
      .createQueryBuilder('booking')
      .select('booking.slotKey', 'slotKey')
      .where('booking.slotKey IS NOT NULL')
      .andWhere('booking.slotKey >= :from', { from: slotKeyOf(from) })
      .andWhere('booking.slotKey < :to', { to: slotKeyOf(to) })
      // A hold past its time is free to book (the next booking or the sweep releases it).
      .andWhere(
        new Brackets((held) =>
          held
            .where('booking.status <> :held', { held: AWAITING_PAYMENT_STATUS })
            .orWhere('booking.holdExpiresAt IS NULL')
            .orWhere('booking.holdExpiresAt > :now', { now }),
        ),
      )
      .orderBy('booking.slotKey', 'ASC')
      .getRawMany<{ slotKey: string }>();
    return {
      timeZone: zone,
      from: from.toISOString(),
      to: to.toISOString(),
      taken: rows.map((row) => row.slotKey),
    };
  }
}

function readInstant(text: string, name: 'from' | 'to'): Date {
  const instant = parseAppointmentDate(text) ?? parseIsoDate(text.trim());
  if (!instant)
    throw new InvalidBookingError(
      `${name} must be an ISO 8601 date-time (e.g. 2026-11-23T00:00:00Z) or a date.`,
      'invalid-range',
    );
  return instant;
}
