import { STUDENT_ROUTES } from '@redress/domain';
import { Link } from '@redress/web-ui';
import './status.css';

/** A case whose analysis failed: why, and a way to run it again. */
export function AnalysisFailed({
  title,
  reason,
  retrying,
  retryError,
  onRetry,
}: {
  title: string;
  reason: string | null | undefined;
  retrying: boolean;
  retryError: string | null;
  onRetry: () => void;
}) {
  return (
    <section className="rd-panel rd-failed" aria-labelledby="rd-failed-title">
      <p className="rd-progress__eyebrow">{title}</p>
      <h1 id="rd-failed-title" className="rd-failed__title">
        The analysis could not be completed
      </h1>
      <p className="rd-failed__reason">
        {reason || 'Something went wrong while analysing your case.'}
      </p>
      <p className="rd-failed__text">
        Your case is saved. You can run the analysis again now; it does not count against your daily
        analyses.
      </p>
      {retryError ? (
        <p className="rd-field__error" role="alert">
          {retryError}
        </p>
      ) : null}
      <div className="rd-failed__actions">
        <button
          type="button"
          className="rd-button rd-button--primary"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
        >
          {retrying ? 'Starting again…' : 'Run the analysis again'}
        </button>
        <Link className="rd-button rd-button--secondary" to={STUDENT_ROUTES.dashboard}>
          Return to Dashboard
        </Link>
      </div>
    </section>
  );
}
