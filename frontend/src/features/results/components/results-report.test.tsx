import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAssessmentListItem } from '@readiness/contracts/assessment';
import { renderWithProviders } from '../../../test/render.tsx';
import { sendJson } from '../../../test/loopback-server.ts';
import { FREE_USER, PREMIUM_USER } from '../../assessment/test-fixtures.ts';
import { renderApp, startTestApi, stubScrolling } from '../../../test/test-app.tsx';
import { summaryFileName } from '../api.ts';
import { ASSESSMENT_ID, FREE_RESULTS, PREMIUM_RESULTS } from '../test-fixtures.ts';
import { SUMMARY_FAILED } from './download-buttons.tsx';
import { ResultsReport } from './results-report.tsx';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { guideForDimension } from '@readiness/contracts/resources';

/*
 * The results report: a free user's with its locked parts leading to /checkout, a premium user's in full; the
 * results page loading them; and the PDF downloads.
 */

const lockedNotices = () =>
  screen.queryAllByText(/ is part of Premium$/).map((element) => element.textContent?.trim());
const unlockLinks = () => screen.queryAllByRole('link', { name: 'Unlock with Premium' });

/** The text of the dimension's row in the scores list. */
function dimensionRow(label: string): HTMLElement {
  const list = screen.getAllByRole('list').find((element) => element.closest('figure'))!;
  return within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label))!;
}

