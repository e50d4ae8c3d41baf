import { NotFoundPage, RequireAuth, Route, Routes } from '@redress/web-ui';
import { STUDENT_PAGES, prefetchPageFor, preloadPageFor } from './app/pages';

// The host runs this module as soon as the page opens; the page's own code starts loading now.
// (A page prerendered at build time runs it without a window.)
if (typeof window !== 'undefined') prefetchPageFor(window.location.pathname);

/** Everything the student remote exposes: the routes of every public and student page. */
function StudentModule() {
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

/**
 * The host awaits this before it takes over a page prerendered to HTML: the page's code is then
 * at hand and React's first render is the page the HTML shows.
 */
export default Object.assign(StudentModule, { preloadPage: preloadPageFor });
