// What the prerender build exports: a public page rendered to HTML by React's server renderer,
// from the same shell and pages the browser renders, and the title and description it asks for.
import { helpArticlePath, PRERENDERED_PATHS } from '@redress/domain';
import { ARTICLE_INDEX } from '@redress/help-content';
import {
  AppProviders,
  collectDocumentHead,
  createQueryClient,
  DEFAULT_PAGE_DESCRIPTION,
  formatDocumentTitle,
  type DocumentHead,
} from '@redress/web-ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// The prerender build compiles web-ui and react-router into one file, so this is the router web-ui
// re-exports (one instance); web-ui does not carry StaticRouter, which browsers never need.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { Shell } from '../src/app/App';
import { preloadOutlet } from '../src/remotes/RemoteOutlet';
import '../src/styles/host.css';

/** Every public page, each help article among them. */
export function publicPaths(): string[] {
  return [...PRERENDERED_PATHS, ...ARTICLE_INDEX.map((article) => helpArticlePath(article.slug))];
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  head: DocumentHead;
  /** The text of every stylesheet the render used, in the order the modules ran. */
  styles: string[];
}

/** Renders the page at `pathname` (any path no page owns renders the 404 page). */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  // The page's code first, as the browser does before it takes the HTML over.
  await preloadOutlet(pathname);
  let head: DocumentHead = {
    title: formatDocumentTitle(),
    description: DEFAULT_PAGE_DESCRIPTION,
  };
  collectDocumentHead((asked) => {
    head = asked;
  });
  // The queries a render registers hold a garbage-collection timer each (five minutes); the
  // client is cleared after the render so a finished prerender exits at once.
  const queryClient = createQueryClient();
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={pathname}>
            <Shell />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    const styles = (globalThis as { __redressPrerenderStyles?: string[] }).__redressPrerenderStyles;
    return { html, head, styles: [...(styles ?? [])] };
  } finally {
    collectDocumentHead(null);
    queryClient.clear();
  }
}
