import { ADMIN_ROUTES } from '@redress/domain';
import { PageSection, toast, useAdminSession, useDocumentTitle } from '@redress/web-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import './admin-dashboard.css';

/** /admin/dashboard: who is signed in and the way out; the database browser comes later. */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { admin, logout } = useAdminSession();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
      toast({ title: 'Logged out' });
      navigate(ADMIN_ROUTES.login, { replace: true });
    } catch (_error) {
      toast({ title: 'Logout failed', variant: 'destructive' });
      setLoggingOut(false);
    }
  };

  return (
    <PageSection labelledBy="rd-admin-dashboard-title">
      <header className="rd-admin-dashboard__header">
        <div>
          <h1 id="rd-admin-dashboard-title" className="rd-page__title">
            Admin Dashboard
          </h1>
          {admin ? (
            <dl className="rd-admin-dashboard__identity">
              <div>
                <dt>Username</dt>
                <dd>{admin.username}</dd>
              </div>
              <div>
                <dt>Role</dt>
                <dd>{admin.role ?? 'admin'}</dd>
              </div>
            </dl>
          ) : null}
        </div>
        <button
          type="button"
          className="rd-button rd-button--secondary"
          onClick={() => void onLogout()}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
        >
          Logout
        </button>
      </header>
      <div className="rd-panel rd-building">
        <p className="rd-page__lead rd-admin-dashboard__note">
          The database browser is being built. Users, analysis documents, service orders, services,
          analysis results and admins will be listed here.
        </p>
      </div>
    </PageSection>
  );
}
