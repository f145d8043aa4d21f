import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TAssessmentListItem } from '@readiness/contracts/assessment';
import { ERROR_CODES, type TErrorCode } from '@readiness/contracts/errors';
import { sendJson } from '../../../test/loopback-server.ts';
import { ASSESSMENT_ID, FREE_USER, PREMIUM_USER, quickAssessment } from '../test-fixtures.ts';
import { renderApp, startTestApi, stubScrolling } from '../../../test/test-app.tsx';

let api: Awaited<ReturnType<typeof startTestApi>>;
let list: TAssessmentListItem[] = [];

beforeAll(async () => {
  stubScrolling();
  api = await startTestApi();
});

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  api.server.requests.length = 0;
  api.state.user = FREE_USER;
  list = [];
  api.state.routes = {
    'GET /api/assessments': (_req, res) => sendJson(res, 200, list),
    'POST /api/assessments': (_req, res) => sendJson(res, 201, quickAssessment()),
    [`GET /api/assessments/${ASSESSMENT_ID}`]: (_req, res) => sendJson(res, 200, quickAssessment()),
  };
});

const starts = () => api.server.requests.filter((request) => request.method === 'POST');

describe('the assessment intro', () => {
  test('industry and company size are labelled, required, and begin the quick assessment for a free user', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/assessment');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    const quick = screen.getByRole('radio', { name: /^Quick assessment/ });
    const full = screen.getByRole('radio', { name: /^Full assessment/ });
    expect(quick.getAttribute('aria-checked')).toBe('true');
    expect((full as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/checkout');

    // Nothing chosen: both say so, focus goes to the first, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    const industry = screen.getByLabelText('Industry');
    const size = screen.getByLabelText('Company size');
    expect(industry.tagName).toBe('SELECT');
    expect(size.tagName).toBe('SELECT');
    expect(screen.getByText('Choose your industry')).toBeTruthy();
    expect(screen.getByText('Choose your company size')).toBeTruthy();
    expect(industry.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(industry);
    expect(starts()).toEqual([]);

    // Industry chosen: focus goes to the size.
    await user.selectOptions(industry, 'healthcare');
    await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    expect(document.activeElement).toBe(size);
    expect(screen.queryByText('Choose your industry')).toBeNull();
    expect(starts()).toEqual([]);

    await user.selectOptions(size, '51-200');
    await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${ASSESSMENT_ID}&step=1`));
    expect(JSON.parse(starts()[0]!.body)).toEqual({
      kind: 'quick',
      industry: 'healthcare',
      companySize: '51-200',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'AI Strategy' })).toBeTruthy();
  });

  test('a premium user starts with the full assessment chosen', async () => {
    api.state.user = PREMIUM_USER;
    renderApp('/assessment');
    const full = await screen.findByRole('radio', { name: /^Full assessment/ });
    expect(full.getAttribute('aria-checked')).toBe('true');
    expect((full as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
  });

  test('an assessment in progress is offered to continue, with its industry and size preselected', async () => {
    const user = userEvent.setup();
    const { id, title, status, kind, industry, companySize, createdAt, completedAt, overallScore } =
      quickAssessment();
    list = [{ id, title, status, kind, industry, companySize, createdAt, completedAt, overallScore }];
    const { router } = renderApp('/assessment');
    expect(await screen.findByText('Continue where you left off')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Industry').value).toBe('healthcare');
    expect(screen.getByLabelText<HTMLSelectElement>('Company size').value).toBe('51-200');
    expect(screen.getByText(/^You will continue the quick assessment you started on /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toContain(`id=${ASSESSMENT_ID}`));
  });

  test('Begin with another industry or size asks: continue the one in progress, or discard it', async () => {
    const user = userEvent.setup();
    const { id, title, status, kind, industry, companySize, createdAt, completedAt, overallScore } =
      quickAssessment();
    list = [{ id, title, status, kind, industry, companySize, createdAt, completedAt, overallScore }];
    const { router } = renderApp('/assessment');
    await user.selectOptions(await screen.findByLabelText('Industry'), 'retail');
    expect(screen.getByText(/you will be asked whether to continue it or start afresh/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    // Nothing is sent before the answer; the question takes focus.
    const choice = screen.getByRole('region', {
      name: 'You have a quick assessment in progress for Healthcare & Life Sciences, 51–200 employees',
    });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));
    expect(starts()).toEqual([]);
    expect(within(choice).getByText(/it is not moved to Retail & E-commerce, 51–200 employees/)).toBeTruthy();

    // Cancel leaves everything as it was.
    await user.click(within(choice).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('in-progress-choice')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    await user.click(screen.getByRole('button', { name: 'Discard it and start afresh' }));
    await waitFor(() => expect(router.state.location.search).toContain(`id=${ASSESSMENT_ID}`));
    expect(JSON.parse(starts()[0]!.body)).toEqual({
      kind: 'quick',
      industry: 'retail',
      companySize: '51-200',
      inProgress: 'discard',
    });
    // After Begin, focus lands on the first question (not 27 Tab presses away).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Question 1 about AI Strategy?'));
  });

  test('a 409 from the server (the list was out of date) asks the same question; Continue resumes it', async () => {
    const user = userEvent.setup();
    api.state.routes['POST /api/assessments'] = (_req, res) => {
      if (starts().length === 1)
        return sendJson(res, 409, {
          error: 'You have a quick assessment in progress',
          code: 'ASSESSMENT_IN_PROGRESS',
          details: {
            assessmentId: ASSESSMENT_ID,
            kind: 'quick',
            industry: 'education',
            companySize: '1-50',
            createdAt: '2026-03-01T09:00:00.000Z',
            answered: 4,
            total: 15,
          },
        });
      return sendJson(res, 200, quickAssessment());
    };
    const { router } = renderApp('/assessment');
    await user.selectOptions(await screen.findByLabelText('Industry'), 'healthcare');
    await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
    await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    const choice = await screen.findByTestId('in-progress-choice');
    expect(choice.textContent).toMatch(/in progress for Education, 1–50 employees/);
    expect(choice.textContent).toMatch(/answered 4 of 15 questions/);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(choice).getByRole('button', { name: 'Continue the assessment in progress' }));
    await waitFor(() => expect(router.state.location.search).toContain(`id=${ASSESSMENT_ID}`));
    expect(JSON.parse(starts()[1]!.body)).toMatchObject({ inProgress: 'continue' });
  });

  test.each([
    [ERROR_CODES.PREMIUM_REQUIRED, true],
    [ERROR_CODES.FORBIDDEN, false],
  ] as [TErrorCode, boolean][])(
    'a start refused with %s says why, offering Premium only for that refusal',
    async (code, offersPremium) => {
      const user = userEvent.setup();
      api.state.routes['POST /api/assessments'] = (_req, res) =>
        sendJson(res, 403, { error: 'Refused for this test', code });
      renderApp('/assessment');
      await user.selectOptions(await screen.findByLabelText('Industry'), 'healthcare');
      await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
      await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Refused for this test')).toBeTruthy();
      expect(within(alert).queryByRole('link', { name: 'Upgrade to Premium' }) !== null).toBe(offersPremium);
    },
  );

  describe('begun, the first question', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // The copy the start put in the cache goes stale after 5 s (useAssessment): reading the question for longer must
    // not take the screen away. It once did, for a spinner that stayed until an answer was saved.
    test('stays on screen while the user reads it, past the time its copy stays fresh', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp('/assessment');
      await user.selectOptions(await screen.findByLabelText('Industry'), 'healthcare');
      await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
      await user.click(screen.getByRole('button', { name: 'Begin Assessment' }));
      await screen.findByRole('heading', { level: 2, name: 'AI Strategy' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(screen.queryByText('Loading the assessment')).toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'AI Strategy' })).toBeTruthy();
      expect(screen.getByRole('radiogroup', { name: 'Question 1 about AI Strategy?' })).toBeTruthy();
      // Shown from the copy the start returned: nothing asked the server for it again.
      expect(
        api.server.requests.filter(
          (request) =>
            request.method === 'GET' && request.url.startsWith(`/api/assessments/${ASSESSMENT_ID}`),
        ),
      ).toEqual([]);
    });
  });
});
