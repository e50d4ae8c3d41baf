import { PRODUCT_NAME } from '@redress/domain';
import { useEffect } from 'react';

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

/**
 * Sets the browser tab title, and the page description search engines and link previews show,
 * for the page that calls it. Without a description the site's default one applies.
 */
export function useDocumentTitle(pageTitle?: string, description?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
    setDescription(description?.trim() || DEFAULT_PAGE_DESCRIPTION);
  }, [pageTitle, description]);
}
