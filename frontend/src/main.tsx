import './zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { CURRENT_USER_KEY, fetchCurrentUser } from './features/auth/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const { router, firstPage, needsSession } = createAppRouter();
const queryClient = createQueryClient();
// A page behind a session check starts it now, beside its code, instead of once it has rendered. A page that
// shows without one (the white-label page) leaves it for later: started now, it would be one more request before
// the page's largest paint, which Lighthouse's simulated slow network turns into 0.4 s.
const session = needsSession
  ? queryClient.prefetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser })
  : Promise.resolve();

/**
 * The first render waits for the first page's code and, when it needs it, the session check, so that the first
 * paint is the page itself rather than a spinner in its place for one more round trip (issue 26); never longer than
 * this, after which the spinners show while the rest arrives.
 */
const FIRST_RENDER_WAIT_MS = 1_000;

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree, so input and paint are not blocked while the first page renders (issue 26: total
// blocking time).
void Promise.race([
  Promise.all([firstPage, session]),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]).then(() =>
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
