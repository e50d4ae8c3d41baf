import { ApiError } from '@redress/api-client';
import { STUDENT_ROUTES } from '@redress/domain';
import { Link, PageSection } from '@redress/web-ui';
import { useId } from 'react';
import { AnalysisNotFound } from './AnalysisNotFound';
import './status.css';

/**
 * Something of the student's (the case, by default, or their letter) that could not be loaded
 * for a passing reason, with a way to try again.
 */
export function AnalysisLoadFailed({
  onRetry,
  what = 'this analysis',
  safe = 'Your case',
}: {
  onRetry: () => void;
  /** What could not be loaded, as the title names it. */
  what?: string;
  /** What is safe nonetheless. */
  safe?: string;
}) {
  const titleId = useId();
  return (
    <PageSection narrow>
      <section className="rd-panel rd-failed" role="alert" aria-labelledby={titleId}>
        <h1 id={titleId} className="rd-failed__title">
          We couldn&apos;t load {what}
        </h1>
        <p className="rd-failed__text">
          This is usually a brief connection problem. {safe} is safe.
        </p>
        <div className="rd-failed__actions">
          <button type="button" className="rd-button rd-button--primary" onClick={onRetry}>
            Try Again
          </button>
          <Link className="rd-button rd-button--secondary" to={STUDENT_ROUTES.dashboard}>
            Return to Dashboard
          </Link>
        </div>
      </section>
    </PageSection>
  );
}

/**
 * A case that could not be read: not found when the API said so (unknown, or someone else's:
 * one answer for both), a retry when the failure may pass.
 */
export function CaseLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status < 500;
  return missing ? <AnalysisNotFound /> : <AnalysisLoadFailed onRetry={onRetry} />;
}
