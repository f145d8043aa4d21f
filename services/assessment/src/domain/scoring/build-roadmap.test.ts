import { ROADMAP_PHASES, ZRoadmap, type TAnswer } from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIMENSION_LAYERS, assignRoadmapPhases, buildRoadmap, sizePhase } from './build-roadmap.ts';
import { actionId, prioritiseRecommendations } from './prioritise-recommendations.ts';
import { scoreAssessment } from './score-assessment.ts';
import { FULL_QUESTIONS, answerAll, arbitraryAnswers, arbitraryQuestionSet } from './test-fixtures.ts';

function recommendationsFor(questions: typeof FULL_QUESTIONS, answers: TAnswer[], done: string[] = []) {
  return prioritiseRecommendations({
    questions,
    answers,
    dimensions: scoreAssessment(questions, answers).dimensions,
    doneActionIds: done,
  });
}

const phaseOf = (roadmap: ReturnType<typeof buildRoadmap>, id: string) =>
  roadmap.phases.find((phase) => phase.actions.some((action) => action.id === id))?.name;

describe('sizePhase', () => {
  it.each([
    ['small', 'low', 0],
    ['small', 'medium', 0],
    ['small', 'high', 1],
    ['medium', 'low', 1],
    ['medium', 'high', 2],
    ['large', 'low', 2],
    ['large', 'high', 2],
  ] as const)('puts %s effort at %s complexity in phase %s', (effort, technicalComplexity, phase) => {
    expect(sizePhase({ effort, technicalComplexity })).toBe(phase);
  });
});

describe('assignRoadmapPhases', () => {
  const action = (
    id: string,
    dimension: keyof typeof DIMENSION_LAYERS,
    effort: 'small' | 'medium' | 'large',
    toLevel = 3,
    done = false,
  ) => ({
    id,
    dimension,
    effort,
    technicalComplexity: 'low' as const,
    toLevel,
    kind: 'improve' as const,
    done,
  });

  it('puts a use case that scales after the foundations it needs, and says so', () => {
    const placed = assignRoadmapPhases([
      action('data', 'data-management', 'small'),
      action('scale', 'operations', 'small'),
      action('pilot', 'operations', 'small', 2),
    ]);
    expect(placed.get('data')).toMatchObject({ phase: '0-3 months' });
    expect(placed.get('data')!.reason).toMatch(/^Foundation: Data Management/);
    expect(placed.get('scale')).toMatchObject({ phase: '3-9 months' });
    expect(placed.get('scale')!.reason).toContain(
      'Scales a use case, so it follows the foundations planned for 0-3 months (Data Management)',
    );
    // A first pilot does not wait.
    expect(placed.get('pilot')).toMatchObject({ phase: '0-3 months' });
    expect(placed.get('pilot')!.reason).toContain('A first pilot');
  });

  it('lets a use case go by its size when its foundations are done', () => {
    const placed = assignRoadmapPhases([
      action('data', 'data-management', 'small', 3, true),
      action('scale', 'operations', 'small'),
    ]);
    expect(placed.get('scale')).toMatchObject({ phase: '0-3 months' });
    expect(placed.get('scale')!.reason).toMatch(/^Quick win/);
  });

  it('puts a step after the one it builds on, and leaves out one that would fall past 18 months', () => {
    const placed = assignRoadmapPhases([
      action('first', 'talent-skills', 'small', 2),
      { ...action('second', 'talent-skills', 'small', 3), after: 'first' },
      action('big', 'partnerships', 'large', 3),
      { ...action('after-big', 'partnerships', 'small', 4), after: 'big' },
    ]);
    expect(placed.get('first')!.phase).toBe('0-3 months');
    expect(placed.get('second')!.phase).toBe('3-9 months');
    expect(placed.get('second')!.reason).toContain('Builds on the step before it for the same practice');
    expect(placed.get('big')!.phase).toBe('9-18 months');
    expect(placed.has('after-big')).toBe(false);
  });
});

