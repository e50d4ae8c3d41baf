import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CALL_LINK_HORIZON_HOURS,
  HOLD_EXPIRED_STATUS,
  STATUSES_USING_PAYMENT,
} from '@redress/domain';
import { Between, In, IsNull, MoreThan, Not, Repository } from 'typeorm';
import {
  NeedsActionSections,
  NeedsActionSource,
  ReportsNeedsAction,
} from '../admin/needs-action/needs-action-source';
import { BookingDetailsReader, DetailedBooking } from './booking-details';
import { paymentOfBooking } from './booking-payment-state';
import { Booking } from './entities/booking.entity';

const HOUR_MS = 3600 * 1000;

type BookingSections = 'callsWithoutLink' | 'callsToBePaid' | 'paidCallsWithoutTime';

/** The operator's calls to see to: links to send, payments to collect, paid calls to rebook. */
@ReportsNeedsAction()
@Injectable()
export class BookingsNeedsAction implements NeedsActionSource<BookingSections> {
  readonly sections = ['callsWithoutLink', 'callsToBePaid', 'paidCallsWithoutTime'] as const;

  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    private readonly details: BookingDetailsReader,
  ) {}

  async needsAction(now: Date): Promise<Pick<NeedsActionSections, BookingSections>> {
    const [calls, payLater, released] = await Promise.all([
      this.bookings
        .find({
          where: {
            status: 'scheduled',
            meetingLink: IsNull(),
            appointmentDate: Between(
              now,
              new Date(now.getTime() + CALL_LINK_HORIZON_HOURS * HOUR_MS),
            ),
          },
          order: { appointmentDate: 'ASC', id: 'ASC' },
        })
        .then((rows) => this.details.of(rows, { user: true })),
      this.bookings
        .find({
          where: { status: 'scheduled', payLater: true, appointmentDate: MoreThan(now) },
          order: { appointmentDate: 'ASC', id: 'ASC' },
        })
        .then((rows) => this.details.of(rows, { user: true, service: true, order: true })),
      this.bookings
        .find({
          where: { status: HOLD_EXPIRED_STATUS, orderId: Not(IsNull()) },
          order: { appointmentDate: 'ASC', id: 'ASC' },
        })
        .then((rows) => this.details.of(rows, { user: true, service: true, order: true })),
    ]);
    return {
      callsWithoutLink: calls.map((call) => ({
        id: call.id,
        title: call.title,
        appointmentDate: call.appointmentDate.toISOString(),
        studentEmail: call.user?.email ?? null,
      })),
      callsToBePaid: payLater
        .filter((call) => paymentOfBooking(call) === 'later')
        .map((call) => ({
          id: call.id,
          serviceName: call.service?.name ?? null,
          appointmentDate: call.appointmentDate.toISOString(),
          studentEmail: call.user?.email ?? null,
        })),
      paidCallsWithoutTime: (await this.paymentsNotRebooked(released)).map((call) => ({
        id: call.id,
        serviceName: call.service?.name ?? null,
        appointmentDate: call.appointmentDate.toISOString(),
        studentEmail: call.user?.email ?? null,
        orderId: call.orderId!,
      })),
    };
  }

  /**
   * Released holds whose payment arrived after all, unless the student has since booked another
   * time with that payment (it is their credit): those need the operator to agree a time or refund.
   */
  private async paymentsNotRebooked(released: DetailedBooking[]): Promise<DetailedBooking[]> {
    const paid = released.filter((call) => paymentOfBooking(call) === 'paid');
    if (paid.length === 0) return [];
    const rebooked = await this.bookings.find({
      select: { orderId: true },
      where: {
        orderId: In(paid.map((call) => call.orderId!)),
        status: In([...STATUSES_USING_PAYMENT]),
      },
    });
    const used = new Set(rebooked.map((call) => call.orderId));
    return paid.filter((call) => !used.has(call.orderId));
  }
}
