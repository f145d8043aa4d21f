import type { ServerResponse } from 'node:http';
import { render } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TUser } from '@readiness/contracts/auth';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { sendJson, setPageOrigin, startLoopbackServer, type RecordedRequest } from './loopback-server.ts';
import { ERROR_CODES } from '@readiness/contracts/errors';

export type Route = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * A loopback API for screen tests: a call goes to the route registered for "METHOD /path" (query strings ignored);
 * without one, GET /api/auth/user answers `state.user` and anything else `state.otherwise` (404 unless set). Tests swap
 * routes and user as they need.
 */
export async function startTestApi() {
  const state: { user: TUser | null; routes: Record<string, Route>; otherwise?: Route } = {
    user: null,
    routes: {},
  };
  const server = await startLoopbackServer((req, res) => {
    const path = req.url.split('?')[0];
    const route = state.routes[`${req.method} ${path}`];
    if (route) return route(req, res);
    if (req.method === 'GET' && path === '/api/auth/user') {
      return state.user
        ? sendJson(res, 200, state.user)
        : sendJson(res, 401, { error: 'Not signed in', code: ERROR_CODES.UNAUTHORIZED });
    }
    if (state.otherwise) return state.otherwise(req, res);
    return sendJson(res, 404, { error: 'Not found', code: ERROR_CODES.NOT_FOUND });
  });
  setPageOrigin(server.origin);
  return { server, state };
}

/**
 * The file's test API (startTestApi), started before its tests and closed after them. Its fields are set once the
 * file's first hook has run: read them in tests and hooks.
 */
export function useTestApi(): Awaited<ReturnType<typeof startTestApi>> {
  const api = {} as Awaited<ReturnType<typeof startTestApi>>;
  beforeAll(async () => {
    Object.assign(api, await startTestApi());
  });
  afterAll(async () => {
    await api.server?.close();
  });
  return api;
}

/** The whole app (providers, real route table) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** jsdom has no layout: the taking screen's scrolling is a no-op there. */
export function stubScrolling(): void {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = () => {};
}
