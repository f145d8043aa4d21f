// The support assistant's evaluation (issue 22): accuracy and confident-wrong rate on the development set, and on
// the held-out questions the knowledge was never tuned on; with the time per answer, against a baseline of the
// bare search in the same run. In process: no stack needed.
import { answerOffline } from '../services/chat/src/assistant/answer-offline.ts';
import { retrieve } from '../services/chat/src/assistant/retrieve.ts';
import { evaluate, formatEvalReport, type EvalReport } from '../services/chat/eval/evaluate.ts';
import {
  DEVELOPMENT_QUESTIONS,
  HELD_OUT_5_QUESTIONS,
  HELD_OUT_6_QUESTIONS,
  SUPPORT_QUESTIONS,
} from '../services/chat/eval/support-questions.ts';

export interface AssistantBenchResult {
  /** The development part: the questions the knowledge and the retrieval are tuned on. */
  set: EvalReport;
  /** The previous held-out part (the fifth), now part of the development set: shown alone for comparison. */
  previousHeldOut: EvalReport;
  /**
   * The held-out part (the sixth), written before the latest tuning and never tuned on: only its figures are
   * printed, never which of its questions fail.
   */
  heldOut: EvalReport;
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

export function benchAssistant(): AssistantBenchResult {
  const questions = SUPPORT_QUESTIONS.map((question) => question.q);
  const now = new Date();
  return {
    set: evaluate(DEVELOPMENT_QUESTIONS),
    previousHeldOut: evaluate(HELD_OUT_5_QUESTIONS),
    heldOut: evaluate(HELD_OUT_6_QUESTIONS),
    answerMicros: perCall(questions, (question) => answerOffline({ question, user: null, page: null, now })),
    searchMicros: perCall(questions, (question) => retrieve(question, 3)),
  };
}

export function formatAssistantBench(result: AssistantBenchResult): string {
  return [
    formatEvalReport(result.set).replace('support questions', 'development questions (tuned on)'),
    formatEvalReport(result.previousHeldOut).replace(
      'support questions',
      'questions of the fifth held-out part (tuned on from this round, part of the development set)',
    ),
    formatEvalReport(result.heldOut, false, true).replace(
      'support questions',
      'held-out questions (sixth part, never tuned on; figures only)',
    ),
    `  time per answer: ${result.answerMicros.toFixed(0)} µs, ${(result.answerMicros / result.searchMicros).toFixed(1)}× the bare search (${result.searchMicros.toFixed(0)} µs) in the same run`,
  ].join('\n');
}
