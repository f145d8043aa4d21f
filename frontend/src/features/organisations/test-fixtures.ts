import {
  DIMENSION_LABELS,
  DIMENSIONS,
  MATURITY_LEVEL_NAMES,
  type TMaturityLevel,
} from '@readiness/contracts/assessment';
import type { TUser } from '@readiness/contracts/auth';
import type { TOrganisation, TOrganisationDetail } from '@readiness/contracts/organisations';
import {
  ZRoundDetail,
  ZRoundResponse,
  ZRoundResults,
  type TRoundDetail,
  type TRoundResponse,
  type TRoundResults,
} from '@readiness/contracts/org-rounds';
import { TEST_USER } from '../../test/users.ts';
import { question } from '../assessment/test-fixtures.ts';

export const ORG_ID = '7a1e0c55-2b1f-4c3e-8d4a-0e1f2a3b4c5d';
export const ROUND_ID = '9b2f1d66-3c2a-4d4f-9e5b-1f2a3b4c5d6e';

export const OWNER: TUser = { ...TEST_USER, subscriptionTier: 'premium' };
export const CFO_ID = 'c0c0c0c0-1111-4222-8333-444455556666';
export const CTO_ID = 'd0d0d0d0-1111-4222-8333-444455556666';

export const ORGANISATION: TOrganisation = {
  id: ORG_ID,
  name: 'Analytical Engines',
  industry: 'technology',
  companySize: '51-200',
  tier: 'premium',
  memberLimit: 6,
  memberCount: 3,
  myRole: 'owner',
  createdAt: '2026-11-01T09:00:00.000Z',
};

export const ORGANISATION_DETAIL: TOrganisationDetail = {
  organisation: ORGANISATION,
  members: [
    {
      userId: OWNER.id,
      firstName: OWNER.firstName,
      lastName: OWNER.lastName,
      email: OWNER.email,
      role: 'owner',
      joinedAt: '2026-11-01T09:00:00.000Z',
    },
    {
      userId: CFO_ID,
      firstName: 'Charles',
      lastName: 'Babbage',
      email: 'charles@example.com',
      role: 'admin',
      joinedAt: '2026-11-02T09:00:00.000Z',
    },
    {
      userId: CTO_ID,
      firstName: 'Mary',
      lastName: 'Somerville',
      email: 'mary@example.com',
      role: 'member',
      joinedAt: '2026-11-03T09:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 'e1e1e1e1-1111-4222-8333-444455556666',
      email: 'grace@example.com',
      role: 'member',
      status: 'pending',
      invitedBy: 'Ada Lovelace',
      createdAt: '2026-11-20T09:00:00.000Z',
      sentAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-11-27T09:00:00.000Z',
    },
  ],
};

const level = (value: number): TMaturityLevel => ({
  level: value,
  name: MATURITY_LEVEL_NAMES[value - 1]!,
  description: `Level ${value} practices.`,
});

export const ROUND_DETAIL: TRoundDetail = ZRoundDetail.parse({
  id: ROUND_ID,
  organisationId: ORG_ID,
  organisationName: ORGANISATION.name,
  kind: 'quick',
  anonymity: 'anonymous',
  status: 'open',
  industry: 'technology',
  companySize: '51-200',
  bankVersion: 1,
  deadline: '2026-12-10T23:59:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  closedAt: null,
  closeReason: null,
  participantCount: 3,
  submittedCount: 1,
  overallScore: null,
  startedBy: { userId: OWNER.id, name: 'Ada Lovelace' },
  dimensions: DIMENSIONS.map((dimension) => ({
    dimension,
    label: DIMENSION_LABELS[dimension],
    assignedTo: dimension === 'resource-allocation' ? [CFO_ID] : null,
  })),
  participants: [
    {
      userId: OWNER.id,
      name: 'Ada Lovelace',
      dimensions: DIMENSIONS.filter((d) => d !== 'resource-allocation'),
      answered: 14,
      total: 14,
      submittedAt: '2026-11-21T10:00:00.000Z',
    },
    {
      userId: CFO_ID,
      name: 'Charles Babbage',
      dimensions: [...DIMENSIONS],
      answered: 6,
      total: 15,
      submittedAt: null,
    },
    {
      userId: CTO_ID,
      name: 'Mary Somerville',
      dimensions: DIMENSIONS.filter((d) => d !== 'resource-allocation'),
      answered: 0,
      total: 14,
      submittedAt: null,
    },
  ],
  myPart: {
    dimensions: DIMENSIONS.filter((d) => d !== 'resource-allocation'),
    answered: 14,
    total: 14,
    submittedAt: '2026-11-21T10:00:00.000Z',
  },
  canManage: true,
});

