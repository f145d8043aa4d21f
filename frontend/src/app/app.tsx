import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

/**
 * The whole app for a router and a query client. The browser (main.tsx) and the build's prerender of the landing
 * pages (prerender.tsx) render this same tree, so that the markup the browser hydrates is the markup the build wrote.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
