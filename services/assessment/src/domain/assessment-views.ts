import type {
  TGivenAnswer,
  TAssessmentDetail,
  TAssessmentKind,
  TAssessmentListItem,
  TQuestion,
} from '@readiness/contracts/assessment';
import { requireOwned } from '@readiness/service';
import type { DbClient } from '../db.ts';
import { assessmentRepository, type AssessmentRow } from '../repositories/assessment.repository.ts';
import { groupIntoSections } from './scoring/group-into-sections.ts';
import type { CoreContext } from './context.ts';

export function toListItem(row: AssessmentRow): TAssessmentListItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    kind: row.kind,
    industry: row.industry,
    companySize: row.companySize,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    overallScore: row.overallScore,
  };
}

export function toDetail(
  row: AssessmentRow,
  questions: readonly TQuestion[],
  answers: readonly TGivenAnswer[],
): TAssessmentDetail {
  const own = new Set(row.questionIds);
  const answered = answers.filter((answer) => own.has(answer.questionId));
  return {
    ...toListItem(row),
    bankVersion: row.bankVersion,
    sections: groupIntoSections(questions),
    answers: answered.map(({ questionId, value }) => ({ questionId, value })),
    progress: { answered: answered.length, total: row.questionIds.length },
  };
}

/** The caller's assessment, or a 404 (whether it does not exist or belongs to someone else). */
export async function findOwnedAssessment(db: DbClient, id: string, userId: string): Promise<AssessmentRow> {
  return requireOwned(await assessmentRepository.findById(db, id), userId, 'Assessment not found');
}

/** The assessment's own questions, from the bank version it was started with, in the order it asks them. */
export async function questionsOf(ctx: Pick<CoreContext, 'bank'>, row: AssessmentRow): Promise<TQuestion[]> {
  const bank = await ctx.bank.questions(row.bankVersion);
  const byId = new Map(bank.map((question) => [question.id, question]));
  return row.questionIds.map((id) => {
    const question = byId.get(id);
    if (!question)
      throw new Error(
        `question ${id} of assessment ${row.id} is missing from bank version ${row.bankVersion}`,
      );
    return question;
  });
}

export function titleOf(kind: TAssessmentKind, questionCount: number): string {
  return kind === 'quick'
    ? `Quick AI Readiness Assessment (${questionCount} questions)`
    : `Full AI Readiness Assessment (${questionCount} questions)`;
}
