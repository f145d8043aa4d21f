import type { ReactNode } from 'react';
import type { ServerResponse } from 'node:http';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { TAnswer, TAssessmentDetail } from '@readiness/contracts/assessment';
import { createQueryClient } from '../../lib/query-client.ts';
import {
  sendJson,
  setPageOrigin,
  startLoopbackServer,
  type RecordedRequest,
} from '../../test/loopback-server.ts';
import { assessmentKey } from './api.ts';
import { ASSESSMENT_ID, quickAssessment } from './test-fixtures.ts';
import { useAnswerSaver } from './use-answer-saver.ts';
import { ERROR_CODES } from '@readiness/contracts/errors';

/*
 * The answer saver against a loopback API: what it sends, when, what the status says, and what happens when a
 * save fails. The server keeps the answers it accepted, like the real one.
 */

type Reply = (request: RecordedRequest, response: ServerResponse) => void;

let server: Awaited<ReturnType<typeof startLoopbackServer>>;
/** What the next PUTs answer, in order; when empty, the default: accept and store. */
let replies: Reply[] = [];
let stored = new Map<string, number>();
let held: (() => void)[] = [];

const ANSWERS_PATH = `/api/assessments/${ASSESSMENT_ID}/answers`;

function accept(request: RecordedRequest, response: ServerResponse) {
  const { answers } = JSON.parse(request.body) as { answers: TAnswer[] };
  for (const answer of answers) stored.set(answer.questionId, answer.value);
  sendJson(response, 200, { saved: answers.length, progress: { answered: stored.size, total: 3 } });
}

const fail =
  (status: number, body: unknown): Reply =>
  (_request, response) =>
    sendJson(response, status, body);

/** Holds the reply until the test releases it. */
const hold =
  (then: Reply): Reply =>
  (request, response) => {
    held.push(() => then(request, response));
  };

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    if (request.method === 'PUT' && request.url === ANSWERS_PATH) {
      const reply = replies.shift() ?? accept;
      return reply(request, response);
    }
    return sendJson(response, 404, { error: 'Not found', code: ERROR_CODES.NOT_FOUND });
  });
  setPageOrigin(server.origin);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  replies = [];
  stored = new Map();
  held = [];
});

const puts = () =>
  server.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => (JSON.parse(request.body) as { answers: TAnswer[] }).answers);

function renderSaver(assessment: TAssessmentDetail = quickAssessment(), debounceMs = 20) {
  const queryClient: QueryClient = createQueryClient();
  queryClient.setQueryData(assessmentKey(assessment.id), assessment);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ detail }: { detail: TAssessmentDetail }) => useAnswerSaver(detail, { debounceMs }),
    { wrapper, initialProps: { detail: assessment } },
  );
  return { ...view, queryClient };
}

