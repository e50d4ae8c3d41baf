import {
  isAdminPath,
  isKnownPagePath,
  isStudentPath,
  matchesRoutePattern,
  routePath,
  STUDENT_ROUTES,
} from './routes';

describe('matchesRoutePattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/login', false],
    ['/analysis/:id', '/analysis/12', true],
    ['/analysis/:id', '/analysis/12/', true],
    ['/analysis/:id', '/analysis', false],
    ['/analysis/:id', '/analysis/12/draft', false],
    ['/analysis/:id/draft', '/analysis/12/draft', true],
    ['/help/:slug', '/help/data-security', true],
    ['/help', '/helpx', false],
  ])('%s against %s is %s', (pattern, pathname, expected) => {
    expect(matchesRoutePattern(pattern, pathname)).toBe(expected);
  });
});

describe('route ownership', () => {
  it.each([
    '/',
    '/login',
    '/dashboard',
    '/input',
    '/analysis/3',
    '/analysis/3/draft',
    '/about',
    '/help',
    '/help/next-steps',
    '/support',
    '/support-editor',
    '/services',
    '/checkout',
    '/payment-test',
    '/payment-success',
    '/remix/9',
    '/booking',
    '/terms',
    '/privacy',
    '/data-deletion',
    '/data-deletion/confirm',
  ])('%s belongs to the student remote', (pathname) => {
    expect(isStudentPath(pathname)).toBe(true);
    expect(isAdminPath(pathname)).toBe(false);
  });

  it.each(['/admin', '/admin/login', '/admin/dashboard', '/admin/nope'])(
    '%s belongs to the admin remote',
    (pathname) => {
      expect(isAdminPath(pathname)).toBe(true);
      expect(isStudentPath(pathname)).toBe(false);
    },
  );

  it.each(['/pricing', '/analysis', '/help/a/b', '/administrator', '/nope'])(
    '%s belongs to no remote',
    (pathname) => {
      expect(isStudentPath(pathname)).toBe(false);
      expect(isAdminPath(pathname)).toBe(false);
    },
  );

  it('knows which paths are real pages', () => {
    expect(isKnownPagePath('/admin/login')).toBe(true);
    expect(isKnownPagePath('/admin/nope')).toBe(false);
    expect(isKnownPagePath('/analysis')).toBe(false);
  });
});

describe('routePath', () => {
  it('fills and encodes parameters', () => {
    expect(routePath(STUDENT_ROUTES.draft, { id: 12 })).toBe('/analysis/12/draft');
    expect(routePath(STUDENT_ROUTES.helpArticle, { slug: 'a b' })).toBe('/help/a%20b');
    expect(routePath(STUDENT_ROUTES.home)).toBe('/');
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath(STUDENT_ROUTES.analysis)).toThrow('Missing route parameter ":id"');
  });
});
