import {
  DIMENSION_LABELS,
  MAX_ANSWER,
  RESPONSE_LEVEL_LABELS,
  ROADMAP_PHASES,
  type TActionEffort,
  type TDimension,
  type TLevel,
  type TQuestion,
  type TRecommendation,
  type TRecommendationAction,
  type TRoadmap,
  type TRoadmapAction,
  type TRoadmapPhaseName,
} from '@readiness/contracts/assessment';
import { measureImplementationProgress } from './measure-implementation-progress.ts';
import { actionFromId, actionId, describeAction } from './prioritise-recommendations.ts';

/**
 * Where a dimension sits in the order of work. Foundations (strategy, data, governance, skills and the
 * regulatory baseline) come first because everything else builds on them; use cases (operations, customer
 * experience) are scaled on top of them; the rest enable delivery and can run alongside.
 */
export const DIMENSION_LAYERS: Record<TDimension, 'foundation' | 'enabler' | 'use-case'> = {
  'ai-strategy': 'foundation',
  'data-management': 'foundation',
  'governance-ethics': 'foundation',
  'talent-skills': 'foundation',
  'regulatory-compliance': 'foundation',
  'technology-infrastructure': 'enabler',
  'risk-management': 'enabler',
  'change-management': 'enabler',
  'innovation-culture': 'enabler',
  partnerships: 'enabler',
  'performance-measurement': 'enabler',
  'resource-allocation': 'enabler',
  'future-planning': 'enabler',
  'customer-experience': 'use-case',
  operations: 'use-case',
};
/** How many further steps of a recommended practice the 18-month roadmap plans (each one phase later at least). */
export const FOLLOW_ON_STEPS = 2;
const LAYER_ORDER = { foundation: 0, enabler: 1, 'use-case': 2 } as const;
const EFFORT_INDEX: Record<TActionEffort, number> = { small: 0, medium: 1, large: 2 };
const EFFORT_TEXT: Record<TActionEffort, string> = {
  small: 'small effort (weeks)',
  medium: 'medium effort (one to two quarters)',
  large: 'large effort (two quarters or more)',
};

export type TPhaseInput = Pick<
  TRecommendationAction,
  'effort' | 'technicalComplexity' | 'dimension' | 'toLevel' | 'kind'
>;

/**
 * The phase an action fits by its size alone: its effort (small → 0-3 months, medium → 3-9, large → 9-18),
 * one phase later when its technical complexity is high (time for design and testing).
 */
export function sizePhase(action: Pick<TPhaseInput, 'effort' | 'technicalComplexity'>): number {
  return Math.min(2, EFFORT_INDEX[action.effort] + (action.technicalComplexity === 'high' ? 1 : 0));
}

/** "Small effort (weeks) at low technical complexity." */
function sizeText(effort: TActionEffort, complexity: TLevel): string {
  const size = `${EFFORT_TEXT[effort]} at ${complexity} technical complexity.`;
  return size[0]!.toUpperCase() + size.slice(1);
}

function sizeReason(effort: TActionEffort, complexity: TLevel, phase: number): string {
  const size = `${EFFORT_TEXT[effort]} at ${complexity} technical complexity`;
  const capitalised = size[0]!.toUpperCase() + size.slice(1);
  if (complexity === 'high' && phase > EFFORT_INDEX[effort]) {
    return `${capitalised}: high complexity needs time for design and testing, so it is planned for ${ROADMAP_PHASES[phase]}.`;
  }
  if (phase === 0) return `Quick win: ${size} fits the first three months.`;
  return `${capitalised}: fits ${ROADMAP_PHASES[phase]}.`;
}

/** True for an action that scales a use case beyond a first pilot, and so depends on the foundations. */
function scalesUseCase(action: TPhaseInput): boolean {
  return (
    DIMENSION_LAYERS[action.dimension] === 'use-case' && action.kind === 'improve' && action.toLevel >= 3
  );
}

/**
 * The phase of every action and why it sits there, by effort, complexity and dependency:
 * - size first (see sizePhase);
 * - a use-case action that scales beyond a pilot waits one phase after the earliest open foundation action in
 *   the plan, because it needs that data, governance and skills work in place.
 * Done actions keep the phase their size gives them and hold nothing back.
 */
