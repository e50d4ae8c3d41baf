import { createQueryClient } from '@redress/web-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { setUpAnalytics } from './app/setUpAnalytics';
import { registerServiceWorker } from './app/registerServiceWorker';
import { preloadOutlet } from './remotes/RemoteOutlet';
import './styles/host.css';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

if (container.hasAttribute('data-prerendered')) {
  // The HTML already shows the page (prerendered at build time). React takes it over once the
  // code that renders it has arrived, so its first render is that same page: no loading state
  // replaces the text, nothing moves. Should the code fail to load, React renders the page's
  // error with its Retry instead.
  void preloadOutlet(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      // The page's own stylesheets have arrived with its code: the copy of them the HTML carried
      // (after them in the document, so it won over them meanwhile) is now the same rules twice.
      document.querySelector('style[data-prerendered]')?.remove();
      // Not as a transition: a click or a key during hydration then makes React finish it at
      // once and handle the event (a link followed, a button pressed) instead of losing it.
      hydrateRoot(container, app);
    });
} else {
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole shell is built: on a phone that was one long task
  // that counted fully against the page's responsiveness (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(app);
  });
}

registerServiceWorker();
void setUpAnalytics(queryClient);
