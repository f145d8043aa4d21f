import {
  DIMENSION_LABELS,
  DIMENSIONS,
  type TAnswer,
  type TRecommendation,
} from '@readiness/contracts/assessment';
import type { TOrgRoadmap, TRoundResults } from '@readiness/contracts/org-rounds';
import { conflict, type Identity } from '@readiness/service';
import { listBenchmarkPeers } from '../../repositories/benchmark.repository.ts';
import { organisationRepository, type MemberRow } from '../../repositories/organisation.repository.ts';
import { roundRepository, type RoundRow } from '../../repositories/round.repository.ts';
import type { CoreContext } from '../context.ts';
import { rankByDisagreement, type TRoundAggregate } from '../scoring/aggregate-round.ts';
import { buildRoadmap } from '../scoring/build-roadmap.ts';
import { compareWithPrevious } from '../scoring/compare-with-previous.ts';
import { computeBenchmarks } from '../scoring/compute-benchmark.ts';
import { roiDrivers } from '../scoring/predict-roi.ts';
import { prioritiseRecommendations } from '../scoring/prioritise-recommendations.ts';
import { requireRound, roundOpen } from './round-access.ts';
import { memberMap, personOf, roundQuestions } from './round-views.ts';

const GROUP_LABELS = { leadership: 'Owner and admins', members: 'Members' } as const;

/** The stored aggregate of a closed round; a 409 while it is open or when nobody answered. */
export function aggregateOf(round: RoundRow): TRoundAggregate {
  if (round.status !== 'closed') throw roundOpen();
  if (!round.results) throw conflict('Nobody answered this round before it closed: there are no results');
  return round.results;
}

/**
 * The organisation's recommendations and roadmap from the aggregate: the same prioritisation and roadmap as one
 * assessment, fed each question's median answer and each dimension's median score.
 */
export function planFromAggregate(
  aggregate: TRoundAggregate,
  questions: Awaited<ReturnType<typeof roundQuestions>>,
  doneActionIds: readonly string[],
) {
  const answers: TAnswer[] = aggregate.questions.flatMap((q) =>
    q.scoringLevel === null ? [] : [{ questionId: q.questionId, value: q.scoringLevel }],
  );
  const dimensions = aggregate.dimensions.map(({ dimension, score }) => ({ dimension, score }));
  const recommendations: TRecommendation[] = prioritiseRecommendations({
    questions,
    answers,
    dimensions,
    doneActionIds,
    cover: roiDrivers({ dimensions, questions }),
  });
  return { recommendations, roadmap: buildRoadmap(recommendations, doneActionIds, questions) };
}

/** The roadmap with each action's assignee (named while a member). */
export function withAssignees(
  roadmap: ReturnType<typeof buildRoadmap>,
  assignees: ReadonlyMap<string, string | null>,
  members: ReadonlyMap<string, MemberRow>,
): TOrgRoadmap {
  return {
    progress: roadmap.progress,
    phases: roadmap.phases.map((phase) => ({
      name: phase.name,
      actions: phase.actions.map((action) => {
        const assigneeId = assignees.get(action.id) ?? null;
        const assignee = assigneeId ? personOf(assigneeId, members) : null;
        return { ...action, assignee: assignee?.userId ? assignee : null };
      }),
    })),
  };
}

