import { reportPageView, useLocation } from '@redress/web-ui';
import { useEffect, useRef } from 'react';

/**
 * Every page the visitor goes to starts at the top and counts as a page view. The page they
 * opened keeps its place: a prerendered page can be read, and scrolled, before the app takes it
 * over, and the reader is not sent back to the top when it does.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
    // The path only: a query string can carry a sign-in token.
    reportPageView({ path: pathname });
  }, [pathname]);
  return null;
}
