import { ADMIN_ROUTES, pageBreadcrumbs, PRODUCT_NAME } from '@redress/domain';
import {
  Link,
  toast,
  useAdminSession,
  useLocation,
  useNavigate,
  usePageTitle,
} from '@redress/web-ui';
import { useState, type ReactNode } from 'react';
import './admin-shell.css';

const ADMIN_PAGES = [
  { to: ADMIN_ROUTES.dashboard, label: 'Dashboard' },
  { to: ADMIN_ROUTES.sqlTool, label: 'SQL tool' },
  { to: ADMIN_ROUTES.emailTest, label: 'E-mail test' },
  { to: ADMIN_ROUTES.queues, label: 'Queues' },
] as const;

/**
 * The admin area's own frame: its name, the operator signed in, sign out and the admin pages,
 * and a trail that names the page by its title. No public header, Sign In or social footer.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { admin, logout } = useAdminSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pageTitle = usePageTitle(pathname);
  const [signingOut, setSigningOut] = useState(false);
  // The trail below "Admin": the public Home is not part of the operator's way around.
  const trail = pageBreadcrumbs(pathname, pageTitle).slice(2);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await logout();
      toast({ title: 'Logged out' });
      navigate(ADMIN_ROUTES.login, { replace: true });
    } catch (_error) {
      toast({ title: 'Logout failed', variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="rd-admin-shell">
      <header className="rd-admin-shell__bar">
        <Link
          className="rd-admin-shell__name"
          to={admin ? ADMIN_ROUTES.dashboard : ADMIN_ROUTES.login}
        >
          {PRODUCT_NAME} Admin
        </Link>
        {admin ? (
          <>
            <nav className="rd-admin-shell__nav" aria-label="Admin">
              <ul>
                {ADMIN_PAGES.map((page) => (
                  <li key={page.to}>
                    <Link
                      to={page.to}
                      aria-current={pathname === page.to ? 'page' : undefined}
                      className="rd-admin-shell__link"
                    >
                      {page.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="rd-admin-shell__operator">
              <span>
                Signed in as <strong>{admin.username}</strong>
                {admin.role ? ` (${admin.role})` : null}
              </span>
              <button
                type="button"
                className="rd-admin-shell__sign-out"
                onClick={() => void onSignOut()}
                disabled={signingOut}
                aria-busy={signingOut || undefined}
              >
                Sign out
              </button>
            </div>
          </>
        ) : null}
      </header>
      {admin && trail.length > 0 ? (
        <nav className="rd-admin-shell__trail" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={ADMIN_ROUTES.dashboard}>Admin</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.path}>
                <span aria-current="page">{crumb.label}</span>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <main id="main-content" className="rd-main rd-admin-shell__page" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
