import { ADMIN_ROUTES } from '@redress/domain';
import { loadable, NotFoundPage, Route, Routes } from '@redress/web-ui';
import { AdminGuard } from './features/auth';
import { AdminShell } from './features/shell';

const AdminLoginPage = loadable(() => import('./features/auth/pages/AdminLoginPage'));
const AdminDashboardPage = loadable(() => import('./features/dashboard/pages/AdminDashboardPage'));
const EmailTestPage = loadable(() => import('./features/email-test/pages/EmailTestPage'));
const SqlToolPage = loadable(() => import('./features/sql-tool/pages/SqlToolPage'));
const QueuesPage = loadable(() => import('./features/queues/pages/QueuesPage'));

/** Everything the admin remote exposes: the /admin/* routes. */
export default function AdminModule() {
  return (
    <AdminShell>
      <Routes>
        <Route path={ADMIN_ROUTES.login} element={<AdminLoginPage />} />
        <Route element={<AdminGuard />}>
          <Route path={ADMIN_ROUTES.dashboard} element={<AdminDashboardPage />} />
          <Route path={ADMIN_ROUTES.emailTest} element={<EmailTestPage />} />
          <Route path={ADMIN_ROUTES.sqlTool} element={<SqlToolPage />} />
          <Route path={ADMIN_ROUTES.queues} element={<QueuesPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminShell>
  );
}
