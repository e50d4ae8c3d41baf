import { bookingPaymentOf, type BookingPayment } from '@redress/domain';
import type { DetailedBooking } from './booking-details';

/** Where a booking stands with its payment; its order's status must be read with it when it has one. */
export function paymentOfBooking(
  booking: Pick<DetailedBooking, 'status' | 'payLater' | 'order'>,
): BookingPayment {
  return bookingPaymentOf({
    status: booking.status,
    payLater: Boolean(booking.payLater),
    orderStatus: booking.order?.status ?? null,
  });
}
