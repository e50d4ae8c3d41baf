import { Injectable } from '@nestjs/common';
import {
  AWAITING_DELIVERY_STATUSES,
  CALL_LINK_HORIZON_HOURS,
  HOLD_EXPIRED_STATUS,
  STATUSES_USING_PAYMENT,
} from '@redress/domain';
import { Between, DataSource, In, IsNull, MoreThan, Not } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { Booking } from '../../bookings/entities/booking.entity';
import { MailService } from '../../mail/mail.service';
import { ServiceOrder } from '../../payments/entities/service-order.entity';
import { DataDeletionRequest } from '../../privacy/entities/data-deletion-request.entity';
import { NeedsActionDto } from './needs-action.dto';
import { paymentOfBooking } from '../../bookings/booking-payment-state';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

const daysSince = (date: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));

/** What the operator has to do now: the admin dashboard's first panel. */
@Injectable()
export class NeedsActionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async list(now = new Date()): Promise<NeedsActionDto> {
    const [orders, calls, payLater, released, deletions] = await Promise.all([
      this.dataSource.getRepository(ServiceOrder).find({
        where: { status: In([...AWAITING_DELIVERY_STATUSES]) },
        relations: { user: true, service: true },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
      this.dataSource.getRepository(Booking).find({
        where: {
          status: 'scheduled',
          meetingLink: IsNull(),
          appointmentDate: Between(
            now,
            new Date(now.getTime() + CALL_LINK_HORIZON_HOURS * HOUR_MS),
          ),
        },
        relations: { user: true },
        order: { appointmentDate: 'ASC', id: 'ASC' },
      }),
      this.dataSource.getRepository(Booking).find({
        where: { status: 'scheduled', payLater: true, appointmentDate: MoreThan(now) },
        relations: { user: true, service: true, order: true },
        order: { appointmentDate: 'ASC', id: 'ASC' },
      }),
      this.dataSource.getRepository(Booking).find({
        where: { status: HOLD_EXPIRED_STATUS, orderId: Not(IsNull()) },
        relations: { user: true, service: true, order: true },
        order: { appointmentDate: 'ASC', id: 'ASC' },
      }),
      this.dataSource.getRepository(DataDeletionRequest).find({
        where: { status: 'received', confirmedAt: Not(IsNull()) },
        order: { confirmedAt: 'ASC', id: 'ASC' },
      }),
    ]);
    return {
      orders: orders.map((order) => ({
        id: order.id,
        studentEmail: order.user?.email ?? null,
        serviceName: order.service?.name ?? null,
        status: order.status,
        orderedAt: order.createdAt.toISOString(),
        daysWaiting: daysSince(order.createdAt, now),
      })),
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
      deletionRequests: deletions.map((request) => ({
        id: request.id,
        fullName: request.fullName,
        email: request.email,
        confirmedAt: request.confirmedAt!.toISOString(),
        daysWaiting: daysSince(request.confirmedAt!, now),
      })),
      notifyEmail: this.config.mail.adminNotifyEmail,
      mailKeptInOutbox: this.config.isProduction && this.mail.transport === 'outbox',
    };
  }

  /**
   * Released holds whose payment arrived after all, unless the student has since booked another
   * time with that payment (it is their credit): those need the operator to agree a time or refund.
   */
  private async paymentsNotRebooked(released: Booking[]): Promise<Booking[]> {
    const paid = released.filter((call) => paymentOfBooking(call) === 'paid');
    if (paid.length === 0) return [];
    const rebooked = await this.dataSource.getRepository(Booking).find({
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
