import { createQueryClient } from '@redress/web-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setUpAnalytics } from './app/setUpAnalytics';
import { registerServiceWorker } from './app/registerServiceWorker';
import './styles/host.css';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

registerServiceWorker();
void setUpAnalytics();
