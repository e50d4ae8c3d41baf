import { breadcrumbJsonLd, isKnownPagePath, pageBreadcrumbs } from '@redress/domain';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, usePageTitle } from '@redress/web-ui';

const JSON_LD_ID = 'rd-breadcrumb-jsonld';

/** Keeps one schema.org BreadcrumbList script in the document head in step with the page. */
function useBreadcrumbStructuredData(json: string | null) {
  useEffect(() => {
    document.getElementById(JSON_LD_ID)?.remove();
    if (json === null) return;
    const script = document.createElement('script');
    script.id = JSON_LD_ID;
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const pageTitle = usePageTitle(pathname);
  const crumbs = useMemo(() => pageBreadcrumbs(pathname, pageTitle), [pathname, pageTitle]);
  const json = useMemo(
    () =>
      crumbs.length === 0
        ? null
        : // `<` escaped so a crafted URL cannot close the script element.
          JSON.stringify(breadcrumbJsonLd(crumbs, window.location.origin)).replace(/</g, '\\u003c'),
    [crumbs],
  );
  useBreadcrumbStructuredData(json);

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
