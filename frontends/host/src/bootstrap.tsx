import { configureAnalytics, createDataLayerAdapter, createQueryClient } from '@redress/web-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/registerServiceWorker';
import './styles/host.css';

// Page views are reported only when the operator added a tag manager snippet (which creates
// window.dataLayer) to the page; otherwise the adapter stays a no-op.
const { dataLayer } = window as { dataLayer?: unknown };
if (Array.isArray(dataLayer)) configureAnalytics(createDataLayerAdapter(dataLayer));

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

registerServiceWorker();
