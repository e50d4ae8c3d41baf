// Standalone start of the remote (its own dev server). Inside the product the host supplies
// the providers, header and footer and renders only ./Module.
import { AppErrorBoundary, AppProviders, BrowserRouter, createQueryClient } from '@redress/web-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AdminModule from './remote-entry';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <main id="main-content">
          <AppErrorBoundary>
            <AdminModule />
          </AppErrorBoundary>
        </main>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
