import {
  breadcrumbJsonLd,
  isKnownPagePath,
  pageBreadcrumbs,
  type Breadcrumb,
} from '@redress/domain';
import { ARTICLE_INDEX } from '@redress/help-content';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, usePageTitle } from '@redress/web-ui';

const JSON_LD_ID = 'rd-breadcrumb-jsonld';

/** Keeps one schema.org BreadcrumbList script in the document head in step with the page. */
function useBreadcrumbStructuredData(crumbs: readonly Breadcrumb[]) {
  useEffect(() => {
    document.getElementById(JSON_LD_ID)?.remove();
    if (crumbs.length === 0) return;
    const script = document.createElement('script');
    script.id = JSON_LD_ID;
    script.type = 'application/ld+json';
    // `<` escaped so a crafted URL cannot close the script element.
    script.textContent = JSON.stringify(breadcrumbJsonLd(crumbs, window.location.origin)).replace(
      /</g,
      '\\u003c',
    );
    document.head.appendChild(script);
    return () => script.remove();
  }, [crumbs]);
}

/**
 * A help article's title, known before its page has run: the prerendered HTML and the first
 * render in the browser carry the article's own title, not one made from its address.
 */
function articleTitle(pathname: string): string | null {
  const slug = /^\/help\/([^/]+)\/?$/.exec(pathname)?.[1];
  return (slug && ARTICLE_INDEX.find((article) => article.slug === slug)?.title) || null;
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const pageTitle = usePageTitle(pathname) ?? articleTitle(pathname);
  // No trail on the 404 page: it is one page for every unknown address (prerendered once).
  const crumbs = useMemo(
    () => (isKnownPagePath(pathname) ? pageBreadcrumbs(pathname, pageTitle) : []),
    [pathname, pageTitle],
  );
  useBreadcrumbStructuredData(crumbs);

  if (crumbs.length === 0) return null;
  return (
    <nav className="rd-breadcrumbs" aria-label="Breadcrumb">
      <ol className="rd-breadcrumbs__list">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          // Some trail steps (e.g. /analysis) are not pages; linking them would lead to a 404.
          const linkable = !isCurrent && (crumb.path === '/' || isKnownPagePath(crumb.path));
          return (
            <li key={crumb.path} className="rd-breadcrumbs__item">
              {isCurrent ? (
                <span aria-current="page">{crumb.label}</span>
              ) : linkable ? (
                <Link to={crumb.path}>{crumb.label}</Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
