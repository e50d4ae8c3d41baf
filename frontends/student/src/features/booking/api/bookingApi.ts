// The booking calls of the API contract (spec document 2, section 7), through the client
// generated from the OpenAPI document. A failure becomes BookingRequestError with the server's
// status and message, because the page words its toast by them.
import { apiClient, type Schemas } from '@redress/api-client';
import { apiPost, apiRequestError, ApiRequestError } from '@redress/web-ui';

export type Booking = Schemas['BookingDto'];
export type BookingAvailability = Schemas['AvailabilityDto'];
export type BookingPayload = Schemas['CreateBookingDto'];
export type BookableService = Schemas['ServiceDto'];

export class BookingRequestError extends ApiRequestError {}

function requestError(fallback: string, response: Response, body: unknown): BookingRequestError {
  return apiRequestError(BookingRequestError, fallback, response, body);
}

/** The catalogue in the visitor's currency: the same prices as /services and checkout. */
export async function fetchBookingServices(
  currency: Schemas['ServiceDto']['currency'],
): Promise<BookableService[]> {
  const { data, error, response } = await apiClient.GET('/api/services', {
    params: { query: { currency } },
  });
  if (data) return data;
  throw requestError('Failed to fetch services', response, error);
}

export async function createBooking(payload: BookingPayload): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings', { body: payload });
  if (data) return data;
  // Spec 2 §7: any non-ok answer is 'Failed to create booking' (the server's reason, if any, is kept).
  throw requestError('Failed to create booking', response, error);
}

export async function fetchBookings(): Promise<Booking[]> {
  const { data, error, response } = await apiClient.GET('/api/bookings');
  if (data) return data;
  throw requestError('Failed to fetch bookings', response, error);
}

/** The slots already taken from now to the end of the booking window. */
export async function fetchAvailability(): Promise<BookingAvailability> {
  const { data, error, response } = await apiClient.GET('/api/bookings/availability');
  if (data) return data;
  throw requestError('Failed to fetch availability', response, error);
}

export async function cancelBooking(id: number): Promise<Booking> {
  // apiPost rather than the generated client: the route takes no body, and a POST with a JSON
  // content type must carry one (`{}`), which the generated client's types do not allow.
  const response = await apiPost(`/api/bookings/${encodeURIComponent(String(id))}/cancel`);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body) return body as Booking;
  throw requestError('Failed to cancel the booking. Please try again.', response, body);
}
