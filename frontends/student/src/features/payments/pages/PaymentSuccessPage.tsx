import {
  BOOKING_PAYMENT_TEXT,
  formatAppointment,
  formatDisplayDate,
  formatExactAmount,
  orderNextStep,
  type OrderNextStep,
  orderStatusLabel,
  STUDENT_ROUTES,
} from '@redress/domain';
import { Link, PageSection, Spinner, useDocumentTitle, useSearchParams } from '@redress/web-ui';
import { studentTimeZone } from '../../booking';
import type { Order } from '../api/paymentsApi';
import { useOrderByPayment } from '../hooks/paymentQueries';
import './payments.css';

/**
 * /payment-success: where Stripe sends the customer back (?payment_intent=pi_...). Shows the
 * order's status as the server knows it (Stripe's webhook decides it, never this page), and
 * keeps asking while it is pending.
 */
export default function PaymentSuccessPage() {
  useDocumentTitle('Payment');
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent') ?? '';
  const order = useOrderByPayment(paymentIntentId);

  let body;
  if (!paymentIntentId) {
    body = <NoPayment />;
  } else if (order.isPending) {
    body = <Spinner label="Checking your payment…" />;
  } else if (order.isError || !order.data) {
    body = <NoPayment />;
  } else {
    const current = order.data;
    const next = current.booking
      ? bookedCallStep(current.booking, current.status)
      : orderNextStep(current);
    body = (
      <section
        className={`rd-panel rd-pay rd-pay__result rd-pay__result--${current.status}`}
        aria-labelledby="rd-payment-status"
      >
        <div role="status" aria-live="polite">
          <p className="rd-pay__result-kicker">Order {current.id}</p>
          <h2 id="rd-payment-status" className="rd-pay__result-title">
            {orderStatusLabel(current.status)}
          </h2>
          <p className="rd-pay__result-detail">
            {current.serviceName} · {formatExactAmount(current.amount, current.currency)} ·{' '}
            <time dateTime={current.createdAt}>{formatDisplayDate(current.createdAt)}</time>
          </p>
          <p className="rd-pay__result-next">{next.text}</p>
        </div>
        <div className="rd-pay__actions">
          {next.action ? (
            <Link className="rd-button rd-button--accent" to={next.action.to}>
              {next.action.label}
            </Link>
          ) : null}
          <Link className="rd-button rd-button--secondary" to={STUDENT_ROUTES.dashboard}>
            Go to your dashboard
          </Link>
        </div>
      </section>
    );
  }

  return (
    <PageSection narrow labelledBy="rd-payment-title">
      <header className="rd-pay__header">
        <h1 id="rd-payment-title" className="rd-page__title">
          Your payment
        </h1>
      </header>
      {body}
    </PageSection>
  );
}

/** After paying for a held call: whether it is booked yet, and when it is. */
function bookedCallStep(
  booking: NonNullable<Order['booking']>,
  orderStatus: string,
): OrderNextStep {
  if (orderStatus === 'completed' && booking.status === 'scheduled') {
    const when = formatAppointment(new Date(booking.appointmentDate), studentTimeZone());
    return {
      text: `${BOOKING_PAYMENT_TEXT.bookedAfterPayment}: ${when}. We have e-mailed you a confirmation with a calendar invitation.`,
    };
  }
  if (orderStatus === 'pending') return { text: BOOKING_PAYMENT_TEXT.awaitingConfirmation };
  if (orderStatus === 'completed') return { text: BOOKING_PAYMENT_TEXT.paidSlotLost };
  return {
    text: BOOKING_PAYMENT_TEXT.paymentFailedReleased,
    action: { label: 'Pick a time again', to: STUDENT_ROUTES.booking },
  };
}

function NoPayment() {
  return (
    <section className="rd-panel rd-pay__off" role="alert">
      <h2 className="rd-pay__off-title">We could not find this payment</h2>
      <p className="rd-pay__muted">
        It is not one of your orders. Your orders and their status are on your dashboard.
      </p>
      <Link className="rd-button rd-button--primary" to={STUDENT_ROUTES.dashboard}>
        Go to your dashboard
      </Link>
    </section>
  );
}
