import { randomUUID } from 'node:crypto';
import type { TAssessmentDetail, TCreateAssessmentRequest } from '@readiness/contracts/assessment';
import type { Identity } from '@readiness/service';
import {
  AssessmentInProgressError,
  answerRepository,
  assessmentRepository,
  type AssessmentRow,
} from '../repositories/assessment.repository.ts';
import { enqueueEvent } from '@readiness/bus';
import type { AssessmentContext } from './context.ts';
import { requirePremium } from '@readiness/service';
import { questionsOf, titleOf, toDetail } from './assessment-views.ts';
import { selectQuestions } from './scoring/select-questions.ts';

/**
 * Begin Assessment: resumes the caller's assessment of this kind in progress (200), or starts a new one on the
 * current bank version (201). The full assessment is premium. Resuming takes the industry and company size
 * given now, since they only matter once the assessment is scored.
 */
export async function startAssessment(
  ctx: AssessmentContext,
  identity: Identity,
  input: TCreateAssessmentRequest,
): Promise<{ assessment: TAssessmentDetail; created: boolean }> {
  if (input.kind === 'full')
    requirePremium(identity, 'The full 75-question assessment is part of AI Readiness Premium');

  const resumed = await resume(ctx, identity.userId, input);
  if (resumed) return { assessment: resumed, created: false };

  const { version, questions: bank } = await ctx.bank.current();
  const questions = selectQuestions(bank, input.kind);
  const id = randomUUID();
  try {
    const row = await ctx.db.$transaction(async (tx) => {
      const created = await assessmentRepository.create(tx, {
        id,
        userId: identity.userId,
        kind: input.kind,
        industry: input.industry,
        companySize: input.companySize,
        bankVersion: version,
        questionIds: questions.map((question) => question.id),
        title: titleOf(input.kind, questions.length),
      });
      await enqueueEvent(tx, 'assessment.assessment.started', {
        assessmentId: id,
        userId: identity.userId,
        kind: input.kind,
        industry: input.industry,
        companySize: input.companySize,
        bankVersion: version,
      });
      return created;
    });
    ctx.onEventsCommitted();
    ctx.logger.info({ assessmentId: id, kind: input.kind, bankVersion: version }, 'assessment started');
    return { assessment: toDetail(row, questions, []), created: true };
  } catch (error) {
    // Two "Begin" clicks at once: the unique index lets one in; the other resumes it.
    if (error instanceof AssessmentInProgressError) {
      const raced = await resume(ctx, identity.userId, input);
      if (raced) return { assessment: raced, created: false };
    }
    throw error;
  }
}

async function resume(
  ctx: AssessmentContext,
  userId: string,
  input: TCreateAssessmentRequest,
): Promise<TAssessmentDetail | undefined> {
  let row: AssessmentRow | null = await assessmentRepository.findInProgress(ctx.db, userId, input.kind);
  if (!row) return undefined;
  if (row.industry !== input.industry || row.companySize !== input.companySize) {
    row = await assessmentRepository.updateContext(ctx.db, row.id, {
      industry: input.industry,
      companySize: input.companySize,
    });
  }
  return toDetail(row, await questionsOf(ctx, row), await answerRepository.list(ctx.db, row.id));
}
