import {
  DIMENSION_LABELS,
  DIMENSIONS,
  RESPONSE_LEVEL_LABELS,
  type TAssessmentDetail,
  type TAssessmentQuestion,
} from '@readiness/contracts/assessment';
import type { TUser } from '@readiness/contracts/auth';

export const FREE_USER: TUser = {
  id: '5b3c1f8e-3a43-4c1e-9b0a-2f1f0c7a1d11',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  jobTitle: '',
  industry: '',
  companySize: '',
  role: 'user',
  isActive: true,
  subscriptionTier: 'free',
  onboardingCompleted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};

export const PREMIUM_USER: TUser = { ...FREE_USER, subscriptionTier: 'premium' };

export const ASSESSMENT_ID = '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b';

export function question(id: string, text: string): TAssessmentQuestion {
  return {
    id,
    text,
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
