import { useEffect, useRef } from 'react';

/** After a link was sent: where it went, and what to do if it does not arrive. */
export function CheckInbox({
  email,
  resending,
  onResend,
  onChangeEmail,
}: {
  email: string;
  resending: boolean;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone; the heading is where a keyboard or screen-reader user
  // should continue, and reading it announces what happened.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="rd-login__sent">
      <span className="rd-login__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2.5" />
          <path d="m4 7 8 6 8-6" />
        </svg>
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="rd-login__title" id="rd-login-title">
        Check your inbox
      </h1>
      <p className="rd-login__lead">
        We sent a sign-in link to <strong className="rd-login__address">{email}</strong>.
      </p>
      <p className="rd-login__text">
        Open the link in that email to finish signing in. For your security it works only once and
        expires after a short time.
      </p>
      <p className="rd-login__hint">
        Nothing yet? It can take a minute to arrive, and it sometimes lands in a spam or junk
        folder.
      </p>
      <div className="rd-login__sent-actions">
        <button
          type="button"
          className="rd-button rd-button--secondary"
          onClick={onResend}
          disabled={resending}
          aria-busy={resending || undefined}
        >
          {resending ? 'Sending link…' : 'Resend link'}
        </button>
        <button type="button" className="rd-login__text-button" onClick={onChangeEmail}>
          Use a different email
        </button>
      </div>
    </div>
  );
}
