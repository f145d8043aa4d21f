import { DIMENSIONS, type TAssessmentResults, type TDimension } from '@readiness/contracts/assessment';
import { AppError, type Identity } from '@readiness/service';
import {
  answerRepository,
  assessmentRepository,
  roadmapRepository,
  type AssessmentRow,
} from '../repositories/assessment.repository.ts';
import type { CoreContext } from './context.ts';
import { listBenchmarkPeers } from '../repositories/benchmark.repository.ts';
import { organisationRepository } from '../repositories/organisation.repository.ts';
import { isPremium } from '@readiness/service';
import { findOwnedAssessment, questionsOf } from './assessment-views.ts';
import { buildResults } from './scoring/build-results.ts';
import type { TPeerResult } from './scoring/compute-benchmark.ts';

export const notCompleted = () =>
  new AppError(
    'NOT_COMPLETED',
    'This assessment has not been submitted yet: answer every question and submit it first',
  );

/** The results of one of the caller's completed assessments, with the parts their tier does not unlock left out. */
export async function getResults(
  ctx: CoreContext,
  identity: Identity,
  id: string,
): Promise<TAssessmentResults> {
  const row = await findOwnedAssessment(ctx.db, id, identity.userId);
  if (row.status !== 'completed') throw notCompleted();
  return computeResults(ctx, row, isPremium(identity));
}

function dimensionsOf(scores: unknown): { dimension: TDimension; score: number }[] {
  const record = (scores ?? {}) as Partial<Record<TDimension, number>>;
  return DIMENSIONS.flatMap((dimension) => {
    const score = record[dimension];
    return typeof score === 'number' ? [{ dimension, score }] : [];
  });
}

/**
 * Everything the results show, computed from the stored answers with the questions of the assessment's own bank
 * version, benchmarked against every other organisation once (`listBenchmarkPeers`).
 */
export async function computeResults(
  ctx: CoreContext,
  row: AssessmentRow,
  premium: boolean,
): Promise<TAssessmentResults> {
  if (row.status !== 'completed' || !row.completedAt) throw notCompleted();
  const [questions, answers, peers, previous, doneActionIds] = await Promise.all([
    questionsOf(ctx, row),
    answerRepository.list(ctx.db, row.id),
    organisationRepository
      .organisationsOf(ctx.db, row.userId)
      .then((organisationIds) => listBenchmarkPeers(ctx.db, { userId: row.userId, organisationIds })),
    assessmentRepository.previousCompleted(ctx.db, row.userId, row.kind, row.completedAt),
    roadmapRepository.doneActions(ctx.db, row.id),
  ]);
  const own = new Set(row.questionIds);
  return buildResults({
    assessment: {
      id: row.id,
      kind: row.kind,
      industry: row.industry,
      companySize: row.companySize,
      bankVersion: row.bankVersion,
      completedAt: row.completedAt.toISOString(),
    },
    questions,
    answers: answers.filter((answer) => own.has(answer.questionId)),
    peers: peers.map((peer): TPeerResult => ({
      industry: peer.industry,
      companySize: peer.companySize,
      overallScore: peer.overallScore,
      dimensionScores: peer.dimensionScores,
    })),
    previous:
      previous?.completedAt && previous.overallScore !== null
        ? {
            assessmentId: previous.id,
            completedAt: previous.completedAt.toISOString(),
            overallScore: previous.overallScore,
            dimensions: dimensionsOf(previous.dimensionScores),
          }
        : null,
    doneActionIds,
    isPremium: premium,
  });
}
