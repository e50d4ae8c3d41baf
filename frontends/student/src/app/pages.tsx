import { STUDENT_ROUTES, matchesRoutePattern, type StudentRouteName } from '@redress/domain';
import { loadable, type ComponentLoader } from '@redress/web-ui';
import type { ComponentType } from 'react';

/** A page, and for one whose code is fetched on first use, that fetch. */
interface PageEntry {
  Page: ComponentType;
  preload?: () => Promise<unknown>;
}

function lazyPage(load: ComponentLoader): PageEntry {
  const Page = loadable(load);
  return { Page, preload: Page.preload };
}

// A Record over every route name: adding a route to the shared table without a page here is a
// type error, so the host can never send a URL this remote does not handle.
const PAGES: Record<StudentRouteName, PageEntry> = {
  home: lazyPage(() => import('../features/home/pages/HomePage')),
  login: lazyPage(() => import('../features/auth/pages/LoginPage')),
  dashboard: lazyPage(() => import('../features/dashboard/pages/DashboardPage')),
  input: lazyPage(() => import('../features/analysis/pages/InputPage')),
  analysis: lazyPage(() => import('../features/analysis/pages/AnalysisPage')),
  draft: lazyPage(() => import('../features/case-file/pages/DraftPage')),
  about: lazyPage(() => import('../features/about/pages/AboutPage')),
  help: lazyPage(() => import('../features/help/pages/HelpCenterPage')),
  helpArticle: lazyPage(() => import('../features/help/pages/HelpArticlePage')),
  support: lazyPage(() => import('../features/support/pages/SupportPage')),
  supportEditor: lazyPage(() => import('../features/support/pages/SupportEditorPage')),
  // Visitors see the catalogue with its prices; buying asks them to sign in first.
  services: lazyPage(() => import('../features/payments/pages/ServicesPage')),
  checkout: lazyPage(() => import('../features/payments/pages/CheckoutPage')),
  // Open to visitors (spec 2 §6); paying asks them to sign in first.
  paymentTest: lazyPage(() => import('../features/payments/pages/PaymentTestPage')),
  paymentSuccess: lazyPage(() => import('../features/payments/pages/PaymentSuccessPage')),
  remix: lazyPage(() => import('../features/analysis/pages/RemixPage')),
  // Visitors see a sign-in prompt here rather than a redirect (spec document 2, section 2).
  booking: lazyPage(() => import('../features/booking/pages/BookingPage')),
  terms: lazyPage(() => import('../features/legal/pages/TermsPage')),
  privacy: lazyPage(() => import('../features/legal/pages/PrivacyPage')),
  // Anyone may ask; a signed-in user also downloads their data or deletes the account there.
  dataDeletion: lazyPage(() => import('../features/your-data/pages/DataDeletionPage')),
  // The e-mailed link confirming a request sent signed out or for another address.
  dataDeletionConfirm: lazyPage(
    () => import('../features/your-data/pages/DataDeletionConfirmPage'),
  ),
};

/** Pages only a signed-in user may open; visitors are sent to /login and brought back after. */
const SIGNED_IN_ONLY: ReadonlySet<StudentRouteName> = new Set([
  'dashboard',
  // A payment belongs to an account: checkout and its result need one.
  'checkout',
  'paymentSuccess',
  'input',
  'analysis',
  'draft',
  'remix',
]);

export const STUDENT_PAGES = (Object.keys(PAGES) as StudentRouteName[]).map((name) => ({
  path: STUDENT_ROUTES[name],
  Page: PAGES[name].Page,
  signedInOnly: SIGNED_IN_ONLY.has(name),
}));

/**
 * Fetches the code of the page at `pathname`; once it has arrived the page renders at once.
 * Called when this module runs, rather than once React has rendered down to the route (on a
 * slow network one round trip less before the page shows), and awaited before React takes over
 * a page prerendered to HTML, so its first render is the page the HTML shows.
 */
export async function preloadPageFor(pathname: string): Promise<void> {
  const name = (Object.keys(STUDENT_ROUTES) as StudentRouteName[]).find((route) =>
    matchesRoutePattern(STUDENT_ROUTES[route], pathname),
  );
  if (name) await PAGES[name].preload?.();
}

/** Starts fetching the code of the page at `pathname` (see preloadPageFor). */
export function prefetchPageFor(pathname: string): void {
  // A failure is the page's to report, with its Retry, when it renders.
  preloadPageFor(pathname).catch(() => undefined);
}