/** A participant's questionnaire: one question in each of the first two dimensions, the first one answered. */
export const ROUND_RESPONSE: TRoundResponse = ZRoundResponse.parse({
  roundId: ROUND_ID,
  organisationId: ORG_ID,
  organisationName: ORGANISATION.name,
  kind: 'quick',
  anonymity: 'anonymous',
  status: 'open',
  deadline: '2026-12-10T23:59:00.000Z',
  bankVersion: 1,
  sections: DIMENSIONS.slice(0, 2).map((dimension, index) => ({
    dimension,
    label: DIMENSION_LABELS[dimension],
    questions: [question(`${dimension}-q`, `Question ${index + 1} about ${DIMENSION_LABELS[dimension]}?`)],
  })),
  answers: [{ questionId: 'ai-strategy-q', value: 3 }],
  progress: { answered: 1, total: 2 },
  submittedAt: null,
});

const spread = (min: number, q1: number, median: number, q3: number, max: number) => ({
  min,
  q1,
  median,
  q3,
  max,
  iqr: q3 - q1,
});

const BENCHMARK = {
  percentile: 62,
  average: 48.5,
  cohortSize: 12,
  source: 'industry' as const,
  label: '12 Technology organisations',
  standing: 'above 7 of the 12 organisations compared',
};

export const ROUND_RESULTS: TRoundResults = ZRoundResults.parse({
  roundId: ROUND_ID,
  organisationId: ORG_ID,
  organisationName: ORGANISATION.name,
  kind: 'quick',
  anonymity: 'anonymous',
  industry: 'technology',
  companySize: '51-200',
  bankVersion: 1,
  closedAt: '2026-12-01T12:00:00.000Z',
  participants: 3,
  respondents: 3,
  overallScore: 57.3,
  maturityLevel: level(3),
  benchmark: BENCHMARK,
  dimensions: DIMENSIONS.map((dimension, index) => ({
    dimension,
    label: DIMENSION_LABELS[dimension],
    score: 40 + index,
    maturityLevel: level(3),
    medianLevel: dimension === 'ai-strategy' ? 2.5 : 3,
    spread: dimension === 'ai-strategy' ? spread(1, 1.5, 2.5, 4.5, 5) : spread(3, 3, 3, 3, 3),
    respondents: dimension === 'resource-allocation' ? 1 : 3,
    benchmark: BENCHMARK,
    change: null,
  })),
  disagreements: {
    dimensions: [
      {
        dimension: 'ai-strategy',
        label: DIMENSION_LABELS['ai-strategy'],
        spread: spread(1, 1.5, 2.5, 4.5, 5),
        respondents: 3,
      },
      {
        dimension: 'data-management',
        label: DIMENSION_LABELS['data-management'],
        spread: spread(3, 3, 3, 3, 3),
        respondents: 3,
      },
    ],
    questions: [
      {
        questionId: 'ai-strategy-q',
        dimension: 'ai-strategy',
        text: 'Does the board own an AI vision?',
        spread: spread(1, 1.5, 2, 3.5, 5),
        respondents: 3,
        levelCounts: [1, 1, 0, 0, 1],
        dontKnow: 1,
      },
    ],
  },
  groups: [
    { group: 'leadership', label: 'Owner and admins', respondents: 2, dimensions: null },
    {
      group: 'members',
      label: 'Members',
      respondents: 3,
      dimensions: [{ dimension: 'ai-strategy', medianLevel: 3.5 }],
    },
  ],
  named: [],
  recommendations: [],
  roadmap: {
    phases: [
      {
        name: '0-3 months',
        actions: [
          {
            id: 'act-vision',
            title: 'Agree the AI vision with the board',
            dimension: 'ai-strategy',
            done: false,
            owner: 'Chief Executive',
            effort: 'small',
            reason: 'Foundation.',
            assignee: { userId: CTO_ID, name: 'Mary Somerville' },
          },
        ],
      },
      { name: '3-9 months', actions: [] },
      { name: '9-18 months', actions: [] },
    ],
    progress: { done: 0, total: 1, percent: 0 },
  },
  previous: null,
});
