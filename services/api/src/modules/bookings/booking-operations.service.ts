import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BOOKING_ACTION_TEXT,
  BOOKING_MESSAGES,
  bookingActionRefusal,
  checkBookingSlot,
  hasBookingStarted,
  isMeetingLink,
  parseAppointmentDate,
  slotKeyOf,
  type BookingOperatorAction,
  type CancelledCallSettlement,
} from '@redress/domain';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../common/database-errors';
import { AppConfig } from '../../config/app-config';
import { AdminAuditService } from '../admin/audit/admin-audit.service';
import { AdminUser } from '../admin/entities/admin-user.entity';
import { OrderFulfilmentService } from '../payments/fulfilment/order-fulfilment.service';
import { PaymentsService, type PaidOrder } from '../payments/payments.service';
import { OperatorNotice } from '../mail/operator-notice';
import { BookingMail } from './booking-mail';
import { bookingNotice } from './bookings.service';
import { BookingReminders } from './booking-reminders';
import {
  BookingActionRefusedError,
  BookingChangedError,
  BookingNotFoundError,
  InvalidBookingError,
  SlotTakenError,
} from './bookings.errors';
import { BookingDetailsReader, DetailedBooking } from './booking-details';
import { Booking } from './entities/booking.entity';

const SLOT_KEY = ['UQ_bookings_slot', 'bookings.slotKey'];

/**
 * The operator's side of a booked call: link and note, move, cancel, held or missed. Like orders,
 * each action names the version it was decided on and is applied in one conditional UPDATE; a
 * move's new slot is held by the same unique index that keeps students out of a taken slot.
 */
