import { DIMENSIONS, type TQuestionBankCounts } from '@readiness/contracts/assessment';
import type { CoreContext } from './context.ts';
import { selectQuestions } from './scoring/select-questions.ts';

/** The live bank's counts: what the full and quick assessments ask now, and how many per dimension. */
export async function getQuestionCounts(ctx: CoreContext): Promise<TQuestionBankCounts> {
  const { version, questions } = await ctx.bank.current();
  const perDimension = DIMENSIONS.map(
    (dimension) => questions.filter((question) => question.dimension === dimension).length,
  );
  return {
    bankVersion: version,
    full: selectQuestions(questions, 'full').length,
    quick: selectQuestions(questions, 'quick').length,
    dimensions: perDimension.filter((count) => count > 0).length,
    perDimension: { min: Math.min(...perDimension), max: Math.max(...perDimension) },
  };
}
