import { Injectable } from '@nestjs/common';
import { AWAITING_DELIVERY_STATUSES, CALL_LINK_HORIZON_HOURS } from '@redress/domain';
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
    const [orders, calls, payLater, deletions] = await Promise.all([
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
}
