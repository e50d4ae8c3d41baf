import { ApiError } from '@redress/api-client';
import {
  EMAIL_FOR_SIGN_IN_STORAGE_KEY,
  loginPathFor,
  normalizeSignInEmail,
  SIGN_IN_MESSAGES,
  signInDestination,
  signInLinkErrorMessage,
} from '@redress/domain';
import { toast, useNavigate } from '@redress/web-ui';
import { useEffect, useRef } from 'react';
import { verifySignInLink } from '../api/authApi';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';

function storedEmail(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function forgetStoredEmail(): void {
  try {
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}

/**
 * A sign-in link was opened (`/login?email=..&token=..`): exchange it for a session, then go
 * where the visitor was heading. Every outcome leaves the token out of the address bar.
 */
export function SignInLinkVerification({
  token,
  emailParam,
  next,
}: {
  token: string;
  emailParam: string | null;
  next: string | null;
}) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  // A token works once: a second run (a re-render, a development double effect) must not spend
  // it again and then report the link as used.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const email = emailParam?.trim() ? normalizeSignInEmail(emailParam) : storedEmail();
    if (!email) {
      toast({
        title: 'Sign In Link Invalid',
        description: 'Please request a new sign-in link.',
        variant: 'destructive',
      });
      navigate(loginPathFor(next), { replace: true });
      return;
    }

    verifySignInLink(email, token).then(
      async (result) => {
        forgetStoredEmail();
        await completeSignIn(result.user);
        toast({ title: 'Sign In Successful', description: 'You are now signed in.' });
        navigate(signInDestination(result.next, next), { replace: true });
      },
      (error: unknown) => {
        const failure = error instanceof ApiError ? error : undefined;
        toast({
          title: SIGN_IN_MESSAGES.errorTitle,
          description: signInLinkErrorMessage(failure?.code, failure?.serverMessage),
          variant: 'destructive',
        });
        // The form comes back with the address filled in: asking for a new link is one click.
        navigate(loginPathFor(next, email), { replace: true });
      },
    );
  }, [completeSignIn, emailParam, navigate, next, token]);

  return (
    <div className="rd-login__verifying" role="status">
      <span className="rd-login__verifying-spinner" aria-hidden="true" />
      <p>Signing you in…</p>
    </div>
  );
}
