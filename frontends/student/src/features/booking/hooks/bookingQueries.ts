import { bookableServices } from '@redress/domain';
import { useQuery } from '@tanstack/react-query';
import { useVisitorCurrency } from '../../payments';
import { fetchAvailability, fetchBookings, fetchBookingServices } from '../api/bookingApi';

const FIVE_MINUTES = 5 * 60_000;

/** Everything under ['bookings'] is refreshed after a booking is made or cancelled (spec 2 §7). */
export const bookingQueryKeys = {
  all: ['bookings'] as const,
  list: ['bookings', 'list'] as const,
  availability: ['bookings', 'availability'] as const,
  services: (currency: string) => ['services', 'booking', currency] as const,
};

/** The services a student can book as a call, in the visitor's currency, cheapest first. */
export function useBookingServices() {
  const { currency, isPending } = useVisitorCurrency();
  const query = useQuery({
    queryKey: bookingQueryKeys.services(currency),
    queryFn: () => fetchBookingServices(currency),
    staleTime: FIVE_MINUTES,
    select: bookableServices,
    enabled: !isPending,
  });
  return { ...query, isPending: isPending || query.isPending };
}

/**
 * The slots already taken, and the business time zone. `live` (the picker) refreshes them every
 * minute, so the picker rarely offers a taken slot; elsewhere one answer is enough.
 */
export function useAvailability({ live = true }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: bookingQueryKeys.availability,
    queryFn: fetchAvailability,
    staleTime: live ? 30_000 : FIVE_MINUTES,
    refetchInterval: live ? 60_000 : false,
  });
}

export function useBookings() {
  return useQuery({ queryKey: bookingQueryKeys.list, queryFn: fetchBookings });
}