/** Everything the organisation's results show, from the aggregate stored when the round closed. */
export async function computeRoundResults(
  ctx: Pick<CoreContext, 'db' | 'bank'>,
  round: RoundRow,
): Promise<TRoundResults> {
  const aggregate = aggregateOf(round);
  const [org, questions, members, states, participants, peers, previous] = await Promise.all([
    organisationRepository.find(ctx.db, round.organisationId),
    roundQuestions(ctx, round),
    memberMap(ctx.db, round.organisationId),
    roundRepository.actionStates(ctx.db, round.id),
    roundRepository.participants(ctx.db, round.id),
    listBenchmarkPeers(ctx.db, { userId: null, organisationIds: [round.organisationId] }),
    roundRepository.previousClosed(ctx.db, round.organisationId, round.kind, round.closedAt!),
  ]);
  const industry = round.industry;
  const companySize = round.companySize;
  const benchmarks = computeBenchmarks({
    industry,
    companySize,
    overallScore: aggregate.overallScore,
    dimensions: aggregate.dimensions,
    peers: peers.map((peer) => ({
      industry: peer.industry,
      companySize: peer.companySize,
      overallScore: peer.overallScore,
      dimensionScores: peer.dimensionScores,
    })),
  });
  const previousScores =
    previous && previous.overallScore !== null
      ? {
          overallScore: previous.overallScore,
          dimensions: DIMENSIONS.flatMap((dimension) => {
            const score = previous.dimensionScores?.[dimension];
            return score === undefined ? [] : [{ dimension, score }];
          }),
        }
      : null;
  const changes = compareWithPrevious(aggregate, previousScores);
  const done = states.filter((state) => state.done).map((state) => state.actionId);
  const { recommendations, roadmap } = planFromAggregate(aggregate, questions, done);
  const text = new Map(questions.map((question) => [question.id, question.text]));
  const userOf = new Map(participants.map((participant) => [participant.id, participant.userId]));
  const anonymity = round.anonymity;

  return {
    roundId: round.id,
    organisationId: round.organisationId,
    organisationName: org?.name ?? '',
    kind: round.kind,
    anonymity,
    industry,
    companySize,
    bankVersion: round.bankVersion,
    closedAt: round.closedAt!.toISOString(),
    participants: aggregate.participants,
    respondents: aggregate.respondents,
    overallScore: aggregate.overallScore,
    maturityLevel: aggregate.maturityLevel,
    benchmark: benchmarks.overall,
    dimensions: aggregate.dimensions.map((dimension) => ({
      dimension: dimension.dimension,
      label: DIMENSION_LABELS[dimension.dimension],
      score: dimension.score,
      maturityLevel: dimension.maturityLevel,
      medianLevel: dimension.medianLevel,
      spread: dimension.spread,
      respondents: dimension.respondents,
      benchmark: benchmarks.dimensions[dimension.dimension]!,
      change: changes.dimensions[dimension.dimension] ?? null,
    })),
    disagreements: {
      dimensions: rankByDisagreement(aggregate.dimensions).map(({ dimension, spread, respondents }) => ({
        dimension,
        label: DIMENSION_LABELS[dimension],
        spread,
        respondents,
      })),
      questions: rankByDisagreement(
        aggregate.questions.flatMap((q) =>
          q.spread && q.respondents - q.dontKnow >= 2 ? [{ ...q, spread: q.spread }] : [],
        ),
      ).map((q) => ({
        questionId: q.questionId,
        dimension: q.dimension,
        text: text.get(q.questionId) ?? q.questionId,
        spread: q.spread,
        respondents: q.respondents,
        levelCounts: q.levelCounts,
        dontKnow: q.dontKnow,
      })),
    },
    groups: aggregate.groups.map((group) => ({ ...group, label: GROUP_LABELS[group.group] })),
    // Per person only in a named round, and never for someone who deleted their account.
    named:
      anonymity === 'named'
        ? aggregate.byParticipant.flatMap((entry) => {
            const userId = userOf.get(entry.participantId);
            if (!userId) return [];
            return [{ ...personOf(userId, members), dimensions: entry.dimensions }];
          })
        : [],
    recommendations,
    roadmap: withAssignees(
      roadmap,
      new Map(states.map((state) => [state.actionId, state.assigneeId])),
      members,
    ),
    previous:
      previous && previous.overallScore !== null && changes.overall !== null
        ? {
            roundId: previous.id,
            closedAt: previous.closedAt!.toISOString(),
            overallScore: previous.overallScore,
            overallChange: changes.overall,
          }
        : null,
  };
}

/** GET …/rounds/:roundId/results (members). */
export async function getRoundResults(
  ctx: CoreContext,
  identity: Identity,
  organisationId: string,
  roundId: string,
): Promise<TRoundResults> {
  const { round } = await requireRound(ctx.db, organisationId, roundId, identity.userId);
  return computeRoundResults(ctx, round);
}
