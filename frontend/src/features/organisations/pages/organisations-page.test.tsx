import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// Screens of the whole app on a shared two-core machine: generous, a screen that never shows still fails.
vi.setConfig({ testTimeout: 40_000, hookTimeout: 120_000 });
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { TEST_USER } from '../../../test/users.ts';
import { ORGANISATION, ORGANISATION_DETAIL, ORG_ID, OWNER } from '../test-fixtures.ts';

// Screens wait on a loopback API: on a loaded shared machine an answer can take longer than the default 4 s.

const api = useTestApi();
beforeAll(async () => {
  // The screens' code loaded up front: a lazy route's first load on a busy machine must not eat a test's time.
  await Promise.all([
    import('../../../components/layout/app-layout.tsx'),
    import('./organisations-page.tsx'),
    import('./organisation-page.tsx'),
  ]);
});
beforeEach(() => {
  api.server.requests.length = 0;
  api.state.routes = {
    'GET /api/organisations': (_req, res) => sendJson(res, 200, { organisations: [] }),
  };
});

const calls = (method: string, path: string) =>
  api.server.requests.filter((request) => request.method === method && request.url.split('?')[0] === path);

describe('/organisations', () => {
  test('a free user sees the upgrade path instead of the create form, and Talk to sales', async () => {
    api.state.user = TEST_USER;
    renderApp('/organisations');
    // The first render of a lazy route loads its code: a busy machine may take a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organisations' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await screen.findByText(/You are not in an organisation yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('button', { name: 'Create organisation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Talk to sales' })).toBeTruthy();
  });

  test('lists the organisations with role, tier and seats', async () => {
    api.state.user = OWNER;
    api.state.routes['GET /api/organisations'] = (_req, res) =>
      sendJson(res, 200, { organisations: [{ ...ORGANISATION, myRole: 'admin', memberCount: 4 }] });
    renderApp('/organisations');
    const link = await screen.findByRole('link', { name: ORGANISATION.name });
    expect(link.getAttribute('href')).toBe(`/organisations/${ORG_ID}`);
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('4 members of 6')).toBeTruthy();
  });

  test('a premium user creates one: checked before sending, then sent and opened', async () => {
    api.state.user = { ...OWNER, company: '', industry: '', companySize: '' };
    api.state.routes['POST /api/organisations'] = (_req, res) => sendJson(res, 201, ORGANISATION);
    api.state.routes[`GET /api/organisations/${ORG_ID}`] = (_req, res) =>
      sendJson(res, 200, ORGANISATION_DETAIL);
    api.state.routes[`GET /api/organisations/${ORG_ID}/rounds`] = (_req, res) => sendJson(res, 200, []);
    const { router } = renderApp('/organisations');
    const submit = await screen.findByRole('button', { name: 'Create organisation' });
    fireEvent.click(submit);
    expect(await screen.findByText('Enter a name (at most 120 characters).')).toBeTruthy();
    expect(screen.getByText('Choose an industry.')).toBeTruthy();
    expect(calls('POST', '/api/organisations')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Organisation name'), { target: { value: 'Analytical Engines' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'technology' } });
    fireEvent.change(screen.getByLabelText('Company size'), { target: { value: '51-200' } });
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organisations/${ORG_ID}`));
    expect(JSON.parse(calls('POST', '/api/organisations')[0]!.body)).toEqual({
      name: 'Analytical Engines',
      industry: 'technology',
      companySize: '51-200',
    });
    expect(await screen.findByRole('heading', { level: 1, name: ORGANISATION.name })).toBeTruthy();
  });
});
