import { DIMENSIONS, DIMENSION_LABELS, type TQuestionSummary } from '@readiness/contracts/assessment';
import { questionRepository } from '../repositories/question.repository.ts';
import type { CoreContext } from './context.ts';

/** Counts per dimension and when the current version was written. */
export async function summariseQuestions(ctx: CoreContext): Promise<TQuestionSummary> {
  const latest = await questionRepository.latestVersion(ctx.db);
  const { version, questions } = await ctx.bank.current();
  return {
    bankVersion: version,
    updatedAt: (latest?.version === version ? latest.createdAt : new Date()).toISOString(),
    total: questions.length,
    quick: questions.filter((question) => question.isQuick).length,
    byDimension: DIMENSIONS.map((dimension) => {
      const ofDimension = questions.filter((question) => question.dimension === dimension);
      return {
        dimension,
        label: DIMENSION_LABELS[dimension],
        count: ofDimension.length,
        hasQuick: ofDimension.some((question) => question.isQuick),
      };
    }),
  };
}
