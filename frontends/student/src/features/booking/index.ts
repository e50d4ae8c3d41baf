// What the booking feature (calls with an expert) offers the others: the student's bookings and
// the open times, cancelling a call, and the clock and time zone the calls are shown in.
export type { Booking } from './api/bookingApi';
export { useAvailability, useBookings } from './hooks/bookingQueries';
export { useCancelBooking } from './hooks/useCancelBooking';
export { studentTimeZone, useNow } from './hooks/useNow';
