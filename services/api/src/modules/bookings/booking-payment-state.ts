import { bookingPaymentOf, type BookingPayment } from '@redress/domain';
import type { Booking } from './entities/booking.entity';

/** Where a booking stands with its payment; its order must be loaded with it when it has one. */
export function paymentOfBooking(
  booking: Pick<Booking, 'status' | 'payLater' | 'order'>,
): BookingPayment {
  return bookingPaymentOf({
    status: booking.status,
    payLater: Boolean(booking.payLater),
    orderStatus: booking.order?.status ?? null,
  });
}
