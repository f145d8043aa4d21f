import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ClipboardCheck, PenLine } from 'lucide-react';
import { DIMENSION_LABELS } from '@readiness/contracts/assessment';
import { formatDate } from '@readiness/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useShowsRestartingItself } from '../../../components/service-restarting.tsx';
import { isServiceRestarting } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/utils.ts';
import { roundPagePath, useAssignedActions, useMyRounds, useTickAssignedAction } from '../api.ts';
import { QueryErrorLine } from '../../../components/query-error.tsx';

/**
 * The dashboard's "My assigned actions": the organisation roadmap actions given to the user, across their
 * organisations; ticking one done moves its organisation's progress. Shown once the user has one (or when the list
 * cannot be read, which is said).
 */
export function AssignedActionsCard() {
  const id = useId();
  const actions = useAssignedActions();
  const tick = useTickAssignedAction();
  // While the assessment service restarts the dashboard says so once, for all its parts: the card hides, and the
  // page-level note stays away rather than show first in other words.
  useShowsRestartingItself(isServiceRestarting(actions.error));
  if (actions.isPending || isServiceRestarting(actions.error)) return null;
  if (actions.isSuccess && actions.data.actions.length === 0) return null;
  return (
    <Card data-tips-avoid="">
      <CardHeader>
        <CardTitle>My assigned actions</CardTitle>
        <CardDescription>Your part of your organisations’ roadmaps.</CardDescription>
      </CardHeader>
      <CardContent>
        {actions.isError ? (
          <QueryErrorLine what="Your assigned actions" query={actions} />
        ) : (
          <ul className="grid gap-2">
            {actions.data.actions.map((action) => {
              const checkboxId = `${id}-${action.roundId}-${action.actionId}`;
              return (
                <li
                  key={`${action.roundId}-${action.actionId}`}
                  className={cn(
                    'flex gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    action.done && 'bg-muted/60',
                  )}
                >
                  <Checkbox
                    id={checkboxId}
                    checked={action.done}
                    className="mt-0.5"
                    aria-describedby={`${checkboxId}-detail`}
                    onCheckedChange={(checked) =>
                      tick.mutate(
                        { ...action, done: checked === true },
                        {
                          onSuccess: (update) =>
                            toast.success(update.done ? 'Action done' : 'Action reopened', {
                              description: `${action.organisationName}: ${update.progress.done} of ${update.progress.total} actions done`,
                            }),
                          onError: (error) =>
                            toast.error('The action could not be updated', { description: error.message }),
                        },
                      )
                    }
                  />
                  <span className="grid min-w-0 gap-0.5 text-sm">
                    <label
                      htmlFor={checkboxId}
                      className={cn('cursor-pointer', action.done && 'text-muted-foreground line-through')}
                    >
                      {action.title}
                    </label>
                    <span id={`${checkboxId}-detail`} className="text-xs text-muted-foreground">
                      <Link
                        className="text-primary underline-offset-4 hover:underline"
                        to={`${roundPagePath(action.organisationId, action.roundId)}/results#roadmap`}
                      >
                        {action.organisationName}
                      </Link>{' '}
                      · {DIMENSION_LABELS[action.dimension]} · {action.phase}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The dashboard's open rounds the user is asked to answer, deadline first; nothing when there are none. */
export function RoundsToAnswerCard() {
  const rounds = useMyRounds();
  useShowsRestartingItself(isServiceRestarting(rounds.error));
  if (rounds.isPending || isServiceRestarting(rounds.error)) return null;
  if (rounds.isSuccess && rounds.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Rounds to answer</CardTitle>
        <CardDescription>Your organisations’ assessments waiting for your part.</CardDescription>
      </CardHeader>
      <CardContent>
        {rounds.isError ? (
          <QueryErrorLine what="Your rounds" query={rounds} />
        ) : (
          <ul className="grid gap-3">
            {rounds.data.map((round) => (
              <li key={round.id} className="grid gap-2 text-sm">
                <span className="flex items-start gap-2">
                  <ClipboardCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="grid gap-0.5">
                    <span className="font-medium break-words">{round.organisationName}</span>
                    <span className="text-xs text-muted-foreground">
                      {round.anonymity === 'anonymous' ? 'Anonymous' : 'Named'} · closes{' '}
                      {formatDate(round.deadline)} · {round.myPart.answered} of {round.myPart.total} answered
                      {round.myPart.submittedAt ? ' · finished' : ''}
                    </span>
                  </span>
                </span>
                {round.myPart.submittedAt ? null : (
                  <Button asChild size="sm" className="w-fit">
                    <Link to={`${roundPagePath(round.organisationId, round.id)}/answer`}>
                      <PenLine aria-hidden="true" />
                      {round.myPart.answered > 0 ? 'Continue answering' : 'Answer your part'}
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
