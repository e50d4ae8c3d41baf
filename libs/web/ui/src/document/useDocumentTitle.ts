import { PRODUCT_NAME } from '@redress/domain';
import { useEffect, useState } from 'react';

/**
 * The page's own title and the path it was set for, on the root element: the host's breadcrumb
 * reads it (the pages live in remotes), and the path keeps it from showing the previous page's
 * title while the next page loads.
 */
const PAGE_TITLE_ATTRIBUTE = 'data-page-title';
const PAGE_TITLE_PATH_ATTRIBUTE = 'data-page-title-path';

/** The page description when a page gives none (the same as index.html's). */
export const DEFAULT_PAGE_DESCRIPTION =
  'Redress helps university and college students with complaints and appeals: a free analysis of your case and human support when you need it.';

export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle
    ? `${pageTitle} | ${PRODUCT_NAME}`
    : `${PRODUCT_NAME} — help with university complaints and appeals`;
}

/** Sets `<meta name="description">`, creating it when the page has none. */
function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The title and description a page rendered to HTML on the server asked for. */
export interface DocumentHead {
  title: string;
  description: string;
}

let serverHead: ((head: DocumentHead) => void) | null = null;

/**
 * Where a render without a document (a page prerendered to HTML at build time) reports the
 * title and description its page asks for, as the browser's render writes them into the page.
 */
export function collectDocumentHead(sink: ((head: DocumentHead) => void) | null): void {
  serverHead = sink;
}

/**
 * Sets the browser tab title, and the page description search engines and link previews show,
 * for the page that calls it. Without a description the site's default one applies.
 */
export function useDocumentTitle(pageTitle?: string, description?: string): void {
  if (typeof document === 'undefined') {
    serverHead?.({
      title: formatDocumentTitle(pageTitle),
      description: description?.trim() || DEFAULT_PAGE_DESCRIPTION,
    });
  }
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
    setDescription(description?.trim() || DEFAULT_PAGE_DESCRIPTION);
    const root = document.documentElement;
    if (pageTitle) {
      root.setAttribute(PAGE_TITLE_PATH_ATTRIBUTE, window.location.pathname);
      root.setAttribute(PAGE_TITLE_ATTRIBUTE, pageTitle);
    } else {
      root.removeAttribute(PAGE_TITLE_ATTRIBUTE);
      root.removeAttribute(PAGE_TITLE_PATH_ATTRIBUTE);
    }
  }, [pageTitle, description]);
}

function pageTitleFor(pathname: string): string | null {
  // Rendered to HTML at build time there is no document: the page has not named itself yet.
  if (typeof document === 'undefined') return null;
  const root = document.documentElement;
  return root.getAttribute(PAGE_TITLE_PATH_ATTRIBUTE) === pathname
    ? root.getAttribute(PAGE_TITLE_ATTRIBUTE)
    : null;
}

/** The title the page at `pathname` gave itself with useDocumentTitle, once it has. */
export function usePageTitle(pathname: string): string | null {
  const [title, setTitle] = useState(() => pageTitleFor(pathname));
  useEffect(() => {
    setTitle(pageTitleFor(pathname));
    const observer = new MutationObserver(() => setTitle(pageTitleFor(pathname)));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: [PAGE_TITLE_ATTRIBUTE, PAGE_TITLE_PATH_ATTRIBUTE],
    });
    return () => observer.disconnect();
  }, [pathname]);
  return title;
}
