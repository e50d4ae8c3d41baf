// Breadcrumb labels follow the product specification (document 1, section 2). The rules are
// pure so the host's trail and its schema.org data cannot disagree, and so they are testable.
import { isKnownPagePath } from './routes';

export interface Breadcrumb {
  label: string;
  /** Absolute path of the crumb, e.g. `/help/data-security`. */
  path: string;
}

const TOP_LEVEL_LABELS: Readonly<Record<string, string>> = {
  help: 'Help Center',
  services: 'Services',
  pricing: 'Pricing',
  about: 'About',
  contact: 'Contact',
  dashboard: 'Dashboard',
  input: 'Submit',
  analysis: 'Analysis Results',
  support: 'Support',
  checkout: 'Checkout',
  booking: 'Book Appointment',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};

export const HOME_BREADCRUMB: Breadcrumb = { label: 'Home', path: '/' };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape in a typed URL must not break the page; show it as typed.
    return segment;
  }
}

/** `step-by-step-guide` -> `Step By Step Guide`. */
export function titleCase(segment: string): string {
  return decodeSegment(segment)
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function labelFor(segments: readonly string[], index: number): string {
  const segment = segments[index] ?? '';
  if (index === 0) return TOP_LEVEL_LABELS[segment] ?? titleCase(segment);
  if (index === 1 && segments[0] === 'analysis') return `Analysis ${decodeSegment(segment)}`;
  return titleCase(segment);
}

/**
 * The breadcrumb trail for a pathname: empty on the home page, otherwise Home followed by one
 * crumb per path segment.
 */
export function buildBreadcrumbs(pathname: string): Breadcrumb[] {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  if (segments.length === 0) return [];
  return [
    HOME_BREADCRUMB,
    ...segments.map((_, index) => ({
      label: labelFor(segments, index),
      path: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}

/** The title of the page shown for an address that is no page. */
export const NOT_FOUND_PAGE_TITLE = 'Page Not Found';

/**
 * The trail the site shows: for an address that is no page, Home and 'Page Not Found' (never a
 * title made up from the typed URL); otherwise the trail of the path, whose last crumb below the
 * top level takes the page's own title when it has one ("What's Inside Your Analysis", not
 * "Whats Inside Ai Analysis"). An analysis keeps 'Analysis {id}': its title names no case.
 */
export function pageBreadcrumbs(pathname: string, pageTitle?: string | null): Breadcrumb[] {
  const crumbs = buildBreadcrumbs(pathname);
  if (crumbs.length === 0) return crumbs;
  const path = crumbs[crumbs.length - 1]?.path ?? pathname;
  if (!isKnownPagePath(path)) return [HOME_BREADCRUMB, { label: NOT_FOUND_PAGE_TITLE, path }];
  const title = pageTitle?.trim();
  const deep = crumbs.length > 2 && !path.startsWith('/analysis/');
  if (!title || !deep) return crumbs;
  return [...crumbs.slice(0, -1), { label: title, path }];
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: Array<{
    '@type': 'ListItem';
    position: number;
    name: string;
    item: string;
  }>;
}

/** schema.org BreadcrumbList for the page head; `origin` like `https://redress.example`. */
export function breadcrumbJsonLd(
  crumbs: readonly Breadcrumb[],
  origin: string,
): BreadcrumbListJsonLd {
  const base = origin.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${base}${crumb.path}`,
    })),
  };
}
