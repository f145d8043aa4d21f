import type { TQuestionExport } from '@readiness/contracts/assessment';
import type { CoreContext } from './context.ts';
import { withAdvice } from './question-with-advice.ts';

/** The current bank as a file the import dialog takes back as it is. */
export async function exportQuestions(ctx: CoreContext, now = new Date()): Promise<TQuestionExport> {
  const { version, questions } = await ctx.bank.current();
  return {
    bankVersion: version,
    exportedAt: now.toISOString(),
    questions: questions.map(withAdvice),
    options: { mode: 'update-existing' },
  };
}
