import { NotFoundPage } from '@redress/web-ui';
import { Route, Routes } from 'react-router';
import { STUDENT_PAGES } from './app/pages';

/** Everything the student remote exposes: the routes of every public and student page. */
export default function StudentModule() {
  return (
    <Routes>
      {STUDENT_PAGES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
