import { answerOffline, type KnownUser } from '../src/assistant/answer-offline.ts';
import { SUPPORT_QUESTIONS, type EvalQuestion } from '../src/assistant/support-questions.ts';

/**
 * Scores the offline assistant on the evaluation set. An answer is
 * - right: every expected topic is answered, or the question's other fair reading (`alsoRight`) with no topic off
 *   both (a should-decline question: the assistant says it is not sure);
 * - declined: it said "I'm not sure" (with a person) where it should have answered: not wrong, not right;
 * - confident wrong: it answered, but on a topic it was not asked about (or answered what it should decline);
 * - a false yes/no claim: a confident wrong answer to a question that asks yes or no about a capability, an
 *   integration, a price or a policy.
 * A "not sure, did you mean A or B?" answer (no topic answered, the two readings offered as questions, a person
 * offered) asserts nothing: it counts as the assistant saying it is not sure, so right for a question to decline
 * and declined for any other, even when A or B is the topic asked about (`offeredRight` counts those, for
 * information only).
 */
export interface EvalOutcome {
  question: EvalQuestion;
  topics: string[];
  /** The topics offered as "did you mean" choices (none answered). */
  choices: string[];
  verdict: 'right' | 'declined' | 'wrong';
  falseClaim: boolean;
}

export interface EvalReport {
  /** Answered by the knowledge search alone, without the example questions. */
  searchOnly: boolean;
  total: number;
  right: number;
  declined: number;
  wrong: number;
  falseClaims: number;
  /**
   * Declined as "not sure" with an expected topic among the questions offered ("did you mean A or B", or questions
   * near it), counted as declined.
   */
  offeredRight: number;
  /** right ÷ total */
  accuracy: number;
  /** wrong ÷ total */
  confidentWrongRate: number;
  outcomes: EvalOutcome[];
}

/** The signed-in customer the personal questions are asked as. */
export const EVAL_USER: KnownUser = {
  userId: '00000000-0000-4000-8000-00000000e7a1',
  firstName: 'Maya',
  lastName: 'Chen',
  company: 'Northwind Logistics',
  tier: 'premium',
  latestAssessment: {
    kind: 'full',
    overallScore: 52.4,
    maturityLevel: 'Defined',
    dimensionScores: {
      'ai-strategy': 64,
      'data-management': 31,
      'governance-ethics': 38,
      'talent-skills': 47,
    },
    completedAt: '2026-11-02T09:30:00.000Z',
  },
  handoffs: [{ open: true, requestedAt: '2026-11-20T08:00:00.000Z', answeredAt: null }],
};

/**
 * Each question is answered with itself left out of the assistant's example questions (leave-one-out, with every
 * copy of its text): the development questions are those examples (src/assistant/examples.ts), and a question
 * that found itself among them would be scored on memory, not on how the assistant reads a question it has not
 * seen. A question of a held-out part is not among the examples; leaving it out changes nothing there.
 * `searchOnly` answers from the knowledge search alone, without the examples: the figure they are measured against.
 */
export function evaluate(
  questions: readonly EvalQuestion[] = SUPPORT_QUESTIONS,
  { searchOnly = false } = {},
): EvalReport {
  const now = new Date('2026-11-25T12:00:00Z');
  const outcomes = questions.map((question): EvalOutcome => {
    const answer = answerOffline({
      question: question.q,
      user: EVAL_USER,
      page: '/dashboard',
      now,
      leaveOut: question.q,
      searchOnly,
    });
    const topics = answer.known ? answer.topics : [];
    const choices = answer.choices.map((choice) => choice.topic);
    let verdict: EvalOutcome['verdict'];
    if (question.expect === 'decline') verdict = topics.length === 0 ? 'right' : 'wrong';
    else if (topics.length === 0) verdict = 'declined';
    else {
      const expected = question.expect;
      const alsoRight = question.alsoRight ?? [];
      const all = expected.every((topic) => topics.includes(topic));
      // The other fair reading answered, and nothing off both readings.
      const other =
        topics.some((topic) => alsoRight.includes(topic)) &&
        topics.every((topic) => expected.includes(topic) || alsoRight.includes(topic));
      const some = topics.some((topic) => expected.includes(topic) || alsoRight.includes(topic));
      verdict = all || other ? 'right' : some ? 'declined' : 'wrong';
    }
    return { question, topics, choices, verdict, falseClaim: verdict === 'wrong' && question.yesNo === true };
  });
  const count = (verdict: EvalOutcome['verdict']) => outcomes.filter((o) => o.verdict === verdict).length;
  const total = outcomes.length;
  return {
    searchOnly,
    total,
    right: count('right'),
    declined: count('declined'),
    wrong: count('wrong'),
    falseClaims: outcomes.filter((o) => o.falseClaim).length,
    offeredRight: outcomes.filter(
      (o) =>
        o.verdict === 'declined' &&
        o.question.expect !== 'decline' &&
        o.question.expect.some((topic) => o.choices.includes(topic)),
    ).length,
    accuracy: count('right') / total,
    confidentWrongRate: count('wrong') / total,
    outcomes,
  };
}

/**
 * The figures, then the confident wrong answers (with `verbose`, every answer that is not right); `figuresOnly`
 * prints no question at all, for a held-out part, whose failures must not be seen while tuning.
 */
export function formatEvalReport(report: EvalReport, verbose = false, figuresOnly = false): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const lines = [
    `assistant evaluation: ${report.total} support questions (services/chat/src/assistant/support-questions.ts), ${report.searchOnly ? 'answered by the knowledge search alone (no example questions)' : 'each answered with itself left out of the example questions (leave-one-out)'}`,
    `  right topic or correctly declined: ${report.right} (${pct(report.accuracy)}, target >= 90%)`,
    `  declined when it could have answered: ${report.declined} (of which "not sure", with the right topic among the questions offered: ${report.offeredRight})`,
    `  confident wrong answers: ${report.wrong} (${pct(report.confidentWrongRate)}, target <= 1%)`,
    `  false yes/no claims: ${report.falseClaims} (target 0)`,
  ];
  if (figuresOnly) return lines.join('\n');
  for (const outcome of report.outcomes)
    if (verbose ? outcome.verdict !== 'right' : outcome.verdict === 'wrong')
      lines.push(
        `  ${outcome.verdict.padEnd(8)} ${JSON.stringify(outcome.question.q)} expected ${JSON.stringify(outcome.question.expect)} got ${JSON.stringify(outcome.topics)}${outcome.choices.length ? ` offered ${JSON.stringify(outcome.choices)}` : ''}`,
      );
  return lines.join('\n');
}
