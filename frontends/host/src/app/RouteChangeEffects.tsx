import { reportPageView, useLocation } from '@redress/web-ui';
import { useEffect } from 'react';

/** Every new page starts at the top and counts as a page view. */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    // The path only: a query string can carry a sign-in token.
    reportPageView({ path: pathname });
  }, [pathname]);
  return null;
}
