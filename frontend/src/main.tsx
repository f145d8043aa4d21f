import './zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { CURRENT_USER_KEY, fetchCurrentUser } from './features/auth/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();
// The session check starts now, beside the first page's code (createAppRouter), not once the page has rendered.
void queryClient.prefetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
const { router, ready } = createAppRouter();

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree, so input and paint are not blocked while the first page renders (issue 26: total
// blocking time).
void ready.then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
