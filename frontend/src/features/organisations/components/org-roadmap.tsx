import { useId } from 'react';
import { toast } from 'sonner';
import { ACTION_EFFORT_LABELS, DIMENSION_LABELS } from '@readiness/contracts/assessment';
import type { TOrgRoadmapAction, TRoundResults } from '@readiness/contracts/org-rounds';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/utils.ts';
import { fullName, useUpdateOrgAction } from '../api.ts';

type Member = { userId: string; firstName: string; lastName: string; email: string };

/**
 * The organisation's roadmap from the aggregate: owners and admins assign each action to a member; the assignee,
 * an owner or an admin ticks it done, which moves the organisation's progress.
 */
export function OrgRoadmap({
  results,
  manages,
  members,
  myUserId,
}: {
  results: TRoundResults;
  manages: boolean;
  members: Member[];
  myUserId: string;
}) {
  const id = useId();
  const update = useUpdateOrgAction(results.organisationId, results.roundId);
  const { roadmap } = results;
  const onError = (error: Error) =>
    toast.error('The action could not be updated', { description: error.message });

  return (
    <Card id="roadmap">
      <CardHeader>
        <CardTitle>Organisation roadmap</CardTitle>
        <CardDescription>
          One plan for the whole team, in three phases. Give each action an owner: they see it on their
          dashboard and tick it off there or here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span id={`${id}-progress`} className="font-medium">
              Organisation progress
            </span>
            <span className="tabular-nums text-muted-foreground" aria-live="polite">
              {roadmap.progress.done} of {roadmap.progress.total} actions done ({roadmap.progress.percent}%)
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
                <h3 id={`${id}-phase-${phaseIndex}`} className="font-semibold">
                  {phase.name}
                </h3>
                {phase.actions.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Nothing in this phase.</p>
                ) : (
                  <ul className="grid gap-2">
                    {phase.actions.map((action) => (
                      <ActionItem
                        key={action.id}
                        id={`${id}-${action.id}`}
                        action={action}
                        mayTick={manages || action.assignee?.userId === myUserId}
                        manages={manages}
                        members={members}
                        onTick={(done) => update.mutate({ actionId: action.id, done }, { onError })}
                        onAssign={(assigneeId) =>
                          update.mutate(
                            { actionId: action.id, assigneeId },
                            {
                              onSuccess: (updated) =>
                                toast.success(updated.assignee ? 'Action assigned' : 'Action unassigned', {
                                  description: updated.assignee?.name
                                    ? `${action.title}: ${updated.assignee.name}`
                                    : action.title,
                                }),
                              onError,
                            },
                          )
                        }
                      />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ActionItem({
  id,
  action,
  mayTick,
  manages,
  members,
  onTick,
  onAssign,
}: {
  id: string;
  action: TOrgRoadmapAction;
  mayTick: boolean;
  manages: boolean;
  members: Member[];
  onTick: (done: boolean) => void;
  onAssign: (assigneeId: string | null) => void;
}) {
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        action.done && 'bg-muted/60',
      )}
    >
      <div className="flex gap-3">
        <Checkbox
          id={id}
          checked={action.done}
          disabled={!mayTick}
          onCheckedChange={(checked) => onTick(checked === true)}
          className="mt-0.5"
          aria-describedby={`${id}-detail`}
        />
        <span className="grid gap-0.5 text-sm">
          <label
            htmlFor={id}
            className={cn(mayTick && 'cursor-pointer', action.done && 'text-muted-foreground line-through')}
          >
            {action.title}
          </label>
          <span id={`${id}-detail`} className="text-xs text-muted-foreground">
            {DIMENSION_LABELS[action.dimension]} · {ACTION_EFFORT_LABELS[action.effort]}
          </span>
        </span>
      </div>
      {manages ? (
        <label className="grid gap-1 text-xs text-muted-foreground">
          <span>Assigned to</span>
          <NativeSelect
            className="h-9"
            value={action.assignee?.userId ?? ''}
            onChange={(event) => onAssign(event.target.value || null)}
          >
            <option value="">Nobody yet</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {fullName(member) || member.email}
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : (
        <p className="text-xs text-muted-foreground">
          {action.assignee ? `Assigned to ${action.assignee.name ?? 'a former member'}` : 'Not assigned yet'}
        </p>
      )}
    </li>
  );
}
