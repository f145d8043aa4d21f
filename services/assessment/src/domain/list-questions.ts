import {
  DIMENSIONS,
  DIMENSION_LABELS,
  type TAdminQuestionsResponse,
  type TQuestion,
  type TQuestionExport,
  type TQuestionSummary,
} from '@readiness/contracts/assessment';
import { questionRepository } from '../repositories/question.repository.ts';
import type { CoreContext } from './context.ts';

/** GET /api/admin/questions/detailed: every question of the current bank version, in bank order. */
export async function listQuestions(ctx: CoreContext): Promise<TAdminQuestionsResponse> {
  const { version, questions } = await ctx.bank.current();
  return { bankVersion: version, questions: [...questions] };
}

/** The current bank as a file the import dialog takes back as it is. */
export async function exportQuestions(ctx: CoreContext, now = new Date()): Promise<TQuestionExport> {
  const { version, questions } = await ctx.bank.current();
  return {
    bankVersion: version,
    exportedAt: now.toISOString(),
    questions: [...questions],
    options: { mode: 'update-existing' },
  };
}

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

/** One filled-in example question that passes every check: copy it, change it, import it. */
export const TEMPLATE_QUESTION: TQuestion = {
  id: 'strategy-06',
  text: 'How often does the leadership team review the results of AI initiatives against their business case?',
  explanation:
    'Replace this example with your own question. The explanation says why the question matters and what evidence to look for when answering it.',
  dimension: 'ai-strategy',
  category: 'Portfolio review',
  weight: 5,
  businessImpact: 'medium',
  technicalComplexity: 'low',
  roiCorrelation: 0.6,
  businessOutcomes: ['Underperforming initiatives stopped early', 'Budget moved to initiatives that deliver'],
  responseOptions: [
    {
      value: 1,
      label: 'Initial',
      description: 'Results of AI initiatives are never reviewed once they are funded.',
    },
    {
      value: 2,
      label: 'Developing',
      description: 'Results are discussed occasionally, when a project runs into trouble.',
    },
    {
      value: 3,
      label: 'Defined',
      description: 'Each initiative reports against its business case at fixed stage gates.',
    },
    {
      value: 4,
      label: 'Managed',
      description: 'Leadership reviews all initiatives quarterly and stops or rescopes those off track.',
    },
    {
      value: 5,
      label: 'Optimised',
      description:
        'Review findings recalibrate business-case templates and the selection criteria every year.',
    },
  ],
  isQuick: false,
};

export function questionTemplate(): TQuestionExport {
  return { questions: [TEMPLATE_QUESTION], options: { mode: 'update-existing' } };
}
