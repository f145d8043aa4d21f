import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { sendJson } from '../../../test/loopback-server.ts';
import { ADMIN_USER, storeKeyFor } from '../../admin/test-fixtures.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { makeQuestion } from '../test-fixtures.ts';

const api = useTestApi();

const QUESTIONS = [
  makeQuestion({ id: 'strategy-01', text: 'Is there a written AI strategy?' }),
  makeQuestion({
    id: 'ops-01',
    dimension: 'operations',
    text: 'Are AI models run in operations?',
    isQuick: true,
  }),
  makeQuestion({
    id: 'ops-02',
    dimension: 'operations',
    text: 'Is the roadmap of operations reviewed?',
    isQuick: false,
  }),
];

beforeEach(() => {
  api.state.user = ADMIN_USER;
  api.state.routes = {
    'GET /api/admin/questions/detailed': (_req, res) =>
      sendJson(res, 200, { bankVersion: 1, questions: QUESTIONS }),
    'GET /api/admin/questions/summary': (_req, res) =>
      sendJson(res, 200, {
        bankVersion: 1,
        updatedAt: '2026-11-21T10:00:00.000Z',
        total: 3,
        quick: 2,
        byDimension: [],
      }),
  };
  storeKeyFor(ADMIN_USER.id);
});

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('/admin-questions filters', () => {
  test('the search and the dimension narrow the list together and are kept in the address', async () => {
    const { router } = renderApp('/admin-questions');
    await screen.findByText('Showing 3 of 3 questions');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const dimension = screen.getByRole('combobox', { name: 'Dimension' });

    fireEvent.change(search, { target: { value: 'zyzzyva' } });
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(dimension, { target: { value: 'operations' } });
    fireEvent.change(search, { target: { value: 'roadmap' } });

    await waitFor(() => expect(titles()).toEqual(['Is the roadmap of operations reviewed?']));
    expect((search as HTMLInputElement).value).toBe('roadmap');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'roadmap',
        dimension: 'operations',
      }),
    );

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(dimension, { target: { value: '' } });
    await waitFor(() => expect(titles()).toHaveLength(3));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('filters in the address are applied on arrival', async () => {
    renderApp('/admin-questions?dimension=operations&q=MODELS');
    await screen.findByText('Showing 1 of 3 questions');
    expect(titles()).toEqual(['Are AI models run in operations?']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Dimension' }).value).toBe('operations');
  });
});
