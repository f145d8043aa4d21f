import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { TAnswer, TAssessmentDetail } from '@readiness/contracts/assessment';
import { sendJson, type RecordedRequest } from '../../../test/loopback-server.ts';
import { FREE_RESULTS } from '../../results/test-fixtures.ts';
import { ASSESSMENT_ID, FREE_USER, quickAssessment } from '../test-fixtures.ts';
import { renderApp, startTestApi, stubScrolling } from '../../../test/test-app.tsx';
import { ERROR_CODES } from '@readiness/contracts/errors';

/*
 * The taking screen in the real app against a loopback API: one dimension at a time, the save indicator through
 * a save and a failed one, resuming, and submitting.
 */

let api: Awaited<ReturnType<typeof startTestApi>>;
/** The server's copy of the assessment. */
let detail: TAssessmentDetail;
/** Replies for the next PUTs, in order; when empty the answers are accepted. */
let putReplies: ((request: RecordedRequest, response: ServerResponse) => void)[] = [];
let held: (() => void)[] = [];

const TAKING = `/assessment?id=${ASSESSMENT_ID}`;

function acceptAnswers(request: RecordedRequest, response: ServerResponse) {
  const { answers } = JSON.parse(request.body) as { answers: TAnswer[] };
  const byQuestion = new Map(detail.answers.map((answer) => [answer.questionId, answer.value]));
  for (const answer of answers) byQuestion.set(answer.questionId, answer.value);
  detail = {
    ...detail,
    answers: [...byQuestion].map(([questionId, value]) => ({ questionId, value })),
    progress: { answered: byQuestion.size, total: detail.progress.total },
  };
  sendJson(response, 200, { saved: answers.length, progress: detail.progress });
}

beforeAll(async () => {
  // The first render loads the screens' lazy chunks.
  stubScrolling();
  api = await startTestApi();
});

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  api.server.requests.length = 0;
  putReplies = [];
  held = [];
  detail = quickAssessment();
  api.state.user = FREE_USER;
  const path = `/api/assessments/${ASSESSMENT_ID}`;
  api.state.routes = {
    [`GET ${path}`]: (_req, res) => sendJson(res, 200, detail),
    [`PUT ${path}/answers`]: (req, res) => (putReplies.shift() ?? acceptAnswers)(req, res),
    [`POST ${path}/submit`]: (_req, res) => {
      const answered = new Set(detail.answers.map((answer) => answer.questionId));
      const missing = detail.sections
        .flatMap((section) => section.questions)
        .filter((question) => !answered.has(question.id));
      if (missing.length > 0)
        return sendJson(res, 409, {
          error: `${missing.length} of ${detail.progress.total} questions are not answered yet`,
          code: ERROR_CODES.CONFLICT,
          details: { missingQuestionIds: missing.map((question) => question.id) },
        });
      detail = { ...detail, status: 'completed', completedAt: FREE_RESULTS.completedAt, overallScore: 55 };
      return sendJson(res, 200, FREE_RESULTS);
    },
    [`GET ${path}/results`]: (_req, res) =>
      detail.status === 'completed'
        ? sendJson(res, 200, FREE_RESULTS)
        : sendJson(res, 409, { error: 'Not submitted', code: ERROR_CODES.NOT_COMPLETED }),
    'GET /api/assessments': (_req, res) => sendJson(res, 200, []),
  };
});

const puts = () =>
  api.server.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => (JSON.parse(request.body) as { answers: TAnswer[] }).answers);

const saveText = async (text: string) =>
  waitFor(() => expect(screen.getByText(text, { selector: '[role="status"]' }).textContent).toBe(text), {
    timeout: 3000,
  });

const level = (group: HTMLElement, value: number) =>
  within(group).getByRole('radio', { name: new RegExp(`^Level ${value}:`) });

