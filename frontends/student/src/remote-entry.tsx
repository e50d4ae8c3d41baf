import { NotFoundPage, RequireAuth, Route, Routes } from '@redress/web-ui';
import { STUDENT_PAGES, prefetchPageFor } from './app/pages';

// The host runs this module as soon as the page opens; the page's own code starts loading now.
prefetchPageFor(window.location.pathname);

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
