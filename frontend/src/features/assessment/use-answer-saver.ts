import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZGivenAnswer,
  type TAssessmentDetail,
  type TGivenAnswer,
  type TGivenAnswerValue,
  type TSaveAnswersResponse,
} from '@readiness/contracts/assessment';
import { rememberSavedAnswers, saveAnswers } from './api.ts';

/**
 * - `saved`: every answer given is on the server.
 * - `pending`: answers given in the last moment wait to be sent together.
 * - `saving`: a request is on its way.
 * - `error`: the last request failed; the answers it carried are kept and sent again by retry() or the next answer.
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error';

export type AnswerSaver = {
  /** Every answer as the user sees it: the server's, overlaid by those not confirmed yet. */
  answers: Record<string, TGivenAnswerValue>;
  status: SaveStatus;
  error: Error | null;
  /** Answers given but not yet confirmed by the server. */
  unsavedCount: number;
  answer: (questionId: string, value: TGivenAnswerValue) => void;
  /** Sends what is waiting now; resolves true once every answer given so far is saved. */
  flush: () => Promise<boolean>;
  retry: () => void;
};

/**
 * Where answers go: by default the assessment's own PUT and its cached copy; an organisation round passes its own.
 */
export type AnswerStore = {
  save: (answers: TGivenAnswer[], options?: { keepalive?: boolean }) => Promise<TSaveAnswersResponse>;
  remember: (saved: TGivenAnswer[], progress: TSaveAnswersResponse['progress']) => void;
};

const toRecord = (answers: readonly TGivenAnswer[]): Record<string, TGivenAnswerValue> =>
  Object.fromEntries(answers.map((answer) => [answer.questionId, answer.value]));

/*
 * The answers a tab was still sending when its page went away (a reload, a tab closed), kept in the tab's
 * sessionStorage for the page that follows. The page's last save goes out with `keepalive`, but the reloaded page's
 * first read of the answers can reach the server before it: without these, the answer just given would show as not
 * given (though saved a moment later), and the user would wonder whether it was lost. The next page shows them at
 * once and sends them again (saving an answer twice with the same value changes nothing).
 */
const leftoverKey = (id: string) => `readiness.unsaved-answers.${id}`;
/**
 * Older leftovers belong to another visit, not to the reload that just happened (which follows within seconds): they
 * are dropped, so a page opened again later never sends an old answer over one changed since on another device.
 */
const LEFTOVERS_MAX_AGE_MS = 60_000;
const ZLeftovers = z.object({ at: z.number(), answers: z.array(ZGivenAnswer) });

function readLeftovers(id: string): TGivenAnswer[] {
  try {
    const raw = window.sessionStorage.getItem(leftoverKey(id));
    const parsed = raw === null ? null : ZLeftovers.safeParse(JSON.parse(raw));
    if (!parsed?.success || Date.now() - parsed.data.at > LEFTOVERS_MAX_AGE_MS) return [];
    return parsed.data.answers;
  } catch {
    return [];
  }
}

function keepLeftovers(id: string, answers: TGivenAnswer[]): void {
  try {
    window.sessionStorage.setItem(leftoverKey(id), JSON.stringify({ at: Date.now(), answers }));
  } catch {
    // Storage full or refused: the keepalive save still goes.
  }
}

function forgetLeftovers(id: string): void {
  try {
    window.sessionStorage.removeItem(leftoverKey(id));
  } catch {
    // Nothing to forget.
  }
}

/**
 * Saves each answer as it is given: answers given within `debounceMs` of each other go in one PUT. A failed save
 * loses nothing: its answers stay unsaved, the status says so, and they are sent again (with any newer ones) on
 * retry, on the next answer, or when the browser comes back online. Leaving the page sends what is left with
 * `keepalive` (and keeps it for the tab's next page, which shows it and sends it again), and the browser asks before
 * closing a tab with unsaved answers.
 */