export function assignRoadmapPhases(
  actions: readonly (TPhaseInput & { id: string; done: boolean; after?: string })[],
): Map<string, { phase: TRoadmapPhaseName; reason: string }> {
  const openFoundations = actions.filter(
    (action) => !action.done && DIMENSION_LAYERS[action.dimension] === 'foundation',
  );
  const firstFoundationPhase = openFoundations.length
    ? Math.min(...openFoundations.map((action) => sizePhase(action)))
    : null;
  const foundationLabels = [
    ...new Set(
      openFoundations
        .filter((action) => sizePhase(action) === firstFoundationPhase)
        .map((action) => DIMENSION_LABELS[action.dimension]),
    ),
  ].join(', ');

  const placed = new Map<string, { phase: TRoadmapPhaseName; reason: string }>();
  for (const action of actions) {
    const bySize = sizePhase(action);
    const layer = DIMENSION_LAYERS[action.dimension];
    let phase = bySize;
    let reason = sizeReason(action.effort, action.technicalComplexity, bySize);
    if (layer === 'foundation') {
      reason = `Foundation: ${DIMENSION_LABELS[action.dimension]} is work the later use cases build on, so it is done as early as its size allows. ${reason}`;
    } else if (action.kind !== 'improve') {
      reason = `Keeps a dimension at the top level. ${reason}`;
    } else if (scalesUseCase(action) && !action.done && firstFoundationPhase !== null) {
      const afterFoundations = Math.min(2, firstFoundationPhase + 1);
      if (afterFoundations > phase) {
        phase = afterFoundations;
        reason = `Scales a use case, so it follows the foundations planned for ${ROADMAP_PHASES[firstFoundationPhase]} (${foundationLabels}). ${sizeText(action.effort, action.technicalComplexity)}`;
      } else {
        reason = `Scales a use case once the foundations planned for ${ROADMAP_PHASES[firstFoundationPhase]} (${foundationLabels}) are in place. ${reason}`;
      }
    } else if (layer === 'use-case' && action.toLevel === 2) {
      reason = `A first pilot: it builds momentum and does not need the foundations in place. ${reason}`;
    }
    // Done work is done: it holds its place whatever it builds on, and what builds on it need not wait.
    const prerequisite = action.after
      ? actions.find((candidate) => candidate.id === action.after)
      : undefined;
    const before =
      prerequisite && !prerequisite.done && !action.done ? placed.get(prerequisite.id) : undefined;
    if (before) {
      const beforePhase = ROADMAP_PHASES.indexOf(before.phase);
      if (beforePhase >= phase) {
        phase = beforePhase + 1;
        reason = `Builds on the step before it for the same practice (to ${RESPONSE_LEVEL_LABELS[action.toLevel - 2]}, planned for ${before.phase}), so it comes after it. ${sizeText(action.effort, action.technicalComplexity)}`;
      }
    }
    if (phase > 2) continue;
    placed.set(action.id, { phase: ROADMAP_PHASES[phase]!, reason });
  }
  return placed;
}

/**
 * The roadmap of the recommendations' actions, the step after each of them (in a later phase, when it fits the
 * 18 months), plus the actions already ticked done (`doneActionIds`, resolved
 * against the assessment's questions), in three phases (always all three, possibly empty). Within a phase,
 * foundations come first, then enablers, then use cases, each in priority order. Ticks that name no action of
 * these questions are ignored.
 */
export function buildRoadmap(
  recommendations: readonly TRecommendation[],
  doneActionIds: Iterable<string>,
  questions: readonly TQuestion[],
): TRoadmap {
  const done = new Set(doneActionIds);
  const seen = new Set<string>();
  type TEntry = TRecommendationAction & { done: boolean; order: number; after?: string };
  const entries: TEntry[] = [];
  const add = (action: TRecommendationAction, isDone: boolean, after?: string) => {
    if (seen.has(action.id)) return;
    seen.add(action.id);
    entries.push({ ...action, done: isDone, order: entries.length, ...(after ? { after } : {}) });
  };
  const recommended = recommendations.flatMap((recommendation) => recommendation.actions);
  for (const action of recommended) if (action.kind !== 'improve') add(action, done.has(action.id));
  // Each recommended practice's steps from its answer up: those already done, the recommended one, and up to
  // FOLLOW_ON_STEPS more, each after the one it builds on. Anchored on the answer, so ticking a step done
  // leaves the plan the same.
  for (const action of recommended) {
    const question = questions.find((candidate) => candidate.id === action.questionId);
    if (action.kind !== 'improve' || !question) continue;
    let first = action.toLevel;
    while (first > 2 && done.has(actionId(question.id, first - 1))) first -= 1;
    const last = Math.min(MAX_ANSWER, Math.max(action.toLevel, first + FOLLOW_ON_STEPS));
    for (let level = first; level <= last; level += 1) {
      const step = level === action.toLevel ? action : describeAction(question, level);
      add(step, done.has(step.id), level > first ? actionId(question.id, level - 1) : undefined);
    }
  }
  for (const id of [...done].sort()) {
    const action = actionFromId(id, questions);
    if (action) add(action, true);
  }

  const placed = assignRoadmapPhases(entries);
  const planned = entries.filter((entry) => placed.has(entry.id));
  const phases = ROADMAP_PHASES.map((name) => ({
    name,
    actions: planned
      .filter((entry) => placed.get(entry.id)!.phase === name)
      .sort(
        (a, b) =>
          LAYER_ORDER[DIMENSION_LAYERS[a.dimension]] - LAYER_ORDER[DIMENSION_LAYERS[b.dimension]] ||
          a.order - b.order,
      )
      .map((entry): TRoadmapAction => ({
        id: entry.id,
        title: entry.title,
        dimension: entry.dimension,
        done: entry.done,
        owner: entry.owner,
        effort: entry.effort,
        reason: placed.get(entry.id)!.reason,
      })),
  }));
  return {
    phases,
    progress: measureImplementationProgress(
      planned.map((entry) => entry.id),
      planned.filter((entry) => entry.done).map((entry) => entry.id),
    ),
  };
}
