import {
  BOOKING_PAYMENT_TEXT,
  bookingCheckoutPath,
  bookingStateInWords,
  DEFAULT_BOOKING_TIME_ZONE,
  formatAppointment,
  hasBookingStarted,
  isBookingPayable,
  isDashboardBooking,
  type BookingPayment,
  STUDENT_ROUTES,
  timeZoneCity,
} from '@redress/domain';
import { useMemo, useState } from 'react';
import { Link } from '@redress/web-ui';
import {
  studentTimeZone,
  useAvailability,
  useBookings,
  useCancelBooking,
  useNow,
  type Booking,
} from '../../booking';
import './bookings.css';

/**
 * The student's upcoming consultations, each with its state in words and Cancel, and calls an
 * operator cancelled before their time, with the reason; nothing until one is booked.
 */
export function UpcomingBookings() {
  const bookings = useBookings();
  // The business zone comes with the availability answer; Rome until it has arrived.
  const businessZone = useAvailability({ live: false }).data?.timeZone ?? DEFAULT_BOOKING_TIME_ZONE;
  const now = useNow();
  const zone = useMemo(studentTimeZone, []);
  const cancel = useCancelBooking(zone);
  const upcoming = (bookings.data ?? []).filter((booking) => isDashboardBooking(booking, now));

  if (bookings.isPending || (bookings.isSuccess && upcoming.length === 0)) return null;
  return (
    <section className="rd-panel rd-bookings" aria-labelledby="rd-bookings-title">
      <div className="rd-bookings__header">
        <h2 id="rd-bookings-title" className="rd-bookings__title">
          Upcoming appointments
        </h2>
        <Link className="rd-button rd-button--secondary" to={STUDENT_ROUTES.booking}>
          Book Appointment
        </Link>
      </div>
      {bookings.isError ? (
        <p className="rd-bookings__error" role="alert">
          Your appointments could not be loaded just now.{' '}
          <button
            type="button"
            className="rd-bookings__link-button"
            onClick={() => void bookings.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <ul className="rd-bookings__list">
          {upcoming.map((booking) => (
            <BookingItem
              key={booking.id}
              booking={booking}
              now={now}
              zone={zone}
              businessZone={businessZone}
              cancelling={cancel.isPending && cancel.variables?.id === booking.id}
              onCancel={() => cancel.mutate(booking)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingItem({
  booking,
  now,
  zone,
  businessZone,
  cancelling,
  onCancel,
}: {
  booking: Booking;
  now: Date;
  zone: string;
  businessZone: string;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const start = new Date(booking.appointmentDate);
  // Once the call has started it can be joined, no longer cancelled (the server refuses too).
  const cancellable = !hasBookingStarted(booking, now) && booking.status !== 'cancelled';
  const when = formatAppointment(start, zone);
  const businessWhen = formatAppointment(start, businessZone);

  return (
    <li className="rd-bookings__item">
      <div className="rd-bookings__main">
        <span className="rd-bookings__when">
          <time dateTime={booking.appointmentDate}>{when}</time>
        </span>
        <span className="rd-bookings__meta">
          {booking.serviceName ?? booking.title}
          <span aria-hidden="true"> · </span>
          {booking.duration} minutes
          {zone !== businessZone ? (
            <>
              <span aria-hidden="true"> · </span>
              {businessWhen} in {timeZoneCity(businessZone)}
            </>
          ) : null}
        </span>
        <span className={`rd-bookings__state rd-bookings__state--${booking.status}`}>
          <span className="rd-visually-hidden">Status: </span>
          {bookingStateInWords(booking, zone, now)}
        </span>
        <PaymentState booking={booking} />
        {booking.notes ? <span className="rd-bookings__note">{booking.notes}</span> : null}
        {booking.meetingLink && booking.status !== 'cancelled' ? (
          <a
            className="rd-bookings__join"
            href={booking.meetingLink}
            target="_blank"
            rel="noreferrer"
          >
            Join the video call
          </a>
        ) : null}
      </div>
      <div className="rd-bookings__actions">
        {!cancellable ? null : confirming ? (
          <>
            <span className="rd-bookings__confirm-text">Cancel this appointment?</span>
            <button
              type="button"
              className="rd-button rd-button--secondary rd-bookings__danger"
              disabled={cancelling}
              aria-busy={cancelling || undefined}
              onClick={onCancel}
            >
              {cancelling ? 'Cancelling...' : 'Yes, cancel it'}
            </button>
            <button
              type="button"
              className="rd-button rd-button--secondary"
              disabled={cancelling}
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </>
        ) : (
          <button
            type="button"
            className="rd-button rd-button--secondary"
            aria-label={`Cancel the appointment on ${when}`}
            onClick={() => setConfirming(true)}
          >
            Cancel
          </button>
        )}
      </div>
    </li>
  );
}

/** Whether the call is paid: awaiting payment or to be paid later, with the way to pay. */
function PaymentState({ booking }: { booking: Booking }) {
  const payment = booking.payment as BookingPayment;
  const label = BOOKING_PAYMENT_TEXT.labels[payment];
  if (!label) return null;
  return (
    <span className={`rd-bookings__payment rd-bookings__payment--${payment}`}>
      {label}
      {isBookingPayable({ status: booking.status, payment }) ? (
        <>
          <span aria-hidden="true"> · </span>
          <Link className="rd-bookings__pay" to={bookingCheckoutPath(booking)}>
            {BOOKING_PAYMENT_TEXT.payNow}
          </Link>
        </>
      ) : null}
    </span>
  );
}
