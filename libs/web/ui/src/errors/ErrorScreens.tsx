import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

const FALLBACK_MESSAGE = 'An unexpected error occurred. Please try refreshing the page.';

export function SomethingWentWrong({
  error,
  onTryAgain,
}: {
  error?: Error;
  onTryAgain: () => void;
}) {
  return (
    <section className="rd-error" role="alert" aria-labelledby="rd-error-title">
      <div className="rd-error__icon" aria-hidden="true">
        !
      </div>
      <h1 id="rd-error-title" className="rd-error__title">
        Something went wrong
      </h1>
      <p className="rd-error__message">{error?.message || FALLBACK_MESSAGE}</p>
      <div className="rd-error__actions">
        <button type="button" className="rd-button rd-button--primary" onClick={onTryAgain}>
          Try Again
        </button>
        <button
          type="button"
          className="rd-button rd-button--secondary"
          onClick={() => window.location.reload()}
        >
          Refresh Page
        </button>
      </div>
    </section>
  );
}

export function ComponentLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      className="rd-error rd-error--compact"
      role="alert"
      aria-labelledby="rd-load-error-title"
    >
      <h2 id="rd-load-error-title" className="rd-error__title">
        Failed to load component
      </h2>
      <p className="rd-error__message">
        This component failed to load properly. This might be due to a network issue or a temporary
        problem.
      </p>
      <div className="rd-error__actions">
        <button type="button" className="rd-button rd-button--primary" onClick={onRetry}>
          Retry Loading
        </button>
      </div>
    </section>
  );
}

/** Catches render errors of everything below and offers Try Again / Refresh Page. */
export function AppErrorBoundary({
  children,
  resetKeys,
}: {
  children: ReactNode;
  resetKeys?: readonly unknown[];
}) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallback={({ error, reset }) => <SomethingWentWrong error={error} onTryAgain={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
