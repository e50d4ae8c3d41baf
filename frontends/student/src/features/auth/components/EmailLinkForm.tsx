import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeSignInEmail } from '@redress/domain';
import { toast, useHydrated } from '@redress/web-ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { type SignInLinkRequestResult } from '../hooks/useSignInLinkRequest';

export function EmailLinkForm({
  initialEmail,
  pending,
  focusOnMount,
  onSend,
}: {
  initialEmail: string;
  pending: boolean;
  /** Set when the visitor came back to change the address, so typing can start at once. */
  focusOnMount: boolean;
  onSend: (email: string) => Promise<SignInLinkRequestResult>;
}) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  useEffect(() => {
    if (!focusOnMount) return;
    inputRef.current?.focus();
    // Typing replaces the previous address; arrow keys still allow a small correction.
    inputRef.current?.select();
  }, [focusOnMount]);

  const refuse = () => {
    setError(INVALID_EMAIL_MESSAGE);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const normalized = normalizeSignInEmail(email);
    if (!isValidEmail(normalized)) {
      toast({ title: 'Invalid Email', description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
      refuse();
      return;
    }
    setError(null);
    setEmail(normalized);
    if ((await onSend(normalized)) === 'invalid-email') refuse();
  };

  return (
    <form className="rd-login__form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="rd-login__field">
        <label className="rd-login__label" htmlFor={inputId}>
          Email address
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="rd-login__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@university.edu"
          required
          disabled={!hydrated}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        {error ? (
          <p id={errorId} className="rd-login__error">
            {error}
          </p>
        ) : null}
        <p id={hintId} className="rd-login__hint">
          We&apos;ll email you a secure link that signs you in. No password needed.
        </p>
      </div>
      <button
        type="submit"
        className="rd-button rd-button--primary rd-button--large rd-login__submit"
        disabled={pending || !hydrated}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <>
            <span className="rd-login__button-spinner" aria-hidden="true" />
            Sending link…
          </>
        ) : (
          'Send sign-in link'
        )}
      </button>
    </form>
  );
}
