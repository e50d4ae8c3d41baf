import { reportPageView } from '@redress/web-ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page and counts as a page view. */
export function RouteChangeEffects() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    reportPageView({ path: `${pathname}${search}` });
  }, [pathname, search]);
  return null;
}
