import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { TAssessmentListItem } from '@readiness/contracts/assessment';
import { sendJson } from '../../../test/loopback-server.ts';
import { ASSESSMENT_ID, FREE_USER, PREMIUM_USER } from '../../assessment/test-fixtures.ts';
import { renderApp, startTestApi, stubScrolling } from '../../../test/test-app.tsx';

let api: Awaited<ReturnType<typeof startTestApi>>;
let list: TAssessmentListItem[] = [];

const LATEST: TAssessmentListItem = {
  id: ASSESSMENT_ID,
  title: 'Quick AI readiness assessment',
  status: 'completed',
  kind: 'quick',
  industry: 'healthcare',
  companySize: '51-200',
  createdAt: '2026-03-01T09:00:00.000Z',
  completedAt: '2026-03-02T10:00:00.000Z',
  overallScore: 61.5,
};
const EARLIER: TAssessmentListItem = {
  ...LATEST,
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  kind: 'full',
  title: 'Full AI readiness assessment',
  createdAt: '2026-01-01T09:00:00.000Z',
  completedAt: '2026-01-02T10:00:00.000Z',
  overallScore: 48,
};
const IN_PROGRESS: TAssessmentListItem = {
  ...LATEST,
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  status: 'in_progress',
  createdAt: '2026-04-01T09:00:00.000Z',
  completedAt: null,
  overallScore: null,
};

beforeAll(async () => {
  stubScrolling();
  api = await startTestApi();
});

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  api.state.user = FREE_USER;
  list = [];
  api.state.routes = { 'GET /api/assessments': (_req, res) => sendJson(res, 200, list) };
});

const rows = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('link', { name: /^View results/ }) !== null);

describe('/reports', () => {
  test('lists the completed assessments newest first, each with its results, summary and locked full report', async () => {
    list = [EARLIER, IN_PROGRESS, LATEST];
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const [latest, earlier] = rows();
    expect(rows()).toHaveLength(2);
    expect(within(latest!).getByText('Score 61.5/100')).toBeTruthy();
    expect(within(earlier!).getByText('Score 48/100')).toBeTruthy();
    expect(within(earlier!).getByText(/^Full assessment · completed /)).toBeTruthy();
    expect(
      within(latest!)
        .getByRole('link', { name: /^View results/ })
        .getAttribute('href'),
    ).toBe(`/results/${ASSESSMENT_ID}`);
    for (const row of [latest!, earlier!]) {
      expect(within(row).getByRole('button', { name: 'Download summary (PDF)' })).toBeTruthy();
      expect(within(row).getByRole('link', { name: 'Full report with Premium' }).getAttribute('href')).toBe(
        '/checkout',
      );
    }
    expect(screen.getByRole('img', { name: /^Overall score over time: 48 on .*, 61\.5 on / })).toBeTruthy();
    expect(screen.getByText('Your overall score across 2 completed assessments.')).toBeTruthy();
  });

  test('a premium user downloads the full report', async () => {
    api.state.user = PREMIUM_USER;
    list = [LATEST];
    renderApp('/reports');
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    const [row] = rows();
    expect(within(row!).getByRole('button', { name: 'Download full report' })).toBeTruthy();
    expect(within(row!).queryByRole('link', { name: 'Full report with Premium' })).toBeNull();
  });

  test('nothing completed: says so and leads to the assessment in progress', async () => {
    list = [IN_PROGRESS];
    renderApp('/reports');
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue your assessment' }).getAttribute('href')).toBe(
      `/assessment?id=${IN_PROGRESS.id}`,
    );
  });
});
