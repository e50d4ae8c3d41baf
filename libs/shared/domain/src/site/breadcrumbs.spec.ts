import { breadcrumbJsonLd, buildBreadcrumbs, pageBreadcrumbs, titleCase } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('shows no trail on the home page', () => {
    expect(buildBreadcrumbs('/')).toEqual([]);
    expect(buildBreadcrumbs('')).toEqual([]);
  });

  it.each([
    ['/help', ['Home', 'Help Center']],
    ['/help/step-by-step-guide', ['Home', 'Help Center', 'Step By Step Guide']],
    ['/help/how-redress-works', ['Home', 'Help Center', 'How Redress Works']],
    ['/services', ['Home', 'Services']],
    ['/pricing', ['Home', 'Pricing']],
    ['/about', ['Home', 'About']],
    ['/contact', ['Home', 'Contact']],
    ['/dashboard', ['Home', 'Dashboard']],
    ['/input', ['Home', 'Submit']],
    ['/analysis', ['Home', 'Analysis Results']],
    ['/analysis/12', ['Home', 'Analysis Results', 'Analysis 12']],
    ['/analysis/12/draft', ['Home', 'Analysis Results', 'Analysis 12', 'Draft']],
    ['/support', ['Home', 'Support']],
    ['/checkout', ['Home', 'Checkout']],
    ['/booking', ['Home', 'Book Appointment']],
    ['/terms', ['Home', 'Terms of Service']],
    ['/privacy', ['Home', 'Privacy Policy']],
    ['/data-deletion', ['Home', 'Data Deletion']],
    ['/support-editor', ['Home', 'Support Editor']],
    ['/payment-success', ['Home', 'Payment Success']],
    ['/remix/7', ['Home', 'Remix', '7']],
    ['/admin/sql-tool', ['Home', 'Admin', 'Sql Tool']],
    ['/help/', ['Home', 'Help Center']],
    ['/help/data%20security', ['Home', 'Help Center', 'Data Security']],
    ['/help/%E0%A4%A', ['Home', 'Help Center', '%E0%A4%A']],
  ])('labels %s', (pathname, labels) => {
    expect(buildBreadcrumbs(pathname).map((crumb) => crumb.label)).toEqual(labels);
  });

  it('gives each crumb the cumulative path', () => {
    expect(buildBreadcrumbs('/analysis/12/draft').map((crumb) => crumb.path)).toEqual([
      '/',
      '/analysis',
      '/analysis/12',
      '/analysis/12/draft',
    ]);
  });

  it('applies top-level labels only at the top level', () => {
    expect(buildBreadcrumbs('/admin/input').map((crumb) => crumb.label)).toEqual([
      'Home',
      'Admin',
      'Input',
    ]);
  });
});

describe('pageBreadcrumbs', () => {
  const labels = (pathname: string, title?: string) =>
    pageBreadcrumbs(pathname, title).map((crumb) => crumb.label);

  it('takes the page title for the last crumb below the top level', () => {
    expect(labels('/help/whats-inside-ai-analysis', "What's Inside Your Analysis")).toEqual([
      'Home',
      'Help Center',
      "What's Inside Your Analysis",
    ]);
    expect(labels('/admin/sql-tool', 'SQL tool')).toEqual(['Home', 'Admin', 'SQL tool']);
  });

  it('keeps the labels of the top level and of an analysis', () => {
    expect(labels('/input', 'Submit an Issue')).toEqual(['Home', 'Submit']);
    expect(labels('/analysis/12', 'Analysis')).toEqual(['Home', 'Analysis Results', 'Analysis 12']);
  });

  it('falls back to the path until the page has a title', () => {
    expect(labels('/help/data-security')).toEqual(['Home', 'Help Center', 'Data Security']);
  });

  it('says Page Not Found for an address that is no page, whatever was typed', () => {
    for (const path of ['/this-page-does-not-exist', '/definitely/not-a-page', '/analysis']) {
      const crumbs = pageBreadcrumbs(path, 'Page Not Found');
      expect(crumbs.map((crumb) => crumb.label)).toEqual(['Home', 'Page Not Found']);
      expect(crumbs[1]?.path).toBe(path);
    }
  });

  it('shows no trail on the home page', () => {
    expect(pageBreadcrumbs('/', 'Home')).toEqual([]);
  });
});

describe('titleCase', () => {
  it('capitalises every dash- or underscore-separated word', () => {
    expect(titleCase('whats-inside-ai-analysis')).toBe('Whats Inside Ai Analysis');
    expect(titleCase('next_steps')).toBe('Next Steps');
  });
});

describe('breadcrumbJsonLd', () => {
  it('describes the trail as a schema.org BreadcrumbList with absolute URLs', () => {
    const crumbs = buildBreadcrumbs('/help/data-security');
    expect(breadcrumbJsonLd(crumbs, 'https://redress.example/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://redress.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Help Center',
          item: 'https://redress.example/help',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Data Security',
          item: 'https://redress.example/help/data-security',
        },
      ],
    });
  });
});
