import { BOOKING_PAYMENT_TEXT, formatAppointment } from '@redress/domain';
import { studentTimeZone, useBookings } from '../../booking';

/**
 * At checkout for a booking: which call this payment books and, while its time is held, until
 * when. Nothing while the booking is loading or unknown (the server still checks it).
 */
export function HeldCallNotice({ bookingId }: { bookingId: number }) {
  const booking = useBookings().data?.find((entry) => entry.id === bookingId);
  if (!booking) return null;
  const zone = studentTimeZone();
  const when = formatAppointment(new Date(booking.appointmentDate), zone);
  const held = booking.payment === 'awaiting' && booking.holdExpiresAt;
  return (
    <section className="rd-callout" role="status" aria-labelledby="rd-pay-held-title">
      <h3 id="rd-pay-held-title" className="rd-callout__title">
        {held ? BOOKING_PAYMENT_TEXT.heldTitle : BOOKING_PAYMENT_TEXT.labels.later}
      </h3>
      <p>
        Your call: <time dateTime={booking.appointmentDate}>{when}</time>.
      </p>
      {held ? (
        <p>
          {BOOKING_PAYMENT_TEXT.held(
            new Date(booking.holdExpiresAt!).toLocaleTimeString(undefined, {
              hour: 'numeric',
              minute: '2-digit',
              timeZone: zone,
            }),
          )}
        </p>
      ) : null}
    </section>
  );
}