describe('buildRoadmap', () => {
  // The case: a young organisation, everything at Initial or Developing.
  const answers = answerAll(FULL_QUESTIONS, (id) => (id.endsWith('1') || id.endsWith('3') ? 1 : 2));
  const recommendations = recommendationsFor(FULL_QUESTIONS, answers);
  const roadmap = buildRoadmap(recommendations, [], FULL_QUESTIONS);
  const all = roadmap.phases.flatMap((phase) => phase.actions);

  it('holds every recommended action and spreads the plan over all three phases', () => {
    expect(roadmap.phases.map((phase) => phase.name)).toEqual([...ROADMAP_PHASES]);
    const ids = all.map((action) => action.id);
    for (const action of recommendations.flatMap((r) => r.actions)) expect(ids).toContain(action.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const phase of roadmap.phases) {
      expect(phase.actions.length, phase.name).toBeGreaterThan(0);
      expect(phase.actions.length, phase.name).toBeLessThanOrEqual(Math.ceil(all.length * 0.6));
    }
    expect(ZRoadmap.parse(roadmap)).toEqual(roadmap);
  });

  it('says why each action sits in its phase, with its owner and effort', () => {
    for (const action of all) {
      expect(action.reason.length).toBeGreaterThan(20);
      expect(action.owner).not.toBe('');
    }
  });

  it('puts foundations before enablers before use cases within each phase', () => {
    const order = { foundation: 0, enabler: 1, 'use-case': 2 } as const;
    for (const phase of roadmap.phases) {
      const layers = phase.actions.map((action) => order[DIMENSION_LAYERS[action.dimension]]);
      expect(layers).toEqual([...layers].sort((a, b) => a - b));
    }
  });

  it('plans each recommended step’s next step in a later phase', () => {
    for (const action of recommendations.flatMap((r) => r.actions)) {
      const next = actionId(action.questionId, action.toLevel + 1);
      const nextPhase = phaseOf(roadmap, next);
      if (nextPhase === undefined) continue;
      expect(ROADMAP_PHASES.indexOf(nextPhase)).toBeGreaterThan(
        ROADMAP_PHASES.indexOf(phaseOf(roadmap, action.id)!),
      );
    }
  });

  it('shows what is done: ticked actions stay in the plan, marked done and counted, unknown ticks ignored', () => {
    const ticked = [all[0]!.id, all[all.length - 1]!.id];
    const after = buildRoadmap(
      recommendationsFor(FULL_QUESTIONS, answers, ticked),
      [...ticked, 'not-an-action'],
      FULL_QUESTIONS,
    );
    const actions = after.phases.flatMap((phase) => phase.actions);
    expect(
      actions
        .filter((a) => a.done)
        .map((a) => a.id)
        .sort(),
    ).toEqual([...ticked].sort());
    expect(after.progress.done).toBe(2);
    expect(after.progress.total).toBe(actions.length);
    // The plan stays the same: ticking work done does not reshuffle it.
    expect(actions.map((a) => a.id).sort()).toEqual(all.map((a) => a.id).sort());
  });

  it('keeps ticks across a re-computation from the same answers', () => {
    fc.assert(
      fc.property(
        arbitraryQuestionSet.chain((questions) =>
          arbitraryAnswers(questions).map((a) => ({ questions, answers: a })),
        ),
        fc.nat(),
        ({ questions, answers: given }, seed) => {
          const first = buildRoadmap(recommendationsFor(questions, given), [], questions);
          const ids = first.phases.flatMap((phase) => phase.actions.map((action) => action.id));
          const ticked = ids.filter((_, index) => (index + seed) % 2 === 0);
          const again = buildRoadmap(
            recommendationsFor(questions, [...given].reverse(), ticked),
            ticked,
            questions,
          );
          expect(again.progress.done).toBe(ticked.length);
          const openAgain = again.phases.flatMap((p) => p.actions).filter((a) => !a.done);
          for (const action of openAgain) expect(ticked).not.toContain(action.id);
          expect(ZRoadmap.safeParse(again).success).toBe(true);
        },
      ),
    );
  });
});
