import { ApiError } from '@redress/api-client';
import {
  BOOKING_MESSAGES,
  BOOKING_PAYMENT_TEXT,
  bookingCheckoutPath,
  loginPathFor,
  STUDENT_ROUTES,
} from '@redress/domain';
import { AUTH_QUERY_KEY, toast, useNavigate } from '@redress/web-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBooking, type BookingPayload } from '../api/bookingApi';
import { bookingQueryKeys } from './bookingQueries';

export type BookingOutcome = { ok: true } | { ok: false; slotTaken: boolean };

/**
 * Sends the booking and says how it went (spec document 2, sections 4 and 8): a call held while
 * it is paid for goes on to checkout; otherwise the 'Booking Created' toast (saying when the call
 * is to be paid later), the bookings refreshed and the dashboard; on failure a destructive
 * 'Booking Failed' toast with the server's reason; signed out, the sign-in page.
 */
export function useCreateBooking() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: createBooking });

  const submit = async (payload: BookingPayload): Promise<BookingOutcome> => {
    let booking;
    try {
      booking = await mutation.mutateAsync(payload);
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      if (failure?.status === 401) {
        queryClient.setQueryData(AUTH_QUERY_KEY, null);
        void navigate(loginPathFor(STUDENT_ROUTES.booking));
        return { ok: false, slotTaken: false };
      }
      toast({
        title: BOOKING_MESSAGES.failedTitle,
        description: failure?.serverMessage ?? failure?.message ?? BOOKING_MESSAGES.failedFallback,
        variant: 'destructive',
      });
      const slotTaken = failure?.code === 'slot-taken';
      if (slotTaken)
        void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.availability });
      return { ok: false, slotTaken };
    }
    await queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all });
    // Held while the student pays: checkout next, and the call is booked once it is paid.
    if (booking.payment === 'awaiting') {
      void navigate(bookingCheckoutPath(booking));
      return { ok: true };
    }
    toast({
      title: BOOKING_MESSAGES.createdTitle,
      description:
        booking.payment === 'later'
          ? BOOKING_PAYMENT_TEXT.payLaterCreated
          : BOOKING_MESSAGES.created,
    });
    void navigate(STUDENT_ROUTES.dashboard);
    return { ok: true };
  };

  return { submit, pending: mutation.isPending };
}
