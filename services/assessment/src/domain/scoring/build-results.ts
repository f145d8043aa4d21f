import {
  DIMENSION_LABELS,
  type TAnsweredOffScale,
  type TAssessmentKind,
  type TAssessmentResults,
  type TCompanySize,
  type TDimension,
  type TGivenAnswer,
  type TIndustry,
  type TLockedSection,
  type TQuestion,
} from '@readiness/contracts/assessment';
import type { TReferenceBaseline } from '../../question-bank/reference-baseline.ts';
import { buildRoadmap } from './build-roadmap.ts';
import { compareWithPrevious } from './compare-with-previous.ts';
import { computeBenchmarks, type TPeerResult } from './compute-benchmark.ts';
import { predictRoi, roiDrivers } from './predict-roi.ts';
import { prioritiseRecommendations } from './prioritise-recommendations.ts';
import { levelAnswers, scoreAssessment } from './score-assessment.ts';

/** How many recommendations a free user sees. */
export const FREE_RECOMMENDATION_COUNT = 3;

export interface TBuildResultsInput {
  assessment: {
    id: string;
    kind: TAssessmentKind;
    industry: TIndustry;
    companySize: TCompanySize;
    bankVersion: number;
    completedAt: string;
  };
  /** The questions this assessment asked, from its own bank version. */
  questions: readonly TQuestion[];
  /** As given: levels, "dont-know" and "not-applicable". */
  answers: readonly TGivenAnswer[];
  /** Other completed assessments to benchmark against (not this one). */
  peers: readonly TPeerResult[];
  /** The owner's completed assessment before this one, if any. */
  previous: {
    assessmentId: string;
    completedAt: string;
    overallScore: number;
    dimensions: readonly { dimension: TDimension; score: number }[];
  } | null;
  /** Roadmap actions the owner has ticked. */
  doneActionIds: Iterable<string>;
  /** Premium, enterprise and admin users see everything; free users get the locked parts left out. */
  isPremium: boolean;
  reference?: TReferenceBaseline;
}

/**
 * The results of a completed assessment, everything computed from its answers: scores, maturity, benchmarks,
 * ROI, recommendations, roadmap and changes since the previous assessment. For free users the per-dimension
 * benchmarks, ROI and roadmap are absent, recommendations are cut to the top 3, and `locked` names what is missing.
 */
export function buildResults(input: TBuildResultsInput): TAssessmentResults {
  const { assessment, isPremium } = input;
  const scores = scoreAssessment(input.questions, input.answers);
  const benchmarks = computeBenchmarks({
    industry: assessment.industry,
    companySize: assessment.companySize,
    overallScore: scores.overallScore,
    dimensions: scores.dimensions,
    peers: input.peers,
    ...(input.reference ? { reference: input.reference } : {}),
  });
  const changes = compareWithPrevious(scores, input.previous);
  const doneActionIds = [...input.doneActionIds];
  const recommendations = prioritiseRecommendations({
    questions: input.questions,
    answers: levelAnswers(input.answers),
    dimensions: scores.dimensions,
    doneActionIds,
    cover: roiDrivers({ dimensions: scores.dimensions, questions: input.questions }),
  });

  const locked: TLockedSection[] = [];
  if (!isPremium) {
    locked.push('dimensionBenchmarks', 'roi', 'roadmap');
    if (recommendations.length > FREE_RECOMMENDATION_COUNT) locked.push('allRecommendations');
    locked.push('fullReport');
  }

  return {
    assessmentId: assessment.id,
    kind: assessment.kind,
    industry: assessment.industry,
    companySize: assessment.companySize,
    bankVersion: assessment.bankVersion,
    completedAt: assessment.completedAt,
    overallScore: scores.overallScore,
    maturityLevel: scores.maturityLevel,
    dimensions: scores.dimensions.map(({ dimension, score, maturityLevel }) => ({
      dimension,
      label: DIMENSION_LABELS[dimension],
      score,
      maturityLevel,
      ...(isPremium ? { benchmark: benchmarks.dimensions[dimension] } : {}),
      change: changes.dimensions[dimension] ?? null,
    })),
    benchmark: benchmarks.overall,
    ...(isPremium
      ? {
          roi: predictRoi({
            companySize: assessment.companySize,
            industry: assessment.industry,
            kind: assessment.kind,
            dimensions: scores.dimensions,
            questions: input.questions,
            recommendations,
          }),
          roadmap: buildRoadmap(recommendations, doneActionIds, input.questions),
        }
      : {}),
    recommendations: isPremium ? recommendations : recommendations.slice(0, FREE_RECOMMENDATION_COUNT),
    previous: input.previous
      ? {
          assessmentId: input.previous.assessmentId,
          completedAt: input.previous.completedAt,
          overallScore: input.previous.overallScore,
          overallChange: changes.overall ?? 0,
        }
      : null,
    knowledgeGaps: offScale(input, 'dont-know'),
    notApplicable: offScale(input, 'not-applicable'),
    locked,
  };
}

/** The questions answered with this choice, in question order. */
function offScale(
  input: Pick<TBuildResultsInput, 'questions' | 'answers'>,
  choice: 'dont-know' | 'not-applicable',
): TAnsweredOffScale[] {
  const chosen = new Set(
    input.answers.filter((answer) => answer.value === choice).map((answer) => answer.questionId),
  );
  return input.questions
    .filter((question) => chosen.has(question.id))
    .map((question) => ({ questionId: question.id, dimension: question.dimension, text: question.text }));
}
