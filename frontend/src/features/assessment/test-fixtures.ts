import {
  DIMENSION_LABELS,
  DIMENSIONS,
  RESPONSE_LEVEL_LABELS,
  type TAssessmentDetail,
  type TAssessmentQuestion,
} from '@readiness/contracts/assessment';
import type { TUser } from '@readiness/contracts/auth';
import { TEST_USER } from '../../test/users.ts';

export const FREE_USER: TUser = TEST_USER;

export const PREMIUM_USER: TUser = { ...FREE_USER, subscriptionTier: 'premium' };

export const ASSESSMENT_ID = '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b';

export function question(id: string, text: string, allowsNotApplicable = false): TAssessmentQuestion {
  return {
    id,
    text,
    allowsNotApplicable,
    explanation: `Why ${text.toLowerCase()} matters.`,
    category: 'General',
    options: RESPONSE_LEVEL_LABELS.map((label, index) => ({
      value: index + 1,
      label,
      description: `${label} practice for ${id}.`,
    })),
  };
}

/** A quick assessment in progress: one question in each of the first `dimensionCount` dimensions. */
export function quickAssessment({
  answers = [],
  dimensionCount = 3,
}: { answers?: TAssessmentDetail['answers']; dimensionCount?: number } = {}): TAssessmentDetail {
  const sections = DIMENSIONS.slice(0, dimensionCount).map((dimension, index) => ({
    dimension,
    label: DIMENSION_LABELS[dimension],
    questions: [question(`${dimension}-q`, `Question ${index + 1} about ${DIMENSION_LABELS[dimension]}?`)],
  }));
  return {
    id: ASSESSMENT_ID,
    title: 'Quick AI readiness assessment',
    status: 'in_progress',
    kind: 'quick',
    industry: 'healthcare',
    companySize: '51-200',
    createdAt: '2026-03-01T09:00:00.000Z',
    completedAt: null,
    overallScore: null,
    bankVersion: 1,
    sections,
    answers,
    progress: { answered: answers.length, total: sections.length },
  };
}
