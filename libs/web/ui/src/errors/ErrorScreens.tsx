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

/** A short error in place of one part of a page (or of a page, `level` 1), with one action. */
export function ErrorNotice({
  id,
  level = 2,
  title,
  message,
  actionLabel,
  onAction,
}: {
  id: string;
  level?: 1 | 2;
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="rd-error rd-error--compact" role="alert" aria-labelledby={id}>
      <Heading id={id} className="rd-error__title">
        {title}
      </Heading>
      <p className="rd-error__message">{message}</p>
      <div className="rd-error__actions">
        <button type="button" className="rd-button rd-button--primary" onClick={onAction}>
          {actionLabel}
        </button>
      </div>
    </section>
  );
}

export function ComponentLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorNotice
      id="rd-load-error-title"
      title="Failed to load component"
      message="This component failed to load properly. This might be due to a network issue or a temporary problem."
      actionLabel="Retry Loading"
      onAction={onRetry}
    />
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
