// The support assistant's evaluation (issue 22): accuracy and confident-wrong rate on the development set, and on
// the held-out questions the knowledge was never tuned on; with the time per answer, against a baseline of the
// bare search in the same run. In process: no stack needed.
import { answerOffline } from '../services/chat/src/assistant/answer-offline.ts';
import { retrieve } from '../services/chat/src/assistant/retrieve.ts';
import { evaluate, formatEvalReport, type EvalReport } from '../services/chat/eval/evaluate.ts';
import {
  DEVELOPMENT_QUESTIONS,
  HELD_OUT_6_QUESTIONS,
  HELD_OUT_7_QUESTIONS,
  SUPPORT_QUESTIONS,
} from '../services/chat/eval/support-questions.ts';

export interface AssistantBenchResult {
  /** The development part: the questions the knowledge and the retrieval are tuned on. */
  set: EvalReport;
  /** The previous held-out part (the sixth), now part of the development set: shown alone for comparison. */
  previousHeldOut: EvalReport;
  /**
   * The held-out part (the seventh), written before the latest tuning and never tuned on: only its figures are
   * printed, never which of its questions fail, and only when asked for (once, at the end of a round); null
   * otherwise, so a run in the middle of a round cannot show them.
   */
  heldOut: EvalReport | null;
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

export function benchAssistant({ measureHeldOut = false } = {}): AssistantBenchResult {
  const questions = SUPPORT_QUESTIONS.map((question) => question.q);
  const now = new Date();
  return {
    set: evaluate(DEVELOPMENT_QUESTIONS),
    previousHeldOut: evaluate(HELD_OUT_6_QUESTIONS),
    heldOut: measureHeldOut ? evaluate(HELD_OUT_7_QUESTIONS) : null,
    answerMicros: perCall(questions, (question) => answerOffline({ question, user: null, page: null, now })),
    searchMicros: perCall(questions, (question) => retrieve(question, 3)),
  };
}

export function formatAssistantBench(result: AssistantBenchResult): string {
  return [
    formatEvalReport(result.set).replace('support questions', 'development questions (tuned on)'),
    formatEvalReport(result.previousHeldOut).replace(
      'support questions',
      'questions of the sixth held-out part (tuned on from this round, part of the development set)',
    ),
    result.heldOut
      ? formatEvalReport(result.heldOut, false, true).replace(
          'support questions',
          'held-out questions (seventh part, never tuned on; figures only)',
        )
      : `held-out part (seventh, ${HELD_OUT_7_QUESTIONS.length} questions): not measured; ASSISTANT_HELD_OUT=measure measures it, once, at the end of a round`,
    `  time per answer: ${result.answerMicros.toFixed(0)} µs, ${(result.answerMicros / result.searchMicros).toFixed(1)}× the bare search (${result.searchMicros.toFixed(0)} µs) in the same run`,
  ].join('\n');
}
