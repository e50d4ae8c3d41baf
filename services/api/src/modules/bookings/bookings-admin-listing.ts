import { bookingPaymentOf } from '@redress/domain';
import { Injectable } from '@nestjs/common';
import { pagingIndexName } from '../../database/migrations/1767225600000-admin-audit-log';
import {
  AdminListingProvider,
  ListingDefinition,
  ListsForAdmin,
  iso,
} from '../admin/listings/listing-definition';
import type { AdminBookingRowDto } from '../admin/listings/dto/listings.dto';
import { PaymentsService } from '../payments/payments.service';
import { Booking } from './entities/booking.entity';

/** The Bookings tab; the status of each row's order is asked of payments, once per page. */
const bookingsListing = (
  payments: PaymentsService,
): ListingDefinition<Booking, AdminBookingRowDto> => ({
  entity: Booking,
  pagingIndex: pagingIndexName('bookings'),
  columns: [
    'id',
    'userId',
    'serviceId',
    'title',
    'appointmentDate',
    'duration',
    'status',
    'payLater',
    'orderId',
    'studentTimeZone',
    'createdAt',
  ],
  lookup: async (bookings) => {
    const statuses = await payments.statusesOf(bookings.map((booking) => booking.orderId));
    return new Map(
      bookings.map((booking) => [
        booking.id,
        { orderStatus: booking.orderId === null ? null : (statuses.get(booking.orderId) ?? null) },
      ]),
    );
  },
  sorts: {
    id: ['id'],
    createdAt: ['id'],
    userId: ['userId', 'id'],
    appointmentDate: ['appointmentDate', 'id'],
  },
  textSearch: ['title'],
  exactSearch: ['status'],
  numberSearch: ['id', 'userId', 'serviceId'],
  row: (booking, extras) => ({
    id: booking.id,
    userId: booking.userId,
    serviceId: booking.serviceId,
    title: booking.title,
    appointmentDate: iso(booking.appointmentDate),
    duration: booking.duration,
    status: booking.status,
    payment: bookingPaymentOf({
      status: booking.status,
      payLater: Boolean(booking.payLater),
      orderStatus: typeof extras.orderStatus === 'string' ? extras.orderStatus : null,
    }),
    orderId: booking.orderId ?? null,
    studentTimeZone: booking.studentTimeZone ?? null,
    createdAt: iso(booking.createdAt),
  }),
});

/** The Bookings tab of the admin dashboard (read-only; the operations are AdminBookingsController's). */
@ListsForAdmin()
@Injectable()
export class BookingsAdminListing implements AdminListingProvider {
  readonly listings;

  constructor(payments: PaymentsService) {
    this.listings = { bookings: bookingsListing(payments) };
  }
}
