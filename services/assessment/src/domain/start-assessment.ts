import { randomUUID } from 'node:crypto';
import {
  COMPANY_SIZE_LABELS,
  INDUSTRY_LABELS,
  type TAssessmentDetail,
  type TCreateAssessmentRequest,
  type TInProgressDetails,
} from '@readiness/contracts/assessment';
import { AppError, type Identity } from '@readiness/service';
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
 * current bank version (201). The full assessment is premium. An assessment in progress is never changed
 * silently: when it was started for another industry or company size, the answer is a 409
 * ASSESSMENT_IN_PROGRESS naming it, unless the caller chose `inProgress`: "continue" resumes it as it is (its own
 * industry and size: its answers describe that organisation), "discard" deletes it with its answers and starts afresh.
 */
export async function startAssessment(
  ctx: AssessmentContext,
  identity: Identity,
  input: TCreateAssessmentRequest,
): Promise<{ assessment: TAssessmentDetail; created: boolean }> {
  if (input.kind === 'full') requirePremium(identity, 'The full assessment is part of AI Readiness Premium');

  const resumed = await resume(ctx, identity.userId, input);
  if (resumed) return { assessment: resumed, created: false };
  return create(ctx, identity, input);
}

async function create(
  ctx: AssessmentContext,
  identity: Identity,
  input: TCreateAssessmentRequest,
): Promise<{ assessment: TAssessmentDetail; created: boolean }> {
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

/** The one of this kind in progress, resumed as it is; undefined when there is none (or it was just discarded). */
async function resume(
  ctx: AssessmentContext,
  userId: string,
  input: TCreateAssessmentRequest,
): Promise<TAssessmentDetail | undefined> {
  const row: AssessmentRow | null = await assessmentRepository.findInProgress(ctx.db, userId, input.kind);
  if (!row) return undefined;
  const answers = await answerRepository.list(ctx.db, row.id);
  const isSameContext = row.industry === input.industry && row.companySize === input.companySize;
  if (!isSameContext && input.inProgress === 'discard') {
    if (await assessmentRepository.discardInProgress(ctx.db, row.id)) {
      ctx.logger.info(
        { assessmentId: row.id, answers: answers.length },
        'assessment in progress discarded for a new one',
      );
    }
    return undefined;
  }
  if (!isSameContext && input.inProgress !== 'continue') {
    throw inProgressElsewhere({
      assessmentId: row.id,
      kind: input.kind,
      industry: row.industry,
      companySize: row.companySize,
      createdAt: row.createdAt.toISOString(),
      answered: answers.filter((answer) => row.questionIds.includes(answer.questionId)).length,
      total: row.questionIds.length,
    });
  }
  return toDetail(row, await questionsOf(ctx, row), answers);
}

const inProgressElsewhere = (details: TInProgressDetails) =>
  new AppError(
    'ASSESSMENT_IN_PROGRESS',
    `You have a ${details.kind} assessment in progress for ${INDUSTRY_LABELS[details.industry]}, ` +
      `${COMPANY_SIZE_LABELS[details.companySize]} (${details.answered} of ${details.total} answered): ` +
      'continue it, or discard it and start afresh',
    details,
  );
