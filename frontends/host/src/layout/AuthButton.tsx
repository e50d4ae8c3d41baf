import { SESSION_CHECK_TEXT, STUDENT_ROUTES } from '@redress/domain';
import { Link, useAuth, useSignOut } from '@redress/web-ui';

/**
 * Sign In, Sign Out, a disabled Loading... while the session is being checked, or a retry when
 * the check got no answer (Sign In would wrongly tell a signed-in student they were signed out).
 */
export function AuthButton({
  onChoose,
  className = '',
}: {
  onChoose?: () => void;
  className?: string;
}) {
  const { isAuthenticated, isLoading, isUnavailable, retry } = useAuth();
  const signOut = useSignOut();

  if (isLoading) {
    return (
      <button type="button" className={`rd-button rd-button--secondary ${className}`} disabled>
        Loading...
      </button>
    );
  }
  if (isUnavailable) {
    return (
      <button
        type="button"
        className={`rd-button rd-button--secondary ${className}`}
        title={SESSION_CHECK_TEXT.title}
        onClick={retry}
      >
        {SESSION_CHECK_TEXT.headerRetry}
      </button>
    );
  }
  if (isAuthenticated) {
    return (
      <button
        type="button"
        className={`rd-button rd-button--secondary ${className}`}
        onClick={() => {
          onChoose?.();
          void signOut();
        }}
      >
        Sign Out
      </button>
    );
  }
  return (
    <Link
      className={`rd-button rd-button--primary ${className}`}
      to={STUDENT_ROUTES.login}
      onClick={onChoose}
    >
      Sign In
    </Link>
  );
}
