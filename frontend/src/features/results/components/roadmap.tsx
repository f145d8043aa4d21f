import { useId } from 'react';
import { toast } from 'sonner';
import { ACTION_EFFORT_LABELS, DIMENSION_LABELS, type TRoadmap } from '@readiness/contracts/assessment';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/utils.ts';
import { useUpdateRoadmapAction } from '../api.ts';
import { LockedSection } from './locked-section.tsx';

const PHASE_INTROS: Record<TRoadmap['phases'][number]['name'], string> = {
  '0-3 months':
    'Foundations first (strategy, data, governance, skills) and quick wins that take weeks, not months.',
  '3-9 months':
    'Work of one to two quarters, the next step of what the first phase started, and use cases scaled once their foundations are in place.',
  '9-18 months': 'Large or complex changes, and the steps that build on the first two phases.',
};

/** The roadmap by phase; ticking an action saves it, and the implementation progress is the share ticked. */
export function Roadmap({ assessmentId, roadmap }: { assessmentId: string; roadmap: TRoadmap | undefined }) {
  const id = useId();
  const update = useUpdateRoadmapAction(assessmentId);

  const onToggle = (actionId: string, done: boolean) =>
    update.mutate(
      { actionId, done },
      {
        onError: (error) => toast.error('The action could not be updated', { description: error.message }),
      },
    );

  return (
    <Card id="roadmap">
      <CardHeader>
        <CardTitle>Implementation roadmap</CardTitle>
        <CardDescription>
          The next steps in three phases, by effort, complexity and what each builds on. Tick them off as you
          complete them: done work stays here and is not recommended again.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {roadmap ? (
          <>
            <div className="grid gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span id={`${id}-progress`} className="font-medium">
                  Implementation progress
                </span>
                <span className="tabular-nums text-muted-foreground" aria-live="polite">
                  {roadmap.progress.done} of {roadmap.progress.total} actions done ({roadmap.progress.percent}
                  %)
                </span>
              </div>
              <Progress value={roadmap.progress.percent} aria-labelledby={`${id}-progress`} />
            </div>
            {roadmap.progress.total === 0 ? (
              <p className="text-sm text-muted-foreground">No actions: every practice is at the top level.</p>
            ) : (
              <div className="grid gap-6 lg:grid-cols-3">
                {roadmap.phases.map((phase, phaseIndex) => (
                  <section
                    key={phase.name}
                    aria-labelledby={`${id}-phase-${phaseIndex}`}
                    className="grid content-start gap-3"
                  >
                    <div>
                      <h3 id={`${id}-phase-${phaseIndex}`} className="font-semibold">
                        {phase.name}
                      </h3>
                      <p className="text-sm text-muted-foreground">{PHASE_INTROS[phase.name]}</p>
                    </div>
                    {phase.actions.length === 0 ? (
                      <p className="text-sm text-muted-foreground">Nothing in this phase.</p>
                    ) : (
                      <ul className="grid gap-2">
                        {phase.actions.map((action) => {
                          const checkboxId = `${id}-${action.id}`;
                          return (
                            <li
                              key={action.id}
                              className={cn(
                                'flex gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                                action.done && 'bg-muted/60',
                              )}
                            >
                              <Checkbox
                                id={checkboxId}
                                checked={action.done}
                                onCheckedChange={(checked) => onToggle(action.id, checked === true)}
                                className="mt-0.5"
                                aria-describedby={`${checkboxId}-dimension`}
                              />
                              <span className="grid gap-0.5 text-sm">
                                <label
                                  htmlFor={checkboxId}
                                  className={cn(
                                    'cursor-pointer',
                                    action.done && 'text-muted-foreground line-through',
                                  )}
                                >
                                  {action.title}
                                </label>
                                <span
                                  id={`${checkboxId}-dimension`}
                                  className="text-xs text-muted-foreground"
                                >
                                  {DIMENSION_LABELS[action.dimension]} · {action.owner} ·{' '}
                                  {ACTION_EFFORT_LABELS[action.effort]}
                                </span>
                                <span className="text-xs text-muted-foreground">
                                  <span className="font-medium text-foreground">Why here:</span>{' '}
                                  {action.reason}
                                </span>
                              </span>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </section>
                ))}
              </div>
            )}
          </>
        ) : (
          <LockedSection title="The implementation roadmap">
            Every recommended action placed in a phase (0-3, 3-9 and 9-18 months), to tick off as you go, with
            your implementation progress on the dashboard.
          </LockedSection>
        )}
      </CardContent>
    </Card>
  );
}
