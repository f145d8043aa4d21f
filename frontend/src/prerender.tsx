/**
 * The build's server-side entry (page-preloads.ts builds it for Node and runs it once per landing page): the markup
 * a signed-out visitor's first render of a page makes, put into `<div id="root">` of that page's HTML, so that the
 * page's heading paints from the HTML and CSS alone, before any of the app's code has come (issue 26). main.tsx
 * hydrates it.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadRoute, routes } from './app/router.tsx';
import { CURRENT_USER_KEY } from './features/auth/api.ts';
import { createQueryClient } from './lib/query-client.ts';

export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  // As main.tsx starts a page that came prerendered: signed out (the gateway sends this markup only to a request
  // without a session cookie).
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  await preloadRoute(path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerenderToNodeStream(<App queryClient={queryClient} router={router} />, {
    // Never outline a large Suspense boundary's content for later: revealing it takes an inline script, which the
    // page's Content Security Policy refuses, and the page is sent whole anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      throw error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
