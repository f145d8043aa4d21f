import type { TAdminQuestionsResponse } from '@readiness/contracts/assessment';
import { hasWrittenAdvice } from '../question-bank/advice/index.ts';
import type { CoreContext } from './context.ts';
import { withAdvice } from './question-with-advice.ts';

/**
 * GET /api/admin/questions/detailed: every active question of the current bank version in bank order, with its
 * written advice, the retired questions (restorable), and the ids of questions without written advice.
 */
export async function listQuestions(ctx: CoreContext): Promise<TAdminQuestionsResponse> {
  const { version, questions } = await ctx.bank.current();
  const retired = await ctx.bank.retired(version);
  return {
    bankVersion: version,
    questions: questions.map(withAdvice),
    retired: retired.map(withAdvice),
    withoutAdvice: questions.filter((question) => !hasWrittenAdvice(question)).map((question) => question.id),
  };
}
