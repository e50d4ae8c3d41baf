import { createQueryClient } from '@redress/web-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setUpAnalytics } from './app/setUpAnalytics';
import { registerServiceWorker } from './app/registerServiceWorker';
import './styles/host.css';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole shell is built: on a phone that was one long task
// that counted fully against the page's responsiveness (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});

registerServiceWorker();
void setUpAnalytics();
