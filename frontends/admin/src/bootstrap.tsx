// Standalone start of the remote (its own dev server). Inside the product the host supplies
// the providers and renders only ./Module, which has its own shell.
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
        {/* The admin shell brings its own banner and main landmarks. */}
        <AppErrorBoundary>
          <AdminModule />
        </AppErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
