import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendJson, setPageOrigin, startLoopbackServer } from '../test/loopback-server.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';
import { TEST_USER } from '../test/users.ts';
import { EMPTY_STATS } from '../features/dashboard/test-fixtures.ts';
import { ERROR_CODES } from '@readiness/contracts/errors';
import type { TUsageStats } from '@readiness/contracts/ai-tools';

const USER = TEST_USER;
const NO_AI_USAGE: TUsageStats = {
  promptsUsed: 0,
  monthlyLimit: 50,
  resetsAt: '2026-12-01T00:00:00.000Z',
  unlimited: false,
  toolsUsedThisMonth: [],
  offline: true,
};

let signedInAs: typeof USER | null = null;
/** Whether the assessment calls reach their service (else they get the gateway's 404 of a call it cannot route). */
let isAssessmentRouted = true;
let server: Awaited<ReturnType<typeof startLoopbackServer>>;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    if (req.url === '/api/auth/user') {
      return signedInAs
        ? sendJson(res, 200, signedInAs)
        : sendJson(res, 401, { error: 'Not signed in', code: ERROR_CODES.UNAUTHORIZED });
    }
    // A user who has taken nothing yet.
    if (isAssessmentRouted && req.url === '/api/assessments') return sendJson(res, 200, []);
    if (isAssessmentRouted && req.url === '/api/user/stats') return sendJson(res, 200, EMPTY_STATS);
    if (req.url === '/api/ai-tools/usage-stats') return sendJson(res, 200, NO_AI_USAGE);
    return sendJson(res, 404, {
      error: `No API route for ${req.method} ${req.url}`,
      code: ERROR_CODES.NOT_FOUND,
    });
  });
  setPageOrigin(server.origin);
});

afterAll(async () => {
  await server.close();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes when signed out', () => {
  test('a protected route shows a spinner, then sends the visitor to /auth', async () => {
    signedInAs = null;
    const router = renderAt('/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeTruthy();
  });

  test.each([
    '/checkout/test/cs_test_local_abc',
    '/payment-success?session_id=cs_test_local_abc',
    '/billing',
  ])('buying needs an account: %s sends the visitor to /auth', async (path) => {
    signedInAs = null;
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  test('the product is public: /checkout shows Premium and its price to a visitor, with "Sign in to buy"', async () => {
    signedInAs = null;
    const router = renderAt('/checkout');
    expect(await screen.findByRole('link', { name: 'Sign in to buy' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  test('the landing page shows its hero', async () => {
    signedInAs = null;
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Assess Your AI Readiness/ })).toBeTruthy();
  });

  test('public route /monitoring shows the quick view, whose data a visitor may not see', async () => {
    signedInAs = null;
    const router = renderAt('/monitoring');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Monitoring' })).toBeTruthy();
    expect(
      await screen.findByText('Failed to load monitoring data. Check your admin permissions.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/monitoring');
  });

  test('/whitelabel-deployment shows Adopt Our AI Assistant to a signed-out visitor', async () => {
    signedInAs = null;
    const router = renderAt('/whitelabel-deployment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adopt Our AI Assistant' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/whitelabel-deployment');
  });

  test('any other path shows the 404 page', async () => {
    signedInAs = null;
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });
});

describe('routes when signed in', () => {
  test.each(['/', '/auth'])('%s sends the user to /dashboard', async (path) => {
    signedInAs = USER;
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeTruthy();
  });

  test('the dashboard of a user with no assessments shows no invented figures', async () => {
    signedInAs = USER;
    renderAt('/dashboard');
    expect(await screen.findByText('No assessments yet')).toBeTruthy();
    expect(screen.getByText('0 completed')).toBeTruthy();
    expect(screen.getByText('None yet')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/78%|45%|\$2\.4M/);
    expect(screen.queryByRole('link', { name: 'Manage Questions' })).toBeNull();
  });

  test('assessment calls that reach no route are errors on every screen, never empty lists', async () => {
    signedInAs = USER;
    isAssessmentRouted = false;
    try {
      renderAt('/dashboard');
      expect(
        await screen.findByText(/could not be loaded: No API route for GET \/api\/user\/stats/),
      ).toBeTruthy();
      expect(screen.queryByText('No assessments yet')).toBeNull();
      expect(screen.queryByText('0 completed')).toBeNull();
      cleanup();

      renderAt('/assessment');
      expect(await screen.findByText(/No API route for GET \/api\/assessments/)).toBeTruthy();
      cleanup();

      renderAt('/results');
      expect(await screen.findByRole('heading', { name: 'Your results could not be loaded' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'No results yet' })).toBeNull();
      cleanup();

      renderAt('/reports');
      expect(await screen.findByText(/Your assessments could not be loaded: No API route/)).toBeTruthy();
    } finally {
      isAssessmentRouted = true;
    }
  });

  test('/admin-monitoring denies a user who is not an admin', async () => {
    signedInAs = USER;
    const router = renderAt('/admin-monitoring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-monitoring');
  });

  // A user with no assessments: the screens say so honestly, and invent no figures.
  test.each([
    ['/assessment', { level: 1, name: 'AI Readiness Assessment' }],
    ['/results', { level: 1, name: 'No results yet' }],
    ['/results/abc', { level: 1, name: 'Results not found' }],
    ['/reports', { level: 1, name: 'Reports' }],
    ['/tools', { level: 1, name: 'AI Tools' }],
    ['/ai-tools', { level: 1, name: 'AI Tools Workspace' }],
  ] as const)('protected route %s shows its screen', async (path, heading) => {
    signedInAs = USER;
    const router = renderAt(path);
    expect(await screen.findByRole('heading', heading)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(document.body.textContent).not.toMatch(/78%|\+12%|\$2\.4M/);
  });

  test.each(['/admin-questions', '/admin-users', '/admin-monitoring'])(
    '%s without an admin key sends to /admin and back afterwards',
    async (path) => {
      signedInAs = { ...USER, role: 'admin' };
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign-in' })).toBeTruthy();
    },
  );

  test('the admin dashboard denies a user who is not an admin', async () => {
    signedInAs = USER;
    renderAt('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    // Under the ordinary nav: the admin area's own links are not offered.
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeTruthy();
  });

  test('admins get Manage Questions and Admin Panel in the nav', async () => {
    signedInAs = { ...USER, role: 'admin' };
    renderAt('/dashboard');
    expect(await screen.findAllByRole('link', { name: 'Manage Questions' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const links = screen.getAllByRole('link', { name: 'Manage Questions' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/admin-questions', '/admin-questions']);
    expect(
      screen.getAllByRole('link', { name: 'Admin Panel' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/admin-dashboard', '/admin-dashboard']);
  });
});
