import { ADMIN_ROUTES } from '@redress/domain';
import { Navigate, Outlet, Spinner, useAdminSession } from '@redress/web-ui';

/** Admin-only pages: a spinner while the session is checked, then the page or the login. */
export function AdminGuard() {
  const { admin, isLoading } = useAdminSession();
  if (isLoading) return <Spinner label="Checking admin session…" />;
  if (!admin) return <Navigate to={ADMIN_ROUTES.login} replace />;
  return <Outlet />;
}
