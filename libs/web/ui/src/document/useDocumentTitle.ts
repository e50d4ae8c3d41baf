import { PRODUCT_NAME } from '@redress/domain';
import { useEffect } from 'react';

export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle
    ? `${pageTitle} | ${PRODUCT_NAME}`
    : `${PRODUCT_NAME} — help with university complaints and appeals`;
}

/** Sets the browser tab title for the page that calls it. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
