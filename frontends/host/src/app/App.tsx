import { isAdminPath } from '@redress/domain';
import { AppErrorBoundary, AppProviders, BrowserRouter, useLocation } from '@redress/web-ui';
import type { QueryClient } from '@tanstack/react-query';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { RouteChangeEffects } from './RouteChangeEffects';

/** The page around every remote's content; also what a page is prerendered with. */
export function Shell() {
  const { pathname } = useLocation();
  // The admin area brings its own shell (its name, the operator signed in, sign out, its
  // pages, and its own banner and main landmarks): the public header, with its Sign In, and the
  // social footer are not for operators.
  if (isAdminPath(pathname)) {
    return (
      <div className="rd-shell rd-shell--admin">
        <a className="rd-skip-link" href="#main-content">
          Skip to main content
        </a>
        <RouteChangeEffects />
        <AppErrorBoundary resetKeys={[pathname]}>
          <RemoteOutlet pathname={pathname} />
        </AppErrorBoundary>
      </div>
    );
  }
  return (
    <div className="rd-shell">
      <a className="rd-skip-link" href="#main-content">
        Skip to main content
      </a>
      <RouteChangeEffects />
      <Header />
      <Breadcrumbs />
      <main id="main-content" className="rd-main" tabIndex={-1}>
        {/* Navigating away from a page that crashed should show the next page, not the error. */}
        <AppErrorBoundary resetKeys={[pathname]}>
          <RemoteOutlet pathname={pathname} />
        </AppErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Shell />
      </BrowserRouter>
    </AppProviders>
  );
}
