import { PAYMENT_TEXT, STUDENT_ROUTES } from '@redress/domain';
import { Link } from '@redress/web-ui';

/** What the paid pages show on a server without Stripe keys. */
export function PaymentsNotConfigured({ message }: { message?: string }) {
  return (
    <section className="rd-panel rd-pay__off" role="status">
      <h2 className="rd-pay__off-title">{message ?? PAYMENT_TEXT.notConfigured}</h2>
      <p className="rd-pay__muted">
        Nothing can be paid here at the moment. The free analysis and everything else work as usual.
      </p>
      <Link className="rd-button rd-button--secondary" to={STUDENT_ROUTES.dashboard}>
        Go to your dashboard
      </Link>
    </section>
  );
}

/** A failed load of the catalogue (spec 2 §7: 'Failed to fetch services'), with a retry. */
export function ServicesLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="rd-panel rd-pay__off" role="alert">
      <h2 className="rd-pay__off-title">{PAYMENT_TEXT.fetchServicesFailed}</h2>
      <p className="rd-pay__muted">This is usually a brief connection problem.</p>
      <button type="button" className="rd-button rd-button--primary" onClick={onRetry}>
        Try Again
      </button>
    </section>
  );
}
