import { loginPathFor } from '@redress/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '../router';
import { Spinner } from '../feedback/Spinner';
import { SessionUnavailable } from './SessionUnavailable';
import { useAuth } from './useAuth';
import { signedOutFrom } from './useSignOut';

/**
 * Signed-in pages: a spinner while the session is checked, then the page, or the sign-in page
 * with `next` set so the visitor comes back here afterwards, or, when the check found no answer,
 * a message with a retry. Wraps `children`, or nested routes
 * through an Outlet when used as a layout route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isAuthenticated, isLoading, isUnavailable, retry } = useAuth();
  const { pathname, search, hash, key } = useLocation();
  if (isLoading) return <Spinner label="Checking your session…" />;
  if (isUnavailable) return <SessionUnavailable onRetry={retry} />;
  if (!isAuthenticated) {
    // Signing out here goes home, as Sign Out promises, not to a sign-in page for this page.
    if (signedOutFrom(key)) return <Navigate to="/" replace />;
    return <Navigate to={loginPathFor(pathname + search + hash)} replace />;
  }
  return children ?? <Outlet />;
}
