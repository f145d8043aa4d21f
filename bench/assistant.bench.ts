// The support assistant's evaluation (issue 22): accuracy and confident-wrong rate on the development set, and on
// the held-out questions the knowledge was never tuned on; with the time per answer, against a baseline of the
// bare search in the same run. In process: no stack needed.
import { answerOffline } from '../services/chat/src/assistant/answer-offline.ts';
import { retrieve } from '../services/chat/src/assistant/retrieve.ts';
import { evaluate, formatEvalReport, type EvalReport } from '../services/chat/eval/evaluate.ts';
import {
  DEVELOPMENT_QUESTIONS,
  HELD_OUT_13_QUESTIONS,
  SUPPORT_QUESTIONS,
  UNSEEN_HELD_OUT_QUESTIONS,
} from '../services/chat/src/assistant/support-questions.ts';

export interface AssistantBenchResult {
  /**
   * The development part: the questions the knowledge and the retrieval are tuned on, and the assistant's example
   * questions; each is answered with itself left out of the examples.
   */
  set: EvalReport;
  /** The same questions answered by the knowledge search alone (no examples): what the examples are measured against. */
  setSearchOnly: EvalReport;
  /**
   * The last measured held-out part (the thirteenth, measured once at the end of round thirteen, before any tuning on it), now part of the
   * development set: shown alone for comparison, with the search alone beside it.
   */
  previousHeldOut: { combined: EvalReport; searchOnly: EvalReport };
  /**
   * The held-out part of the current round (`UNSEEN_HELD_OUT_QUESTIONS`), written before the round changed anything
   * and never tuned on: only its figures are printed, never which of its questions fail, and only when asked for
   * (once, at the end of a round), with the search alone beside them; null otherwise (or when there is none), so a
   * run in the middle of a round cannot show them.
   */
  heldOut: { combined: EvalReport; searchOnly: EvalReport } | null;
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
    setSearchOnly: evaluate(DEVELOPMENT_QUESTIONS, { searchOnly: true }),
    previousHeldOut: {
      combined: evaluate(HELD_OUT_13_QUESTIONS),
      searchOnly: evaluate(HELD_OUT_13_QUESTIONS, { searchOnly: true }),
    },
    heldOut:
      measureHeldOut && UNSEEN_HELD_OUT_QUESTIONS.length > 0
        ? {
            combined: evaluate(UNSEEN_HELD_OUT_QUESTIONS),
            searchOnly: evaluate(UNSEEN_HELD_OUT_QUESTIONS, { searchOnly: true }),
          }
        : null,
    answerMicros: perCall(questions, (question) => answerOffline({ question, user: null, page: null, now })),
    searchMicros: perCall(questions, (question) => retrieve(question, 3)),
  };
}

export function formatAssistantBench(result: AssistantBenchResult): string {
  return [
    formatEvalReport(result.set).replace(
      'support questions',
      'development questions (the examples; the thirteenth part among them joined untuned in round fourteen)',
    ),
    formatEvalReport(result.setSearchOnly, false, true).replace('support questions', 'development questions'),
    formatEvalReport(result.previousHeldOut.combined).replace(
      'support questions',
      'questions of the thirteenth held-out part (measured once at the end of round thirteen, part of the development set since round fourteen)',
    ),
    formatEvalReport(result.previousHeldOut.searchOnly, false, true).replace(
      'support questions',
      'questions of the thirteenth held-out part',
    ),
    result.heldOut
      ? [
          formatEvalReport(result.heldOut.combined, false, true).replace(
            'support questions',
            'held-out questions (never tuned on; figures only)',
          ),
          formatEvalReport(result.heldOut.searchOnly, false, true).replace(
            'support questions',
            'held-out questions (figures only)',
          ),
        ].join('\n')
      : UNSEEN_HELD_OUT_QUESTIONS.length > 0
        ? `held-out part (${UNSEEN_HELD_OUT_QUESTIONS.length} questions): not measured; ASSISTANT_HELD_OUT=measure measures it, once, at the end of a round`
        : 'held-out part: none unseen; the next round writes a new one (UNSEEN_HELD_OUT_QUESTIONS) and commits it alone before it changes anything',
    `  time per answer: ${result.answerMicros.toFixed(0)} µs, ${(result.answerMicros / result.searchMicros).toFixed(1)}× the bare search (${result.searchMicros.toFixed(0)} µs) in the same run`,
  ].join('\n');
}
