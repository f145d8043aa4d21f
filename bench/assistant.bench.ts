// The support assistant's evaluation (issue 22): accuracy and confident-wrong rate on the development set, and on
// the held-out questions the knowledge was never tuned on; with the time per answer, against a baseline of the
// bare search in the same run. In process: no stack needed.
import { answerOffline } from '../services/chat/src/assistant/answer-offline.ts';
import { retrieve } from '../services/chat/src/assistant/retrieve.ts';
import { evaluate, formatEvalReport, type EvalReport } from '../services/chat/eval/evaluate.ts';
import {
  DEVELOPMENT_QUESTIONS,
  HELD_OUT_7_QUESTIONS,
  SUPPORT_QUESTIONS,
} from '../services/chat/eval/support-questions.ts';

export interface AssistantBenchResult {
  /** The development part: the questions the knowledge and the retrieval are tuned on. */
  set: EvalReport;
  /** The last held-out part (the seventh), now part of the development set: shown alone for comparison. */
  previousHeldOut: EvalReport;
  /** Microseconds per answer, and per bare search of the same questions (the baseline). */
  answerMicros: number;
  searchMicros: number;
}

const perCall = (questions: readonly string[], call: (question: string) => unknown, rounds = 20) => {
  for (const question of questions) call(question);
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) for (const question of questions) call(question);
  return ((performance.now() - started) * 1_000) / (rounds * questions.length);
};

/**
 * No unseen held-out part is left (the seventh joined the development set once measured): the next round writes
 * an eighth, commits it alone before any change, and measures it here once, at its end, behind a switch such as
 * the seventh round's `ASSISTANT_HELD_OUT=measure`, so that a run in the middle of a round cannot show it.
 */
export function benchAssistant(): AssistantBenchResult {
  const questions = SUPPORT_QUESTIONS.map((question) => question.q);
  const now = new Date();
  return {
    set: evaluate(DEVELOPMENT_QUESTIONS),
    previousHeldOut: evaluate(HELD_OUT_7_QUESTIONS),
    answerMicros: perCall(questions, (question) => answerOffline({ question, user: null, page: null, now })),
    searchMicros: perCall(questions, (question) => retrieve(question, 3)),
  };
}

export function formatAssistantBench(result: AssistantBenchResult): string {
  return [
    formatEvalReport(result.set).replace('support questions', 'development questions (tuned on)'),
    formatEvalReport(result.previousHeldOut).replace(
      'support questions',
      'questions of the seventh held-out part (measured once at the end of round seven, part of the development set since)',
    ),
    'held-out part: none unseen; the next round writes an eighth before it changes anything',
    `  time per answer: ${result.answerMicros.toFixed(0)} µs, ${(result.answerMicros / result.searchMicros).toFixed(1)}× the bare search (${result.searchMicros.toFixed(0)} µs) in the same run`,
  ].join('\n');
}