@Injectable()
export class BookingOperationsService {
  private readonly logger = new Logger('BookingOperations');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AdminAuditService,
    private readonly mail: BookingMail,
    private readonly notice: OperatorNotice,
    private readonly reminders: BookingReminders,
    private readonly orders: OrderFulfilmentService,
    private readonly payments: PaymentsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly details: BookingDetailsReader,
  ) {}

  private get bookings() {
    return this.dataSource.getRepository(Booking);
  }

  async load(id: number): Promise<DetailedBooking> {
    const booking = await this.details.one(await this.bookings.findOneBy({ id }), {
      service: true,
      user: true,
      order: true,
    });
    if (!booking) throw new BookingNotFoundError();
    return booking;
  }

  private async apply(
    admin: AdminUser,
    id: number,
    version: number,
    action: BookingOperatorAction,
    changes: (booking: Booking) => Partial<Booking>,
    describe: (booking: Booking) => string,
    check?: () => string | null,
  ): Promise<{ before: DetailedBooking; after: DetailedBooking }> {
    const booking = await this.load(id);
    const detail = describe(booking);
    const refuse = async (error: Error) => {
      await this.audit.record(admin, {
        action: `booking.${action}`,
        detail: `booking ${id}: ${detail}`,
        outcome: 'refused',
        message: error.message,
      });
      throw error;
    };
    if (booking.version !== version) return refuse(new BookingChangedError());
    const refusal = bookingActionRefusal(
      booking.status,
      action,
      hasBookingStarted(booking, this.clock.now()),
    );
    if (refusal) return refuse(new BookingActionRefusedError(refusal));
    const invalid = check?.();
    if (invalid) return refuse(new InvalidBookingError(invalid));
    let moved: boolean;
    try {
      moved = await this.dataSource.transaction(async (manager: EntityManager) => {
        const result = await manager
          .createQueryBuilder()
          .update(Booking)
          .set({ ...changes(booking), version: version + 1, updatedAt: this.clock.now() })
          .where('id = :id AND version = :version AND status = :status', {
            id,
            version,
            status: 'scheduled',
          })
          .execute();
        if ((result.affected ?? 0) === 0) return false;
        await this.audit.record(
          admin,
          { action: `booking.${action}`, detail: `booking ${id}: ${detail}`, outcome: 'ok' },
          manager,
        );
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error, ...SLOT_KEY)) return refuse(new SlotTakenError());
      throw error;
    }
    if (!moved) return refuse(new BookingChangedError());
    return { before: booking, after: await this.load(id) };
  }

  private async tell(booking: DetailedBooking, send: (to: string) => Promise<void>): Promise<void> {
    const to = booking.user?.email ?? booking.email;
    if (!to) return;
    try {
      await send(to);
    } catch (error) {
      this.logger.error(
        { err: error },
        `Booking ${booking.id} changed, but its e-mail could not be queued`,
      );
    }
  }

  async link(
    admin: AdminUser,
    id: number,
    version: number,
    meetingLink: string,
    note: string | undefined,
  ): Promise<Booking> {
    const { before: current, after: booking } = await this.apply(
      admin,
      id,
      version,
      'link',
      (current) => ({
        meetingLink: meetingLink.trim(),
        ...(note === undefined ? {} : { notes: note.trim() || null }),
        sequence: current.sequence + 1,
      }),
      () => `meeting link set to ${meetingLink.trim().slice(0, 200)}`,
      () => (isMeetingLink(meetingLink) ? null : BOOKING_ACTION_TEXT.link),
    );
    await this.tell(booking, (to) =>
      this.mail.updated(
        booking,
        to,
        current.meetingLink ? 'a new meeting link' : 'your meeting link',
      ),
    );
    return booking;
  }

  async move(admin: AdminUser, id: number, version: number, when: string): Promise<Booking> {
    const appointment = parseAppointmentDate(when);
    const check = () => {
      if (!appointment) return BOOKING_MESSAGES.invalidDate;
      const slot = checkBookingSlot(appointment, this.clock.now(), this.config.booking.timeZone);
      return slot.ok ? null : BOOKING_MESSAGES.notASlot;
    };
    const { after: booking } = await this.apply(
      admin,
      id,
      version,
      'move',
      (current) =>
        appointment
          ? {
              appointmentDate: appointment,
              slotKey: slotKeyOf(appointment),
              sequence: current.sequence + 1,
            }
          : {},
      (current) =>
        `moved from ${new Date(current.appointmentDate).toISOString()} to ${when.slice(0, 40)}`,
      check,
    );
    try {
      await this.reminders.cancel(id);
      await this.reminders.schedule(booking);
    } catch (error) {
      this.logger.error(
        { err: error },
        `Booking ${id} moved, but its reminder could not be queued`,
      );
    }
    await this.tell(booking, (to) => this.mail.updated(booking, to, 'a new time'));
    await this.notice.send(
      bookingNotice(booking, `moved by ${admin.username}`, booking.email ?? ''),
    );
    return booking;
  }

  async cancel(
    admin: AdminUser,
    id: number,
    version: number,
    reason: string,
    settlement: CancelledCallSettlement,
  ): Promise<Booking> {
    const { after: booking } = await this.apply(
      admin,
      id,
      version,
      'cancel',
      (current) => ({
        status: 'cancelled',
        slotKey: null,
        cancelReason: reason.trim(),
        sequence: current.sequence + 1,
      }),
      () => `cancelled (${settlement}): ${reason.trim().slice(0, 200)}`,
      () => (reason.trim() ? null : BOOKING_ACTION_TEXT.reasonRequired),
    );
    const paid = await this.paidOrderOf(booking);
    let settled = '';
    if (paid && settlement === 'refund') {
      try {
        await this.orders.refund(admin, paid.id, paid.version, undefined);
        settled = 'Your payment for this call is refunded to your card.';
      } catch (error) {
        this.logger.error(
          { err: error },
          `Booking ${id} is cancelled, but order ${paid.id} was not refunded`,
        );
        settled = 'We will refund your payment for this call and confirm it by e-mail.';
      }
    } else if (paid) {
      settled = 'Your payment is kept as credit: book another time and it is already paid.';
    }
    try {
      await this.reminders.cancel(id);
    } catch (error) {
      this.logger.error(
        { err: error },
        `Booking ${id} is cancelled, but its reminder stays queued`,
      );
    }
    await this.tell(booking, (to) => this.mail.cancelledByOperator(booking, to, settled));
    await this.notice.send(
      bookingNotice(booking, `cancelled by ${admin.username}`, booking.email ?? ''),
    );
    return booking;
  }

  /** The paid, not fully refunded order that paid for this call, if there is one. */
  private async paidOrderOf(booking: Booking): Promise<PaidOrder | null> {
    return booking.orderId ? this.payments.paidOrder(booking.orderId) : null;
  }

  async outcome(
    admin: AdminUser,
    id: number,
    version: number,
    outcome: 'held' | 'missed',
  ): Promise<Booking> {
    const { after } = await this.apply(
      admin,
      id,
      version,
      outcome,
      () => ({ status: outcome, slotKey: null }),
      () => `marked ${outcome}`,
    );
    return after;
  }
}
