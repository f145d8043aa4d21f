import {
  ROADMAP_PHASES,
  type TRecommendation,
  type TRecommendationAction,
  type TRoadmap,
  type TRoadmapPhaseName,
} from '@readiness/contracts/assessment';
import { measureImplementationProgress } from './measure-implementation-progress.ts';
import { LEVEL_POINTS } from './numbers.ts';

/**
 * The phase an action belongs to, from its effort: technical complexity (low 1, medium 2, high 3) plus the
 * height of the step (+1 to reach Managed, +2 to reach Optimised). Effort ≤ 2 → 0-3 months, 3 → 3-9 months,
 * ≥ 4 → 9-18 months.
 */
export function assignRoadmapPhase(
  action: Pick<TRecommendationAction, 'toLevel' | 'technicalComplexity'>,
): TRoadmapPhaseName {
  const step = action.toLevel >= 5 ? 2 : action.toLevel === 4 ? 1 : 0;
  const effort = LEVEL_POINTS[action.technicalComplexity] + step;
  if (effort <= 2) return ROADMAP_PHASES[0];
  if (effort === 3) return ROADMAP_PHASES[1];
  return ROADMAP_PHASES[2];
}

/**
 * The roadmap of the recommendations' actions in three phases (always all three, possibly empty), in priority
 * order within each phase, with the actions ticked in `doneActionIds` marked done.
 */
export function buildRoadmap(
  recommendations: readonly TRecommendation[],
  doneActionIds: Iterable<string>,
): TRoadmap {
  const done = new Set(doneActionIds);
  const seen = new Set<string>();
  const phases = ROADMAP_PHASES.map((name) => ({
    name,
    actions: [] as TRoadmap['phases'][number]['actions'],
  }));
  for (const recommendation of recommendations) {
    for (const action of recommendation.actions) {
      if (seen.has(action.id)) continue;
      seen.add(action.id);
      const phase = phases.find((candidate) => candidate.name === assignRoadmapPhase(action))!;
      phase.actions.push({
        id: action.id,
        title: action.title,
        dimension: action.dimension,
        done: done.has(action.id),
      });
    }
  }
  return { phases, progress: measureImplementationProgress([...seen], done) };
}