describe('ResultsReport for a free user', () => {
  test('shows the overall and per-dimension scores, the overall benchmark and the top recommendations', () => {
    renderWithProviders(<ResultsReport results={FREE_RESULTS} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Assessment Results' })).toBeTruthy();
    expect(screen.getByText(/^Quick assessment · completed /).textContent).toContain(
      'Healthcare & Life Sciences · 51–200 employees',
    );
    expect(screen.getByText('55', { exact: false, selector: 'p' }).textContent).toBe('55/100');
    expect(screen.getByText('Maturity level 3 of 5: Defined')).toBeTruthy();

    // Overall benchmark: free.
    // In words, never "62nd percentile": which cohort, how many, where the score stands.
    expect(screen.getByText('Above 15 of the 23 organisations compared')).toBeTruthy();
    expect(screen.getByText('Compared with 23 Healthcare organisations')).toBeTruthy();
    expect(screen.getByText(/Each of the 23 organisations counts once/)).toBeTruthy();
    expect(screen.queryByText(/percentile/)).toBeNull();

    // Every dimension's score, with no benchmark figures.
    for (const dimension of FREE_RESULTS.dimensions) {
      const row = dimensionRow(dimension.label);
      expect(row.textContent).toContain(`${dimension.score} out of 100, ${dimension.maturityLevel.name}`);
      expect(row.textContent).not.toMatch(/percentile|average/);
    }
    expect(screen.queryByText('Benchmark average')).toBeNull();

    // The top recommendations.
    for (const recommendation of FREE_RESULTS.recommendations) {
      expect(screen.getByRole('heading', { level: 3, name: recommendation.title })).toBeTruthy();
    }
    expect(screen.queryByRole('heading', { name: PREMIUM_RESULTS.recommendations[2]!.title })).toBeNull();
  });

  test('each premium part says it is locked and leads to /checkout, with none of its figures', () => {
    renderWithProviders(<ResultsReport results={FREE_RESULTS} />);
    expect(lockedNotices()).toEqual([
      'Benchmarking each dimension is part of Premium',
      'The ROI estimate is part of Premium',
      'The full list of recommendations is part of Premium',
      'The implementation roadmap is part of Premium',
    ]);
    expect(unlockLinks()).toHaveLength(4);
    for (const link of unlockLinks()) expect(link.getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Full report with Premium' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.queryByRole('button', { name: 'Download full report' })).toBeNull();

    // No ROI figures, no roadmap.
    expect(screen.queryByText('Expected per year')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$\d/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/actions done/)).toBeNull();

    // The free summary is there.
    expect(screen.getByRole('button', { name: 'Download summary (PDF)' })).toBeTruthy();
  });

  test('all recommendations shown (fewer than the free limit): no lock on them', () => {
    renderWithProviders(
      <ResultsReport
        results={{
          ...FREE_RESULTS,
          locked: FREE_RESULTS.locked.filter((part) => part !== 'allRecommendations'),
        }}
      />,
    );
    expect(lockedNotices()).not.toContain('The full list of recommendations is part of Premium');
    expect(unlockLinks()).toHaveLength(3);
  });
});

describe('ResultsReport for a premium user', () => {
  test("links each recommendation to the library's guide for its dimension; a free user gets no guide links", () => {
    const { unmount } = renderWithProviders(<ResultsReport results={PREMIUM_RESULTS} />);
    const links = screen.getAllByRole('link', { name: /^Guide: / });
    expect(links).toHaveLength(PREMIUM_RESULTS.recommendations.length);
    PREMIUM_RESULTS.recommendations.forEach((recommendation, index) => {
      // The guide about the recommendation's own dimension (libs/contracts/src/resources.test.ts pins which).
      const guide = guideForDimension(recommendation.dimension)!;
      expect(guide.dimensions).toContain(recommendation.dimension);
      expect(links[index]!.textContent).toBe(`Guide: ${guide.title}`);
      expect(links[index]!.getAttribute('href')).toBe(`/resources#${guide.id}`);
    });
    unmount();
    renderWithProviders(<ResultsReport results={FREE_RESULTS} />);
    expect(screen.queryAllByRole('link', { name: /^Guide: / })).toEqual([]);
  });

  test('shows every part: per-dimension benchmarks, ROI, all recommendations, the roadmap and the full report', () => {
    renderWithProviders(<ResultsReport results={PREMIUM_RESULTS} />);
    expect(lockedNotices()).toEqual([]);
    expect(unlockLinks()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Full report with Premium' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download full report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download summary (PDF)' })).toBeTruthy();

    // Per-dimension benchmarks.
    const first = PREMIUM_RESULTS.dimensions[0]!;
    expect(dimensionRow(first.label).textContent).toContain(
      'industry average 47.5 · above 9 of the 23 organisations compared',
    );
    expect(screen.getAllByText('Benchmark average').length).toBeGreaterThan(0);

    // ROI.
    const roi = within(document.getElementById('roi')!);
    expect(roi.getByText('$1.2M')).toBeTruthy();
    expect(roi.getByText('Range (low to high)').nextElementSibling?.textContent).toBe('$850K – $2.4M');
    expect(roi.getByText('About 7 months')).toBeTruthy();
    expect(roi.getByText('Healthcare margins')).toBeTruthy();
    // The ROI drivers, and how the plan addresses each (or why not).
    expect(roi.getByText('What drives it, and how your plan addresses it')).toBeTruthy();
    expect(roi.getByRole('link', { name: /^Addressed by recommendation 1/ }).getAttribute('href')).toBe(
      '#recommendations',
    );
    expect(roi.getByText(/No open action addresses Partnerships/)).toBeTruthy();

    // All recommendations, each step saying what to do, who owns it, the effort and when it is done.
    for (const recommendation of PREMIUM_RESULTS.recommendations) {
      expect(screen.getByRole('heading', { level: 3, name: recommendation.title })).toBeTruthy();
    }
    const step = within(document.getElementById('recommendations')!);
    const action = PREMIUM_RESULTS.recommendations[0]!.actions[0]!;
    expect(step.getByText(action.action)).toBeTruthy();
    expect(step.getByText('Owner').nextElementSibling?.textContent).toBe(action.owner);
    expect(step.getByText('Effort').nextElementSibling?.textContent).toContain('Small effort (weeks)');
    expect(step.getByText('Done when').nextElementSibling?.textContent).toBe(action.evidence);

    // The roadmap with its progress and ticks.
    expect(screen.getByText('1 of 2 actions done (50%)')).toBeTruthy();
    const done = screen.getByRole('checkbox', { name: 'Agree the AI vision with the board' });
    expect(done.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Appoint data owners' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    // Why each action sits in its phase.
    const roadmap = within(document.getElementById('roadmap')!);
    expect(
      roadmap.getByText(/Medium effort \(one to two quarters\) at low technical complexity/),
    ).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The page, against a loopback API

let api: Awaited<ReturnType<typeof startTestApi>>;
const COMPLETED: TAssessmentListItem = {
  id: ASSESSMENT_ID,
  title: 'Quick AI readiness assessment',
  status: 'completed',
  kind: 'quick',
  industry: 'healthcare',
  companySize: '51-200',
  createdAt: '2026-03-01T09:00:00.000Z',
  completedAt: FREE_RESULTS.completedAt,
  overallScore: 55,
};
const PDF = Buffer.from('%PDF-1.7\n% test\n');

beforeAll(async () => {
  stubScrolling();
  api = await startTestApi();
});

afterAll(async () => {
  await api.server.close();
});

let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  api.server.requests.length = 0;
  api.state.user = FREE_USER;
  saved = [];
  const path = `/api/assessments/${ASSESSMENT_ID}`;
  api.state.routes = {
    'GET /api/assessments': (_req, res) => sendJson(res, 200, [COMPLETED]),
    [`GET ${path}/results`]: (_req, res) =>
      sendJson(res, 200, api.state.user === PREMIUM_USER ? PREMIUM_RESULTS : FREE_RESULTS),
    'POST /api/generate-free-summary': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF);
    },
  };
  // jsdom has no downloads: record what the page hands to the browser.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the results page', () => {
  test("/results/:id shows that assessment's results", async () => {
    renderApp(`/results/${ASSESSMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment Results' })).toBeTruthy();
    expect(screen.getByText('Maturity level 3 of 5: Defined')).toBeTruthy();
    expect(unlockLinks()).toHaveLength(4);
  });

  test('/results without an id shows the latest completed assessment', async () => {
    const older = {
      ...COMPLETED,
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      createdAt: '2026-01-01T09:00:00.000Z',
    };
    const inProgress: TAssessmentListItem = {
      ...COMPLETED,
      id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      status: 'in_progress',
      createdAt: '2026-04-01T09:00:00.000Z',
      completedAt: null,
      overallScore: null,
    };
    api.state.routes['GET /api/assessments'] = (_req, res) =>
      sendJson(res, 200, [older, inProgress, COMPLETED]);
    renderApp('/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment Results' })).toBeTruthy();
    expect(api.server.requests.map((request) => request.url)).toContain(
      `/api/assessments/${ASSESSMENT_ID}/results`,
    );
    expect(api.server.requests.some((request) => request.url.includes(older.id))).toBe(false);
  });

  test('/results with nothing completed invites to take the assessment', async () => {
    api.state.routes['GET /api/assessments'] = (_req, res) => sendJson(res, 200, []);
    renderApp('/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'No results yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the assessment' }).getAttribute('href')).toBe(
      '/assessment',
    );
  });

  test('results of an assessment not submitted yet lead back to it', async () => {
    api.state.routes[`GET /api/assessments/${ASSESSMENT_ID}/results`] = (_req, res) =>
      sendJson(res, 409, { error: 'Not submitted', code: ERROR_CODES.NOT_COMPLETED });
    api.state.routes[`GET /api/assessments/${ASSESSMENT_ID}`] = (_req, res) =>
      sendJson(res, 404, { error: 'Not found', code: ERROR_CODES.NOT_FOUND });
    const { router } = renderApp(`/results/${ASSESSMENT_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment'));
    expect(router.state.location.search).toBe(`?id=${ASSESSMENT_ID}`);
  });

  test('a premium user gets the full report', async () => {
    api.state.user = PREMIUM_USER;
    renderApp(`/results/${ASSESSMENT_ID}`);
    expect(await screen.findByRole('button', { name: 'Download full report' })).toBeTruthy();
    expect(unlockLinks()).toEqual([]);
  });

  test('Download summary asks for the summary of this assessment and saves it as AI-Readiness-Summary-<date>.pdf', async () => {
    const user = userEvent.setup();
    renderApp(`/results/${ASSESSMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download summary (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const request = api.server.requests.find((entry) => entry.url === '/api/generate-free-summary')!;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ assessmentId: ASSESSMENT_ID });
    expect(saved[0]!.name).toBe(summaryFileName());
    expect(saved[0]!.name).toMatch(/^AI-Readiness-Summary-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      Buffer.from(await saved[0]!.blob.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download summary (PDF)' }).disabled).toBe(
      false,
    );
  });

  test('a failed summary shows the alert of the spec', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.state.routes['POST /api/generate-free-summary'] = (_req, res) =>
      sendJson(res, 500, { error: 'Renderer crashed', code: ERROR_CODES.REPORT_FAILED });
    renderApp(`/results/${ASSESSMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download summary (PDF)' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(SUMMARY_FAILED));
    expect(SUMMARY_FAILED).toBe('Failed to generate summary. Please try again.');
    expect(saved).toEqual([]);
  });

  test('a summary still rendering says to try again shortly', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    api.state.routes['POST /api/generate-free-summary'] = (_req, res) =>
      sendJson(res, 503, {
        error: 'The report is still being generated',
        code: ERROR_CODES.REPORT_NOT_READY,
      });
    renderApp(`/results/${ASSESSMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download summary (PDF)' }));
    expect(
      await screen.findByText('The PDF is still being prepared. Try again in a few seconds.'),
    ).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('summaryFileName', () => {
  test('carries the local date as YYYY-MM-DD', () => {
    expect(summaryFileName(new Date(2026, 10, 21, 23, 59))).toBe('AI-Readiness-Summary-2026-11-21.pdf');
    expect(summaryFileName(new Date(2027, 0, 5, 0, 1))).toBe('AI-Readiness-Summary-2027-01-05.pdf');
  });
});
