import { PAYMENT_TEXT, STUDENT_ROUTES } from '@redress/domain';
import { Link } from '@redress/web-ui';

/**
 * What the paid pages show while card payments are off, in a student's words, with what still
 * works: the free analysis and booking a call.
 */
export function PaymentsUnavailable({ id }: { id?: string }) {
  return (
    <section id={id} className="rd-panel rd-pay__off" role="status">
      <h2 className="rd-pay__off-title">{PAYMENT_TEXT.unavailableTitle}</h2>
      <p className="rd-pay__muted">{PAYMENT_TEXT.unavailable}</p>
      <div className="rd-pay__off-actions">
        <Link className="rd-button rd-button--primary" to={STUDENT_ROUTES.input}>
          Start a Free Analysis
        </Link>
        <Link className="rd-button rd-button--secondary" to={STUDENT_ROUTES.booking}>
          Book a call
        </Link>
      </div>
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