export function useAnswerSaver(
  assessment: Pick<TAssessmentDetail, 'id' | 'answers'>,
  { debounceMs = 500, store }: { debounceMs?: number; store?: AnswerStore } = {},
): AnswerSaver {
  const queryClient = useQueryClient();
  const id = assessment.id;
  const storeRef = useRef(store);
  storeRef.current = store;
  const save = useCallback(
    (batch: TGivenAnswer[], options?: { keepalive?: boolean }) =>
      storeRef.current ? storeRef.current.save(batch, options) : saveAnswers(id, batch, options),
    [id],
  );
  // What the previous page of this tab was still sending when it went away: shown, and sent again on mount.
  const [leftovers] = useState(() => readLeftovers(id));
  const unsaved = useRef(
    new Map<string, TGivenAnswerValue>(leftovers.map((answer) => [answer.questionId, answer.value])),
  );
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [answers, setAnswers] = useState<Record<string, TGivenAnswerValue>>(() => ({
    ...toRecord(assessment.answers),
    ...toRecord(leftovers),
  }));
  const [status, setStatus] = useState<SaveStatus>(leftovers.length > 0 ? 'pending' : 'saved');
  const [error, setError] = useState<Error | null>(null);
  const [unsavedCount, setUnsavedCount] = useState(leftovers.length);

  // The server's answers may change under us (a refetch after a 409, another device): take them, but keep ours.
  useEffect(() => {
    setAnswers({ ...toRecord(assessment.answers), ...Object.fromEntries(unsaved.current) });
  }, [assessment.answers]);

  const send = useCallback(async (): Promise<boolean> => {
    while (unsaved.current.size > 0) {
      const batch = [...unsaved.current].map(([questionId, value]) => ({ questionId, value }));
      setStatus('saving');
      try {
        const { progress } = await save(batch);
        // Only what is unchanged since it was sent counts as saved; a newer value goes in the next round.
        for (const { questionId, value } of batch) {
          if (unsaved.current.get(questionId) === value) unsaved.current.delete(questionId);
        }
        if (storeRef.current) storeRef.current.remember(batch, progress);
        else rememberSavedAnswers(queryClient, id, batch, progress);
        setUnsavedCount(unsaved.current.size);
      } catch (failure) {
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setStatus('error');
        return false;
      }
    }
    setError(null);
    setStatus('saved');
    return true;
  }, [id, queryClient, save]);

  const flush = useCallback((): Promise<boolean> => {
    window.clearTimeout(timer.current);
    running.current ??= send().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [send]);

  const answer = useCallback(
    (questionId: string, value: TGivenAnswerValue) => {
      unsaved.current.set(questionId, value);
      setUnsavedCount(unsaved.current.size);
      setAnswers((previous) => ({ ...previous, [questionId]: value }));
      setStatus((previous) => (previous === 'saving' || previous === 'error' ? previous : 'pending'));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), debounceMs);
    },
    [debounceMs, flush],
  );

  const retry = useCallback(() => void flush(), [flush]);

  useEffect(() => {
    const onOnline = () => {
      if (unsaved.current.size > 0) void flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size > 0) event.preventDefault();
    };
    // The page is going away (tab closed, reload): a keepalive request survives it, and the tab keeps the answers
    // for the page that follows, which may read the server's answers before that request lands.
    const onPageHide = () => {
      if (unsaved.current.size === 0) return;
      const batch = [...unsaved.current].map(([questionId, value]) => ({ questionId, value }));
      keepLeftovers(id, batch);
      void save(batch, { keepalive: true }).catch(() => undefined);
    };
    // The same page back from the browser's cache (Back): its own state holds the answers.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) forgetLeftovers(id);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [flush, id, save]);

  // The previous page's leftovers are this page's now: forgotten from storage, and sent.
  useEffect(() => {
    if (leftovers.length === 0) return;
    forgetLeftovers(id);
    void flush();
  }, [flush, id, leftovers]);

  // Leaving the screen inside the app (Save and exit, a nav link): send what is waiting.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (unsaved.current.size > 0 && !running.current) void send();
    },
    [send],
  );

  return { answers, status, error, unsavedCount, answer, flush, retry };
}
