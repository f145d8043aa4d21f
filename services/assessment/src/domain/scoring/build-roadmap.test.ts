import { ROADMAP_PHASES, ZRoadmap, type TAnswer } from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignRoadmapPhase, buildRoadmap } from './build-roadmap.ts';
import { prioritiseRecommendations } from './prioritise-recommendations.ts';
import { scoreAssessment } from './score-assessment.ts';
import { FULL_QUESTIONS, answerAll, arbitraryAnswers, arbitraryQuestionSet } from './test-fixtures.ts';

function recommendationsFor(questions: typeof FULL_QUESTIONS, answers: TAnswer[]) {
  return prioritiseRecommendations({
    questions,
    answers,
    dimensions: scoreAssessment(questions, answers).dimensions,
  });
}

describe('assignRoadmapPhase', () => {
  it.each([
    ['low', 2, '0-3 months'],
    ['low', 4, '0-3 months'],
    ['low', 5, '3-9 months'],
    ['medium', 3, '0-3 months'],
    ['medium', 4, '3-9 months'],
    ['medium', 5, '9-18 months'],
    ['high', 2, '3-9 months'],
    ['high', 3, '3-9 months'],
    ['high', 4, '9-18 months'],
  ] as const)('puts a %s-complexity step to level %s in %s', (technicalComplexity, toLevel, phase) => {
    expect(assignRoadmapPhase({ technicalComplexity, toLevel })).toBe(phase);
  });
});

describe('buildRoadmap', () => {
  const answers = answerAll(FULL_QUESTIONS, (id) =>
    id.startsWith('infra-') ? 1 : id.startsWith('data-') ? 3 : 5,
  );
  const recommendations = recommendationsFor(FULL_QUESTIONS, answers);

  it('spreads the actions over the three phases in priority order', () => {
    const roadmap = buildRoadmap(recommendations, []);
    expect(roadmap.phases.map((phase) => phase.name)).toEqual([...ROADMAP_PHASES]);
    const ids = roadmap.phases.flatMap((phase) => phase.actions.map((action) => action.id));
    expect(ids.sort()).toEqual(recommendations.flatMap((r) => r.actions.map((a) => a.id)).sort());
    // infra-01 and infra-02 are high complexity, 1 → 2: effort 3 → 3-9 months; infra-03 medium → 0-3 months
    expect(roadmap.phases[0]!.actions.map((a) => a.id)).toContain('infra-03-l2');
    expect(roadmap.phases[1]!.actions.map((a) => a.id)).toEqual(
      expect.arrayContaining(['infra-01-l2', 'infra-02-l2']),
    );
    // data-04 (high complexity) at 3 → 4: effort 4 → 9-18 months
    expect(roadmap.phases[2]!.actions.map((a) => a.id)).toContain('data-04-l4');
    expect(roadmap.progress).toEqual({ done: 0, total: ids.length, percent: 0 });
    expect(ZRoadmap.parse(roadmap)).toEqual(roadmap);
  });

  it('marks ticked actions done and counts them, ignoring unknown ticks', () => {
    const roadmap = buildRoadmap(recommendations, ['infra-01-l2', 'data-04-l4', 'not-an-action']);
    const done = roadmap.phases.flatMap((phase) => phase.actions).filter((action) => action.done);
    expect(done.map((action) => action.id).sort()).toEqual(['data-04-l4', 'infra-01-l2']);
    expect(roadmap.progress).toEqual({ done: 2, total: 6, percent: 33 });
  });

  it('keeps ticks across a re-computation from the same answers', () => {
    fc.assert(
      fc.property(
        arbitraryQuestionSet.chain((questions) =>
          arbitraryAnswers(questions).map((a) => ({ questions, answers: a })),
        ),
        fc.nat(),
        ({ questions, answers }, seed) => {
          const first = buildRoadmap(recommendationsFor(questions, answers), []);
          const all = first.phases.flatMap((phase) => phase.actions.map((action) => action.id));
          const ticked = all.filter((_, index) => (index + seed) % 2 === 0);
          const again = buildRoadmap(recommendationsFor(questions, [...answers].reverse()), ticked);
          expect(again.progress.done).toBe(ticked.length);
          expect(again.progress.total).toBe(all.length);
        },
      ),
    );
  });
});
