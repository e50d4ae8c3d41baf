import { NotFoundPage, RequireAuth } from '@redress/web-ui';
import { Route, Routes } from 'react-router';
import { STUDENT_PAGES } from './app/pages';

/** Everything the student remote exposes: the routes of every public and student page. */
export default function StudentModule() {
  return (
    <Routes>
      {STUDENT_PAGES.filter((page) => !page.signedInOnly).map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route element={<RequireAuth />}>
        {STUDENT_PAGES.filter((page) => page.signedInOnly).map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
