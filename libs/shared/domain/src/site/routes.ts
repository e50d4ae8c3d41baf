// Route patterns shared by the host (which decides which remote owns a URL) and the remotes
// (which register the pages). Keeping one list means a page cannot exist in a remote while the
// host answers 404 for it, or the other way round.

export const STUDENT_ROUTES = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  input: '/input',
  analysis: '/analysis/:id',
  draft: '/analysis/:id/draft',
  about: '/about',
  help: '/help',
  helpArticle: '/help/:slug',
  support: '/support',
  supportEditor: '/support-editor',
  services: '/services',
  checkout: '/checkout',
  paymentTest: '/payment-test',
  paymentSuccess: '/payment-success',
  remix: '/remix/:id',
  booking: '/booking',
  terms: '/terms',
  privacy: '/privacy',
  dataDeletion: '/data-deletion',
  /** Where the e-mailed link confirming a data deletion request leads. */
  dataDeletionConfirm: '/data-deletion/confirm',
} as const;

export const ADMIN_ROUTES = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  emailTest: '/admin/email-test',
  sqlTool: '/admin/sql-tool',
  queues: '/admin/queues',
} as const;

export type StudentRouteName = keyof typeof STUDENT_ROUTES;

export const STUDENT_ROUTE_PATTERNS: readonly string[] = Object.values(STUDENT_ROUTES);
export const ADMIN_ROUTE_PATTERNS: readonly string[] = Object.values(ADMIN_ROUTES);

/** Every path under this prefix belongs to the admin remote, including its own 404s. */
export const ADMIN_PATH_PREFIX = '/admin';

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/**
 * Matches a pathname against a pattern such as `/analysis/:id`. A trailing slash is ignored;
 * a `:param` segment matches any single non-empty segment.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const expected = pathSegments(pattern);
  const actual = pathSegments(pathname);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

export function isStudentPath(pathname: string): boolean {
  return STUDENT_ROUTE_PATTERNS.some((pattern) => matchesRoutePattern(pattern, pathname));
}

export function isAdminPath(pathname: string): boolean {
  const first = pathSegments(pathname)[0];
  return first === ADMIN_PATH_PREFIX.slice(1);
}

/** True when some remote renders a real page (not the 404) for this path. */
export function isKnownPagePath(pathname: string): boolean {
  return (
    isStudentPath(pathname) ||
    ADMIN_ROUTE_PATTERNS.some((pattern) => matchesRoutePattern(pattern, pathname))
  );
}

/** Replaces `:param` segments of a pattern, e.g. `routePath(STUDENT_ROUTES.analysis, { id: 12 })`. */
export function routePath(pattern: string, params: Record<string, string | number> = {}): string {
  const path = pathSegments(pattern)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined)
        throw new Error(`Missing route parameter "${segment}" for ${pattern}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
  return `/${path}`;
}
