import './zod-jitless.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { CURRENT_USER_KEY, fetchCurrentUser } from './features/auth/api.ts';
import { readAuthToken } from './lib/api-client.ts';
import { startHydration } from './lib/use-is-hydrated.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

/**
 * Starts the app in a task of its own: evaluating the modules is one long task already, and building the router
 * (ranking every route) on top of it made it longer. Split, a slow phone's main thread is free in between (issue 26:
 * total blocking time). Not a top-level await: the screens' chunks import from this one, so they would wait for it.
 */
function start(): void {
  const container = document.getElementById('root')!;
  const { router, firstPage, needsSession } = createAppRouter();
  const queryClient = createQueryClient();

  /**
   * The page came with its markup (a landing page the build prerendered, page-preloads.ts), made for this very URL,
   * and the visitor is signed out: the gateway sends that markup only to a request without a session cookie, and no
   * bearer token is kept here (the SPA never asks for one; an API client's might be). Then the page is known to be
   * the signed-out page the markup shows, without asking the server.
   */
  const isPrerendered =
    container.dataset.prerendered === `${window.location.pathname}${window.location.search}` &&
    readAuthToken() === null;

  if (isPrerendered) {
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    /*
     * Hydrated, not rendered afresh: React adopts the markup on screen instead of replacing it, so nothing is painted
     * twice, what a visitor typed or focused before the app ran is kept (React hands typed values to the forms when
     * it hydrates them), and there is less work on the main thread. The markup is this same tree's (src/prerender.tsx
     * renders <App> for a signed-out visitor); what only the browser knows (the theme choice, the chat button) is
     * rendered after hydrating (lib/use-is-hydrated.ts), and any mismatch would show as a console error, which every
     * browser test fails on. It waits for the page's code, which its HTML preloads, so that it hydrates in one go.
     */
    void firstPage.then(() => {
      startHydration();
      hydrateRoot(container, <App queryClient={queryClient} router={router} />);
    });
  } else {
    // A prerendered page for another URL (say ?tab=register) or a visitor with a token: rendered afresh, which
    // replaces the markup in the first commit.
    delete container.dataset.prerendered;
    // A page behind a session check starts it now, beside its code, instead of once it has rendered. A page that
    // shows without one (the white-label page) leaves it for later: started now, it would be one more request before
    // the page's largest paint, which Lighthouse's simulated slow network turns into 0.4 s. Unless the gateway sent
    // the page's shell because the request had a session cookie: then its header must not first show Sign In.
    const session =
      needsSession || 'mayBeSignedIn' in container.dataset
        ? queryClient.prefetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser })
        : Promise.resolve();

    /**
     * The first render waits for the first page's code and, when it needs it, the session check, so that the first
     * paint is the page itself rather than a spinner in its place for one more round trip (issue 26); never longer
     * than this, after which the spinners show while the rest arrives.
     */
    const FIRST_RENDER_WAIT_MS = 1_000;

    const root = createRoot(container);
    // The first render as a transition: React yields to the browser every few milliseconds instead of holding the
    // main thread for the whole tree, so input and paint are not blocked while the first page renders (issue 26:
    // total blocking time).
    void Promise.race([
      Promise.all([firstPage, session]),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]).then(() =>
      startTransition(() => {
        root.render(<App queryClient={queryClient} router={router} />);
      }),
    );
  }
}

setTimeout(start, 0);
