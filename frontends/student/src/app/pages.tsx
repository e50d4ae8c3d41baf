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
  about: building('Our Story'),
  help: building('Help Center'),
  helpArticle: building('Help Article'),
  support: building('Support Services'),
  supportEditor: building('Editor Support'),
  services: building('Services'),
  checkout: building('Checkout'),
  paymentTest: building('Payment Test'),
  paymentSuccess: building('Payment Success'),
  remix: building('Remix'),
  // Visitors see a sign-in prompt here rather than a redirect (spec document 2, section 2).
  booking: loadable(() => import('../features/booking/pages/BookingPage')),
  terms: building('Terms of Service'),
  privacy: building('Privacy Policy'),
  dataDeletion: building('Data Deletion'),
};

/** Pages only a signed-in user may open; visitors are sent to /login and brought back after. */
const SIGNED_IN_ONLY: ReadonlySet<StudentRouteName> = new Set([
  'dashboard',
  'services',
  'input',
  'analysis',
  'draft',
]);

export const STUDENT_PAGES = (Object.keys(PAGES) as StudentRouteName[]).map((name) => ({
  path: STUDENT_ROUTES[name],
  Page: PAGES[name],
  signedInOnly: SIGNED_IN_ONLY.has(name),
}));