describe('taking the assessment', () => {
  test('one dimension at a time with the progress, and each answer saved with the indicator following', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(TAKING);
    const [first, second] = detail.sections;

    expect(await screen.findByRole('heading', { level: 2, name: first!.label })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${ASSESSMENT_ID}&step=1`));
    expect(screen.getByText('Dimension 1 of 3')).toBeTruthy();
    expect(screen.getByText('0 of 3 questions answered')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    // Only this dimension's questions show.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.queryByRole('radiogroup', { name: second!.questions[0]!.text })).toBeNull();
    await saveText('All answers saved');

    putReplies = [
      (req, res) => {
        held.push(() => acceptAnswers(req, res));
      },
    ];
    const group = screen.getByRole('radiogroup', { name: first!.questions[0]!.text });
    await user.click(level(group, 4));
    expect(level(group, 4).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('1 of 3 questions answered')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    await saveText('Saving…');
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.getByText('Saving…', { selector: '[role="status"]' })).toBeTruthy();
    held.shift()!();
    await saveText('All answers saved');
    expect(puts()).toEqual([[{ questionId: first!.questions[0]!.id, value: 4 }]]);
    expect(detail.answers).toEqual([{ questionId: first!.questions[0]!.id, value: 4 }]);

    // The step in the dimension list shows as done, and Next moves on.
    expect(screen.getByRole('button', { name: `1. ${first!.label}: 1 of 1 answered` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Next: ${second!.label}` }));
    expect(await screen.findByRole('heading', { level: 2, name: second!.label })).toBeTruthy();
    expect(router.state.location.search).toBe(`?id=${ASSESSMENT_ID}&step=2`);
    expect(document.activeElement?.textContent).toBe(second!.label);
    expect(screen.getByText('Dimension 2 of 3')).toBeTruthy();
  });

  test('a failed save says the answer is not saved and why; Retry saving sends it again', async () => {
    const user = userEvent.setup();
    renderApp(TAKING);
    const question = detail.sections[0]!.questions[0]!;
    const group = await screen.findByRole('radiogroup', { name: question.text });

    putReplies = [
      (_req, res) => sendJson(res, 500, { error: 'Database unavailable', code: ERROR_CODES.INTERNAL }),
    ];
    await user.click(level(group, 2));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 answer is not saved.');
    expect(alert.textContent).toContain('Database unavailable');
    expect(alert.textContent).toContain('Your answers stay on this page until they are saved.');
    // The answer is still shown as given.
    expect(level(group, 2).getAttribute('aria-checked')).toBe('true');
    expect(detail.answers).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Retry saving' }));
    await saveText('All answers saved');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(detail.answers).toEqual([{ questionId: question.id, value: 2 }]);
    expect(puts()).toHaveLength(2);
  });

  test('a save refused for an ended session says to sign in again', async () => {
    const user = userEvent.setup();
    renderApp(TAKING);
    const group = await screen.findByRole('radiogroup', { name: detail.sections[0]!.questions[0]!.text });
    putReplies = [
      (_req, res) => sendJson(res, 401, { error: 'Not signed in', code: ERROR_CODES.UNAUTHORIZED }),
    ];
    await user.click(level(group, 5));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your session has ended. Sign in again in another tab, then retry.');
    // Signed in again: the retry saves it.
    await user.click(within(alert).getByRole('button', { name: 'Retry saving' }));
    await saveText('All answers saved');
    expect(detail.answers).toHaveLength(1);
  });

  test('resumes at the first dimension with an unanswered question, with the saved answers shown', async () => {
    const user = userEvent.setup();
    const [first, second, third] = detail.sections;
    detail = quickAssessment({
      answers: [
        { questionId: first!.questions[0]!.id, value: 3 },
        { questionId: third!.questions[0]!.id, value: 1 },
      ],
    });
    const { router } = renderApp(TAKING);
    expect(await screen.findByRole('heading', { level: 2, name: second!.label })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${ASSESSMENT_ID}&step=2`));
    expect(screen.getByText('2 of 3 questions answered')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `1. ${first!.label}: 1 of 1 answered` }));
    const group = await screen.findByRole('radiogroup', { name: first!.questions[0]!.text });
    expect(level(group, 3).getAttribute('aria-checked')).toBe('true');
  });

  test('an address with a step opens that step', async () => {
    renderApp(`${TAKING}&step=3`);
    expect(await screen.findByRole('heading', { level: 2, name: detail.sections[2]!.label })).toBeTruthy();
    expect(screen.getByText('Dimension 3 of 3')).toBeTruthy();
  });

  test('submits only when complete, then shows the results', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`${TAKING}&step=review`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Review your answers' })).toBeTruthy();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Assessment' });
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Unanswered questions (3)' })).toBeTruthy();

    // Answer each from the review's list of missing questions.
    for (const [index, section] of detail.sections.entries()) {
      const question = section.questions[0]!;
      if (index > 0) await user.click(screen.getByRole('button', { name: 'Review' }));
      await user.click(await screen.findByRole('button', { name: question.text }));
      expect(await screen.findByRole('heading', { level: 2, name: section.label })).toBeTruthy();
      expect(router.state.location.hash).toBe(`#question-${question.id}`);
      await user.click(level(screen.getByRole('radiogroup', { name: question.text }), index + 2));
    }
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(await screen.findByText('All questions answered')).toBeTruthy();
    // The review is shown anew: its button too.
    const ready = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Assessment' });
    await waitFor(() => expect(ready.disabled).toBe(false));
    expect(api.server.requests.some((request) => request.url.endsWith('/submit'))).toBe(false);

    const moves: string[] = [];
    const unsubscribe = router.subscribe((state) =>
      moves.push(`${state.historyAction} ${state.location.pathname}`),
    );
    await user.click(ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment Results' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/results/${ASSESSMENT_ID}`);
    unsubscribe();
    // The results take the review's place in the history: Back does not land on the same results again.
    expect(moves.filter((move) => move.startsWith('PUSH'))).toEqual([]);
    expect(detail.answers).toHaveLength(3);
    expect(api.server.requests.filter((request) => request.url.endsWith('/submit'))).toHaveLength(1);
  });

  test('a submit the server refuses for missing answers reads them again and lists what is missing', async () => {
    const user = userEvent.setup();
    const ids = detail.sections.map((section) => section.questions[0]!.id);
    detail = quickAssessment({ answers: ids.map((questionId) => ({ questionId, value: 3 })) });
    renderApp(`${TAKING}&step=review`);
    const submit = await screen.findByRole<HTMLButtonElement>('button', { name: 'Submit Assessment' });
    await waitFor(() => expect(submit.disabled).toBe(false));

    // Meanwhile the server lost one (say, the bank changed): it is the judge.
    detail = quickAssessment({ answers: ids.slice(1).map((questionId) => ({ questionId, value: 3 })) });
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 of 3 questions are not answered yet');
    expect(await screen.findByRole('region', { name: 'Unanswered questions (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: detail.sections[0]!.questions[0]!.text })).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  test('an unknown assessment says it is not found', async () => {
    api.state.routes[`GET /api/assessments/${ASSESSMENT_ID}`] = (_req, res) =>
      sendJson(res, 404, { error: 'Assessment not found', code: ERROR_CODES.NOT_FOUND });
    renderApp(TAKING);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the assessment' }).getAttribute('href')).toBe(
      '/assessment',
    );
  });

  test('a completed assessment opens its results instead', async () => {
    detail = {
      ...quickAssessment(),
      status: 'completed',
      completedAt: FREE_RESULTS.completedAt,
      overallScore: 55,
    };
    const { router } = renderApp(TAKING);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment Results' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/results/${ASSESSMENT_ID}`);
  });
});
