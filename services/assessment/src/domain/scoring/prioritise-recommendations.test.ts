import { DIMENSIONS, ZRecommendation, type TAnswer } from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADVICE, adviceFor } from '../../question-bank/advice/index.ts';
import {
  MAX_SUSTAIN_RECOMMENDATIONS,
  actionFromId,
  actionId,
  priorityOf,
  prioritiseRecommendations,
} from './prioritise-recommendations.ts';
import { belowMedian, biggestGaps } from './find-gaps.ts';
import { scoreAssessment } from './score-assessment.ts';
import {
  FULL_QUESTIONS,
  QUICK_QUESTIONS,
  answerAll,
  arbitraryAnswers,
  arbitraryQuestionSet,
} from './test-fixtures.ts';

function recommend(questions: typeof FULL_QUESTIONS, answers: TAnswer[]) {
  const { dimensions } = scoreAssessment(questions, answers);
  return prioritiseRecommendations({ questions, answers, dimensions });
}

/** All answers 5 except the given question ids, answered with the given values. */
function answersWith(questions: typeof FULL_QUESTIONS, overrides: Record<string, number>): TAnswer[] {
  return answerAll(questions, (id) => overrides[id] ?? 5);
}

describe('prioritiseRecommendations', () => {
  it('scores a dimension by gap × impact ÷ complexity', () => {
    // AI Strategy: weights 10, 8, 8, 6, 7 (39); impact high, high, high, medium, medium → 104/39;
    // complexity low, medium, low, low, medium → 54/39; with every answer at 3 the gap is 50: 50 × 104/54 = 96.3
    const answers = answersWith(
      FULL_QUESTIONS,
      Object.fromEntries(['01', '02', '03', '04', '05'].map((n) => [`strategy-${n}`, 3])),
    );
    const [first, ...rest] = recommend(FULL_QUESTIONS, answers);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      id: 'rec-ai-strategy',
      dimension: 'ai-strategy',
      priorityScore: 96.3,
      priority: 'high',
    });
    expect(first!.title).toBe('AI Strategy: Anchor AI in your business strategy');
    expect(first!.rationale).toContain(
      'AI Strategy scores 50/100 (Defined), 50 points short of the top level',
    );
    expect(first!.rationale).toContain('high business impact at low technical complexity');
  });

  it('ranks by priority score, not by the raw gap', () => {
    // Data Management, all at 3: gap 50; impact (3·10+3·8+2·6+3·8+2·6)/38, complexity (2·10+1·8+2·6+3·8+3·6)/38
    //   → 50 × 102/82 = 62.2
    // AI Strategy, 01 and 02 at 3, the rest at 4: score (50·18 + 75·21)/39 = 63.5, gap 36.5 → 36.5 × 104/54 = 70.3
    const answers = answersWith(FULL_QUESTIONS, {
      'data-01': 3,
      'data-02': 3,
      'data-03': 3,
      'data-04': 3,
      'data-05': 3,
      'strategy-01': 3,
      'strategy-02': 3,
      'strategy-03': 4,
      'strategy-04': 4,
      'strategy-05': 4,
    });
    const recommendations = recommend(FULL_QUESTIONS, answers);
    expect(recommendations.map((r) => [r.dimension, r.priorityScore, r.priority])).toEqual([
      ['ai-strategy', 70.3, 'medium'],
      ['data-management', 62.2, 'medium'],
    ]);
  });

  it('turns the weakest practices into next-level actions with stable ids', () => {
    const answers = answersWith(FULL_QUESTIONS, { 'data-01': 1, 'data-02': 4, 'data-03': 2, 'data-04': 2 });
    const [recommendation] = recommend(FULL_QUESTIONS, answers);
    // (5 − answer) × weight: data-01 4×10=40, data-04 3×8=24, data-03 3×6=18, data-02 1×8=8 → top 3
    expect(recommendation!.actions.map((a) => [a.id, a.fromLevel, a.toLevel])).toEqual([
      ['data-01-l2', 1, 2],
      ['data-04-l3', 2, 3],
      ['data-03-l3', 2, 3],
    ]);
    const dataQuality = FULL_QUESTIONS.find((q) => q.id === 'data-01')!;
    const written = adviceFor('data-management', 'data-01', 2)!;
    expect(recommendation!.actions[0]).toMatchObject({
      questionId: 'data-01',
      dimension: 'data-management',
      technicalComplexity: 'medium',
      kind: 'improve',
      // What to do and how to tell it is done, in the consultant's words, never the target level's description.
      action: written.action,
      owner: written.owner,
      effort: written.effort,
      evidence: written.doneWhen,
      // What the organisation will have, not "reach Developing".
      title: `Data quality: ${written.action}`,
    });
    for (const option of dataQuality.responseOptions) {
      expect(recommendation!.actions[0]!.action).not.toBe(option.description);
      expect(recommendation!.actions[0]!.evidence).not.toContain(option.description);
    }
    expect(actionId('data-01', 2)).toBe('data-01-l2');
  });

  it('never recommends an action ticked done: the practice’s next step takes its place', () => {
    const answers = answersWith(FULL_QUESTIONS, { 'data-01': 1, 'data-02': 4, 'data-03': 2, 'data-04': 2 });
    const { dimensions } = scoreAssessment(FULL_QUESTIONS, answers);
    const [recommendation] = prioritiseRecommendations({
      questions: FULL_QUESTIONS,
      answers,
      dimensions,
      doneActionIds: ['data-01-l2', 'data-04-l3'],
    });
    const ids = recommendation!.actions.map((a) => a.id);
    expect(ids).not.toContain('data-01-l2');
    expect(ids).not.toContain('data-04-l3');
    // The same practices, ordered by their answers as before; data-01 and data-04 move on to their next step.
    expect(recommendation!.actions.map((a) => [a.id, a.fromLevel, a.toLevel])).toEqual([
      ['data-01-l3', 2, 3],
      ['data-04-l4', 3, 4],
      ['data-03-l3', 2, 3],
    ]);
  });

  it('drops a practice whose every remaining step is done, and a dimension with nothing left to do', () => {
    const answers = answersWith(FULL_QUESTIONS, { 'data-01': 3, 'strategy-01': 4 });
    const { dimensions } = scoreAssessment(FULL_QUESTIONS, answers);
    const recommendations = prioritiseRecommendations({
      questions: FULL_QUESTIONS,
      answers,
      dimensions,
      doneActionIds: ['data-01-l4', 'data-01-l5'],
    });
    expect(recommendations.map((r) => r.dimension)).toEqual(['ai-strategy']);
  });

  it('adds the ROI drivers the top recommendations leave out', () => {
    const answers = answerAll(FULL_QUESTIONS, 1);
    const { dimensions } = scoreAssessment(FULL_QUESTIONS, answers);
    const top = prioritiseRecommendations({ questions: FULL_QUESTIONS, answers, dimensions });
    const left = DIMENSIONS.filter((d) => !top.some((r) => r.dimension === d));
    const cover = [left[0]!, left[3]!, top[0]!.dimension];
    const covered = prioritiseRecommendations({ questions: FULL_QUESTIONS, answers, dimensions, cover });
    expect(covered).toHaveLength(top.length + 2);
    for (const dimension of cover) expect(covered.map((r) => r.dimension)).toContain(dimension);
    expect(covered.find((r) => r.dimension === left[0])!.rationale).toContain('drive the ROI estimate');
    // Still in priority order.
    const scores = covered.map((r) => r.priorityScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('gives sustain-and-lead advice when every practice is at the top level', () => {
    const recommendations = recommend(FULL_QUESTIONS, answerAll(FULL_QUESTIONS, 5));
    expect(recommendations).toHaveLength(MAX_SUSTAIN_RECOMMENDATIONS);
    for (const recommendation of recommendations) {
      expect(ZRecommendation.parse(recommendation)).toEqual(recommendation);
      expect(recommendation.title).toContain('Sustain the top level');
      expect(recommendation.actions.map((a) => a.kind)).toEqual(['sustain', 'lead']);
      expect(recommendation.actions[0]!.action).toBe(ADVICE[recommendation.dimension].sustain.action);
      expect(recommendation.actions[1]!.action).toBe(ADVICE[recommendation.dimension].lead.action);
    }
    const quick = recommend(QUICK_QUESTIONS, answerAll(QUICK_QUESTIONS, 5));
    expect(quick.length).toBeGreaterThan(0);
  });

  it('keeps sustain advice ticked done out, and resolves every action id it gives back to that action', () => {
    const answers = answerAll(FULL_QUESTIONS, 5);
    const { dimensions } = scoreAssessment(FULL_QUESTIONS, answers);
    const first = prioritiseRecommendations({ questions: FULL_QUESTIONS, answers, dimensions });
    const ticked = first[0]!.actions[0]!.id;
    const again = prioritiseRecommendations({
      questions: FULL_QUESTIONS,
      answers,
      dimensions,
      doneActionIds: [ticked],
    });
    expect(again.flatMap((r) => r.actions.map((a) => a.id))).not.toContain(ticked);
    for (const action of first.flatMap((r) => r.actions)) {
      expect(actionFromId(action.id, FULL_QUESTIONS)).toEqual(action);
    }
    expect(actionFromId('data-01-l3', FULL_QUESTIONS)).toMatchObject({ fromLevel: 2, toLevel: 3 });
    expect(actionFromId('nope-l3', FULL_QUESTIONS)).toBeUndefined();
  });

  it('caps recommendations at five, plus the biggest gaps the five leave out, and caps actions', () => {
    const recommendations = recommend(FULL_QUESTIONS, answerAll(FULL_QUESTIONS, 1));
    // Every dimension at 0: the five with the highest priority, and the three gaps named first (dimension order).
    const dimensions = recommendations.map((r) => r.dimension);
    expect(dimensions.length).toBeGreaterThan(5);
    expect(dimensions.length).toBeLessThanOrEqual(8);
    expect(dimensions).toEqual(
      expect.arrayContaining(['ai-strategy', 'data-management', 'technology-infrastructure']),
    );
    expect(recommendations.every((r) => r.actions.length === 3)).toBe(true);
    const quick = recommend(QUICK_QUESTIONS, answerAll(QUICK_QUESTIONS, 1));
    expect(quick.every((r) => r.actions.length === 1)).toBe(true);
  });

  it('labels priorities by threshold', () => {
    expect([priorityOf(80), priorityOf(79.9), priorityOf(40), priorityOf(39.9)]).toEqual([
      'high',
      'medium',
      'medium',
      'low',
    ]);
  });

  describe('properties', () => {
    const withAnswers = arbitraryQuestionSet.chain((questions) =>
      arbitraryAnswers(questions).map((answers) => ({ questions, answers })),
    );

    it('gives valid, ordered recommendations whose actions each lift one practice one level', () => {
      fc.assert(
        fc.property(withAnswers, ({ questions, answers }) => {
          const recommendations = recommend(questions, answers);
          const values = new Map(answers.map((a) => [a.questionId, a.value]));
          // Beyond the top five, only the dimensions the plan must address: gaps and those below the median.
          const { dimensions } = scoreAssessment(questions, answers);
          const mustCover = new Set([...biggestGaps(dimensions), ...belowMedian(dimensions)]);
          expect(recommendations.filter((r) => !mustCover.has(r.dimension)).length).toBeLessThanOrEqual(5);
          recommendations.forEach((recommendation, index) => {
            expect(ZRecommendation.safeParse(recommendation).success).toBe(true);
            if (index > 0)
              expect(recommendation.priorityScore).toBeLessThanOrEqual(
                recommendations[index - 1]!.priorityScore,
              );
            for (const action of recommendation.actions) {
              if (action.kind !== 'improve') continue;
              expect(action.fromLevel).toBe(values.get(action.questionId));
              expect(action.toLevel).toBe(action.fromLevel + 1);
              expect(action.id).toBe(actionId(action.questionId, action.toLevel));
              expect(action.dimension).toBe(recommendation.dimension);
            }
          });
          expect(new Set(recommendations.map((r) => r.dimension)).size).toBe(recommendations.length);
        }),
      );
    });

    it('gives the same recommendations and action ids when computed again', () => {
      fc.assert(
        fc.property(withAnswers, ({ questions, answers }) => {
          expect(recommend(questions, [...answers].reverse())).toEqual(recommend(questions, answers));
        }),
      );
    });

    it('chooses the dimensions with the highest priority scores', () => {
      fc.assert(
        fc.property(withAnswers, ({ questions, answers }) => {
          const all = prioritiseRecommendations({
            questions,
            answers,
            dimensions: scoreAssessment(questions, answers).dimensions,
            maxRecommendations: DIMENSIONS.length,
          });
          const top = recommend(questions, answers);
          expect(top.slice(0, 5)).toEqual(all.slice(0, 5));
        }),
      );
    });
  });
});
