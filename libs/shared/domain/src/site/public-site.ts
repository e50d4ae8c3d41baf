import { STUDENT_ROUTES } from './routes';

/**
 * The pages a visitor can open without signing in that are worth finding from a search engine:
 * what sitemap.xml lists (with every help article) and what the accessibility check visits.
 */
export const SITEMAP_PATHS: readonly string[] = [
  STUDENT_ROUTES.home,
  STUDENT_ROUTES.about,
  STUDENT_ROUTES.help,
  STUDENT_ROUTES.support,
  STUDENT_ROUTES.supportEditor,
  STUDENT_ROUTES.booking,
  STUDENT_ROUTES.terms,
  STUDENT_ROUTES.privacy,
  STUDENT_ROUTES.dataDeletion,
];

/**
 * The pages a visitor sees without signing in, prerendered to HTML when the host is built (with
 * every help article, and the 404 page): their text is in the first answer, before any script.
 * Pages that depend on who is signed in (the dashboard, a case, checkout, booking) stay rendered
 * in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  STUDENT_ROUTES.home,
  STUDENT_ROUTES.about,
  STUDENT_ROUTES.help,
  STUDENT_ROUTES.support,
  STUDENT_ROUTES.supportEditor,
  STUDENT_ROUTES.terms,
  STUDENT_ROUTES.privacy,
  STUDENT_ROUTES.dataDeletion,
  STUDENT_ROUTES.login,
];

/** Paths crawlers are asked to leave alone: the API, the admin area and signed-in pages. */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/admin',
  '/dev/',
  '/login',
  STUDENT_ROUTES.dashboard,
  STUDENT_ROUTES.input,
  '/analysis/',
  STUDENT_ROUTES.services,
  STUDENT_ROUTES.checkout,
  STUDENT_ROUTES.paymentTest,
  STUDENT_ROUTES.paymentSuccess,
  '/remix/',
  // Reached only from an e-mailed link, and carrying its secret.
  STUDENT_ROUTES.dataDeletionConfirm,
];

/** The help article's address, e.g. `/help/data-security`. */
export function helpArticlePath(slug: string): string {
  return `/help/${encodeURIComponent(slug)}`;
}
