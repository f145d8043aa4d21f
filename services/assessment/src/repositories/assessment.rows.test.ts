import { describe, expect, it } from 'vitest';
import type { TRoundAggregate } from '../domain/scoring/aggregate-round.ts';
import type { Round } from '../generated/prisma/client.ts';
import { toRoundRow } from './assessment.rows.ts';

// A round's aggregate is a JSON column: it is parsed once, in the repository's rows, so that a stored value the
// domain does not know fails there, loudly, instead of reaching a result page or a board report.

const spread = { min: 2, q1: 2.5, median: 3, q3: 3.5, max: 4, iqr: 1 };
const level = { level: 3, name: 'Defined', description: 'Defined practices' } as const;
const aggregate: TRoundAggregate = {
  participants: 3,
  respondents: 2,
  overallScore: 50,
  maturityLevel: level,
  dimensions: [
    { dimension: 'ai-strategy', score: 50, maturityLevel: level, medianLevel: 3, spread, respondents: 2 },
  ],
  questions: [
    {
      questionId: 'q-1',
      dimension: 'ai-strategy',
      spread: null,
      respondents: 0,
      levelCounts: [0, 0, 0, 0, 0],
      dontKnow: 1,
      scoringLevel: null,
    },
  ],
  groups: [{ group: 'members', respondents: 2, dimensions: [{ dimension: 'ai-strategy', medianLevel: 3 }] }],
  byParticipant: [{ participantId: 'p-1', dimensions: [{ dimension: 'ai-strategy', level: 3 }] }],
};

const round = (results: unknown, dimensionScores: unknown = { 'ai-strategy': 50 }): Round => ({
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: '00000000-0000-4000-8000-000000000002',
  kind: 'quick',
  anonymity: 'anonymous',
  status: 'closed',
  industry: 'technology',
  companySize: '1-50',
  bankVersion: 1,
  questionIds: ['q-1'],
  assignments: {},
  deadline: new Date('2026-01-01T00:00:00Z'),
  startedBy: null,
  createdAt: new Date('2025-12-01T00:00:00Z'),
  closedAt: new Date('2026-01-01T00:00:00Z'),
  closeReason: 'deadline',
  closedBy: null,
  overallScore: 50,
  dimensionScores: JSON.parse(JSON.stringify(dimensionScores)) as Round['dimensionScores'],
  results: JSON.parse(JSON.stringify(results)) as Round['results'],
  roadmapRevision: 0n,
});

describe('a round row', () => {
  it('hands the stored aggregate over as it was written', () => {
    expect(toRoundRow(round(aggregate)).results).toEqual(aggregate);
    expect(toRoundRow(round(null)).results).toBeNull();
  });

  it('refuses an aggregate the domain does not know', () => {
    const unknownDimension = {
      ...aggregate,
      dimensions: [{ ...aggregate.dimensions[0], dimension: 'astrology' }],
    };
    expect(() => toRoundRow(round(unknownDimension))).toThrow();
    const { byParticipant: _dropped, ...missing } = aggregate;
    expect(() => toRoundRow(round(missing))).toThrow();
    expect(() => toRoundRow(round({ ...aggregate, overallScore: '50' }))).toThrow();
  });

  it('keys its scores by the dimensions the contract knows, and refuses another', () => {
    expect(toRoundRow(round(null, { 'ai-strategy': 50, operations: 25 })).dimensionScores).toEqual({
      'ai-strategy': 50,
      operations: 25,
    });
    expect(() => toRoundRow(round(null, { astrology: 50 }))).toThrow();
  });
});
