import type { TImplementationProgress } from '@readiness/contracts/assessment';

/** Implementation progress: the share of the roadmap's actions ticked as done. Ticks of unknown actions are ignored. */
export function measureImplementationProgress(
  actionIds: readonly string[],
  doneActionIds: Iterable<string>,
): TImplementationProgress {
  const actions = new Set(actionIds);
  const done = new Set([...doneActionIds].filter((id) => actions.has(id))).size;
  const total = actions.size;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
