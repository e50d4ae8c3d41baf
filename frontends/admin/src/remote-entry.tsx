import { ADMIN_ROUTES } from '@redress/domain';
import { BuildingPage, loadable, NotFoundPage } from '@redress/web-ui';
import { Route, Routes } from 'react-router';
import { AdminGuard } from './features/auth/components/AdminGuard';

const AdminLoginPage = loadable(() => import('./features/auth/pages/AdminLoginPage'));
const AdminDashboardPage = loadable(() => import('./features/dashboard/pages/AdminDashboardPage'));

/** Everything the admin remote exposes: the /admin/* routes. */
export default function AdminModule() {
  return (
    <Routes>
      <Route path={ADMIN_ROUTES.login} element={<AdminLoginPage />} />
      <Route element={<AdminGuard />}>
        <Route path={ADMIN_ROUTES.dashboard} element={<AdminDashboardPage />} />
        <Route path={ADMIN_ROUTES.emailTest} element={<BuildingPage title="E-mail Test" />} />
        <Route path={ADMIN_ROUTES.sqlTool} element={<BuildingPage title="SQL Tool" />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