describe('useAnswerSaver', () => {
  test('starts from the server answers, with nothing to save', () => {
    const { result } = renderSaver(quickAssessment({ answers: [{ questionId: 'ai-strategy-q', value: 4 }] }));
    expect(result.current.answers).toEqual({ 'ai-strategy-q': 4 });
    expect(result.current.status).toBe('saved');
    expect(result.current.unsavedCount).toBe(0);
    expect(result.current.error).toBeNull();
  });

  test('saves each answer as it is given: pending, then saving, then saved, and the cache follows', async () => {
    replies = [hold(accept)];
    const { result, queryClient } = renderSaver();

    act(() => result.current.answer('ai-strategy-q', 3));
    // Shown at once, not yet sent.
    expect(result.current.answers['ai-strategy-q']).toBe(3);
    expect(result.current.status).toBe('pending');
    expect(result.current.unsavedCount).toBe(1);
    expect(puts()).toEqual([]);

    await waitFor(() => expect(result.current.status).toBe('saving'));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(puts()).toEqual([[{ questionId: 'ai-strategy-q', value: 3 }]]);
    expect(result.current.unsavedCount).toBe(1);

    act(() => held.shift()!());
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(result.current.unsavedCount).toBe(0);
    expect(stored.get('ai-strategy-q')).toBe(3);
    // The cached assessment now holds the answer and the server's progress, so a return to the screen resumes.
    const cached = queryClient.getQueryData<TAssessmentDetail>(assessmentKey(ASSESSMENT_ID));
    expect(cached?.answers).toEqual([{ questionId: 'ai-strategy-q', value: 3 }]);
    expect(cached?.progress).toEqual({ answered: 1, total: 3 });
  });

  test('answers given in quick succession go in one request; a later one goes in its own', async () => {
    const { result } = renderSaver(quickAssessment(), 50);
    act(() => {
      result.current.answer('ai-strategy-q', 2);
      result.current.answer('data-management-q', 5);
      result.current.answer('ai-strategy-q', 4);
    });
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(puts()).toEqual([
      [
        { questionId: 'ai-strategy-q', value: 4 },
        { questionId: 'data-management-q', value: 5 },
      ],
    ]);

    act(() => result.current.answer('technology-infrastructure-q', 1));
    await waitFor(() => expect(puts()).toHaveLength(2));
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(puts()[1]).toEqual([{ questionId: 'technology-infrastructure-q', value: 1 }]);
  });

  test('an answer changed while its save is on the way is sent again with the new value', async () => {
    replies = [hold(accept)];
    const { result } = renderSaver();
    act(() => result.current.answer('ai-strategy-q', 2));
    await waitFor(() => expect(held).toHaveLength(1));

    act(() => result.current.answer('ai-strategy-q', 5));
    expect(result.current.answers['ai-strategy-q']).toBe(5);
    act(() => held.shift()!());

    await waitFor(() => expect(puts()).toHaveLength(2));
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(puts()[1]).toEqual([{ questionId: 'ai-strategy-q', value: 5 }]);
    expect(stored.get('ai-strategy-q')).toBe(5);
    expect(result.current.answers['ai-strategy-q']).toBe(5);
    expect(result.current.unsavedCount).toBe(0);
  });

  test('a failed save keeps the answer, says why, and retry sends it again', async () => {
    replies = [fail(500, { error: 'Database unavailable', code: ERROR_CODES.INTERNAL })];
    const { result } = renderSaver();
    act(() => result.current.answer('ai-strategy-q', 3));

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Database unavailable');
    expect(result.current.unsavedCount).toBe(1);
    expect(result.current.answers['ai-strategy-q']).toBe(3);
    expect(stored.size).toBe(0);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(result.current.error).toBeNull();
    expect(result.current.unsavedCount).toBe(0);
    expect(puts()).toEqual([
      [{ questionId: 'ai-strategy-q', value: 3 }],
      [{ questionId: 'ai-strategy-q', value: 3 }],
    ]);
    expect(stored.get('ai-strategy-q')).toBe(3);
  });

  test('after a failure the next answer carries the unsaved one too, and the error stays until it is saved', async () => {
    replies = [fail(503, { error: 'Service unavailable', code: ERROR_CODES.SERVICE_UNAVAILABLE })];
    const { result } = renderSaver();
    act(() => result.current.answer('ai-strategy-q', 1));
    await waitFor(() => expect(result.current.status).toBe('error'));

    act(() => result.current.answer('data-management-q', 2));
    // The failure is not hidden by a new answer waiting to be sent.
    expect(result.current.status).toBe('error');
    expect(result.current.unsavedCount).toBe(2);

    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(puts()[1]).toEqual([
      { questionId: 'ai-strategy-q', value: 1 },
      { questionId: 'data-management-q', value: 2 },
    ]);
    expect(Object.fromEntries(stored)).toEqual({ 'ai-strategy-q': 1, 'data-management-q': 2 });
  });

  test('flush resolves false while saving fails and true once everything is saved', async () => {
    replies = [
      fail(500, { error: 'Boom', code: ERROR_CODES.INTERNAL }),
      fail(500, { error: 'Boom again', code: ERROR_CODES.INTERNAL }),
    ];
    const { result } = renderSaver(quickAssessment(), 10_000);
    act(() => result.current.answer('ai-strategy-q', 4));
    // With a long debounce, flush sends at once.
    let outcome: boolean | undefined;
    await act(async () => {
      outcome = await result.current.flush();
    });
    expect(outcome).toBe(false);
    expect(result.current.status).toBe('error');
    await act(async () => {
      outcome = await result.current.flush();
    });
    expect(outcome).toBe(false);
    expect(result.current.error?.message).toBe('Boom again');
    await act(async () => {
      outcome = await result.current.flush();
    });
    expect(outcome).toBe(true);
    expect(result.current.status).toBe('saved');
    expect(puts()).toHaveLength(3);
    // Nothing left to send: flush sends nothing and is true.
    await act(async () => {
      outcome = await result.current.flush();
    });
    expect(outcome).toBe(true);
    expect(puts()).toHaveLength(3);
  });

  test('the browser comes back online: what failed is sent again', async () => {
    replies = [fail(500, { error: 'Offline', code: ERROR_CODES.INTERNAL })];
    const { result } = renderSaver();
    act(() => result.current.answer('operations-q', 2));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(stored.get('operations-q')).toBe(2);
  });

  test('closing the tab with unsaved answers asks first; with none it does not', async () => {
    const { result } = renderSaver(quickAssessment(), 10_000);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => result.current.answer('ai-strategy-q', 2));
    expect(unload()).toBe(true);
    await act(async () => {
      await result.current.flush();
    });
    expect(unload()).toBe(false);
  });

  test('leaving the screen sends what is still waiting', async () => {
    const { result, unmount } = renderSaver(quickAssessment(), 10_000);
    act(() => result.current.answer('ai-strategy-q', 5));
    expect(puts()).toEqual([]);
    unmount();
    await waitFor(() => expect(stored.get('ai-strategy-q')).toBe(5));
  });

  test('answers from the server that change meanwhile (another device) show, without losing unsaved ones', async () => {
    replies = [fail(500, { error: 'Boom', code: ERROR_CODES.INTERNAL })];
    const { result, rerender } = renderSaver();
    act(() => result.current.answer('ai-strategy-q', 2));
    await waitFor(() => expect(result.current.status).toBe('error'));
    rerender({
      detail: quickAssessment({
        answers: [
          { questionId: 'ai-strategy-q', value: 5 },
          { questionId: 'data-management-q', value: 3 },
        ],
      }),
    });
    expect(result.current.answers).toEqual({ 'ai-strategy-q': 2, 'data-management-q': 3 });
  });

  describe('a reload right after an answer (the keepalive save and the next page race)', () => {
    const KEY = `readiness.unsaved-answers.${ASSESSMENT_ID}`;

    test('the next page shows the answer at once, as not yet saved, sends it again, and then forgets it', async () => {
      const ANSWER = [{ questionId: 'ai-strategy-q', value: 4 }];
      const sent = () => puts().filter((batch) => JSON.stringify(batch) === JSON.stringify(ANSWER)).length;
      // The page going away still sends it, and keeps it for the next page of the tab.
      const first = renderSaver(quickAssessment(), 10_000);
      act(() => first.result.current.answer('ai-strategy-q', 4));
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      await waitFor(() => expect(sent()).toBe(1));
      const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { answers: unknown } | null;
      expect(kept?.answers).toEqual(ANSWER);
      first.unmount();
      // (A real reload tears the page down; unmounted here, the screen also sends what is waiting.)
      await waitFor(() => expect(sent()).toBe(2));

      // The reloaded page read the answers before that save landed (the test gives it none): the answer shows
      // at once, as not yet saved, and goes again.
      const second = renderSaver(quickAssessment(), 10_000);
      expect(second.result.current.answers['ai-strategy-q']).toBe(4);
      expect(second.result.current.unsavedCount).toBe(1);
      await waitFor(() => expect(sent()).toBe(3));
      expect(window.sessionStorage.getItem(KEY)).toBeNull();
      await waitFor(() => expect(second.result.current.status).toBe('saved'));
      expect(stored.get('ai-strategy-q')).toBe(4);
    });

    test('an answer changed on the next page wins over the one kept', async () => {
      window.sessionStorage.setItem(
        KEY,
        JSON.stringify({ at: Date.now(), answers: [{ questionId: 'ai-strategy-q', value: 4 }] }),
      );
      const { result } = renderSaver(quickAssessment(), 10_000);
      act(() => result.current.answer('ai-strategy-q', 1));
      await act(async () => {
        expect(await result.current.flush()).toBe(true);
      });
      expect(result.current.answers['ai-strategy-q']).toBe(1);
      expect(stored.get('ai-strategy-q')).toBe(1);
    });

    test('kept answers older than a minute, of another assessment, or not answers at all are not used', () => {
      const write = (key: string, value: unknown) =>
        window.sessionStorage.setItem(key, JSON.stringify(value));
      write(KEY, { at: Date.now() - 61_000, answers: [{ questionId: 'ai-strategy-q', value: 4 }] });
      write('readiness.unsaved-answers.another', {
        at: Date.now(),
        answers: [{ questionId: 'operations-q', value: 2 }],
      });
      const stale = renderSaver();
      expect(stale.result.current.answers).toEqual({});
      expect(stale.result.current.status).toBe('saved');
      stale.unmount();

      write(KEY, { at: Date.now(), answers: [{ questionId: 'ai-strategy-q', value: 'lots' }] });
      const broken = renderSaver();
      expect(broken.result.current.answers).toEqual({});
      expect(puts()).toEqual([]);
    });

    test('the same page back from the browser cache forgets them: its own state holds the answers', () => {
      const { result } = renderSaver(quickAssessment(), 10_000);
      act(() => result.current.answer('ai-strategy-q', 4));
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(window.sessionStorage.getItem(KEY)).not.toBeNull();
      act(() => {
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      });
      expect(window.sessionStorage.getItem(KEY)).toBeNull();
    });
  });
});
