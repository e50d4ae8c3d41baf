import { STUDENT_ROUTES, type StudentRouteName } from '@redress/domain';
import { BuildingPage, loadable } from '@redress/web-ui';
import type { ComponentType } from 'react';

function building(title: string): ComponentType {
  return function PageBeingBuilt() {
    return <BuildingPage title={title} />;
  };
}

// A Record over every route name: adding a route to the shared table without a page here is a
// type error, so the host can never send a URL this remote does not handle.
const PAGES: Record<StudentRouteName, ComponentType> = {
  home: loadable(() => import('../features/home/pages/HomePage')),
  login: loadable(() => import('../features/auth/pages/LoginPage')),
  dashboard: loadable(() => import('../features/dashboard/pages/DashboardPage')),
  input: loadable(() => import('../features/analysis/pages/InputPage')),
  analysis: loadable(() => import('../features/analysis/pages/AnalysisPage')),
  draft: loadable(() => import('../features/draft/pages/DraftPage')),
  about: loadable(() => import('../features/about/pages/AboutPage')),
  help: loadable(() => import('../features/help/pages/HelpCenterPage')),
  helpArticle: loadable(() => import('../features/help/pages/HelpArticlePage')),
  support: loadable(() => import('../features/support/pages/SupportPage')),
  supportEditor: loadable(() => import('../features/support/pages/SupportEditorPage')),
  services: loadable(() => import('../features/payments/pages/ServicesPage')),
  checkout: loadable(() => import('../features/payments/pages/CheckoutPage')),
  // Open to visitors (spec 2 §6); paying asks them to sign in first.
  paymentTest: loadable(() => import('../features/payments/pages/PaymentTestPage')),
  paymentSuccess: loadable(() => import('../features/payments/pages/PaymentSuccessPage')),
  remix: building('Remix'),
  // Visitors see a sign-in prompt here rather than a redirect (spec document 2, section 2).
  booking: loadable(() => import('../features/booking/pages/BookingPage')),
  terms: loadable(() => import('../features/legal/pages/TermsPage')),
  privacy: loadable(() => import('../features/legal/pages/PrivacyPage')),
  // Anyone may ask; a signed-in user also downloads their data or deletes the account there.
  dataDeletion: loadable(() => import('../features/your-data/pages/DataDeletionPage')),
};

/** Pages only a signed-in user may open; visitors are sent to /login and brought back after. */
const SIGNED_IN_ONLY: ReadonlySet<StudentRouteName> = new Set([
  'dashboard',
  'services',
  // A payment belongs to an account: checkout and its result need one.
  'checkout',
  'paymentSuccess',
  'input',
  'analysis',
  'draft',
]);

export const STUDENT_PAGES = (Object.keys(PAGES) as StudentRouteName[]).map((name) => ({
  path: STUDENT_ROUTES[name],
  Page: PAGES[name],
  signedInOnly: SIGNED_IN_ONLY.has(name),
}));
