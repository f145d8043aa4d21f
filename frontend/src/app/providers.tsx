import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '../components/theme/theme-provider.tsx';
import { PlacedToaster } from '../components/toasts/placed-toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        <PlacedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
