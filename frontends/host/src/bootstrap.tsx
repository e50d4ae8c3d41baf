import { createQueryClient } from '@redress/web-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { pressAgain } from './app/earlyPresses';
import { keepTypedText } from './app/keepTypedText';
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
      // As a transition, like the first render below: React takes the page over in slices of a
      // few milliseconds, yielding to the browser between them, instead of one task of a
      // quarter of a second on a phone (Lighthouse's total blocking time). A click or a key on
      // the page meanwhile makes React finish the hydration at once and then handle the event,
      // so a link followed or a button pressed is not lost.
      startTransition(() => {
        hydrateRoot(container, app);
      });
      // What the student typed while the code was on its way is kept, not silently dropped, and
      // a button pressed meanwhile (the menu) is pressed again.
      keepTypedText(container);
      pressAgain(container);
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
