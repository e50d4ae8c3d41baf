import { STUDENT_ROUTES } from '@redress/domain';
import { Link, useAuth, useSignOut } from '@redress/web-ui';

/** Sign In, Sign Out, or a disabled Loading... while the session is being checked. */
export function AuthButton({
  onChoose,
  className = '',
}: {
  onChoose?: () => void;
  className?: string;
}) {
  const { isAuthenticated, isLoading } = useAuth();
  const signOut = useSignOut();

  if (isLoading) {
    return (
      <button type="button" className={`rd-button rd-button--secondary ${className}`} disabled>
        Loading...
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
