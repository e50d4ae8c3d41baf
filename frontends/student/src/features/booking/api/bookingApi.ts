// The booking calls of the API contract (spec document 2, section 7), through the client
// generated from the OpenAPI document. A failure becomes an ApiError with the server's status
// and message, because the page words its toast by them.
import { apiClient, apiError, type Schemas } from '@redress/api-client';
import { BOOKING_MESSAGES, PAYMENT_TEXT } from '@redress/domain';

export type Booking = Schemas['BookingDto'];
export type BookingAvailability = Schemas['AvailabilityDto'];
export type BookingPayload = Schemas['CreateBookingDto'];
export type BookableService = Schemas['ServiceDto'];

/** The catalogue in the visitor's currency: the same prices as /services and checkout. */
export async function fetchBookingServices(
  currency: Schemas['ServiceDto']['currency'],
): Promise<BookableService[]> {
  const { data, error, response } = await apiClient.GET('/api/services', {
    params: { query: { currency } },
  });
  if (data) return data;
  throw apiError(PAYMENT_TEXT.fetchServicesFailed, response, error);
}

export async function createBooking(payload: BookingPayload): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings', { body: payload });
  if (data) return data;
  // Spec 2 §7: any non-ok answer is 'Failed to create booking' (the server's reason, if any, is kept).
  throw apiError(BOOKING_MESSAGES.failedResponse, response, error);
}

export async function fetchBookings(): Promise<Booking[]> {
  const { data, error, response } = await apiClient.GET('/api/bookings');
  if (data) return data;
  throw apiError('Failed to fetch bookings', response, error);
}

/** The slots already taken from now to the end of the booking window. */
export async function fetchAvailability(): Promise<BookingAvailability> {
  const { data, error, response } = await apiClient.GET('/api/bookings/availability');
  if (data) return data;
  throw apiError('Failed to fetch availability', response, error);
}

export async function cancelBooking(id: number): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/cancel', {
    params: { path: { id: String(id) } },
  });
  if (data) return data;
  throw apiError('Failed to cancel the booking. Please try again.', response, error);
}
