import { ApiError } from '@redress/api-client';
import { formatAppointment } from '@redress/domain';
import { toast } from '@redress/web-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelBooking, type Booking } from '../api/bookingApi';
import { bookingQueryKeys } from './bookingQueries';

/** Cancels a booking from the dashboard; the slot is free again for others at once. */
export function useCancelBooking(timeZone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: Booking) => cancelBooking(booking.id),
    onSuccess: (cancelled) => {
      toast({
        title: 'Appointment Cancelled',
        description: `Your appointment on ${formatAppointment(new Date(cancelled.appointmentDate), timeZone)} has been cancelled.`,
      });
    },
    onError: (error) => {
      toast({
        title: 'Cancellation Failed',
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? error.message)
            : 'Failed to cancel the booking. Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
  });
}
