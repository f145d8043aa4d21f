import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, BarChart3, CheckCircle2, PenLine } from 'lucide-react';
import { DIMENSIONS } from '@readiness/contracts/assessment';
import { formatDate, formatDateTime } from '@readiness/contracts/format';
import type { TRoundDetail, TRoundParticipant } from '@readiness/contracts/org-rounds';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { organisationPagePath, roundPagePath, roundTitle, useCloseRound, useRound } from '../api.ts';
import { AnonymityNote } from '../components/anonymity-note.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { QueryErrorAlert } from '../../../components/query-error.tsx';

/** /organisations/:organisationId/rounds/:roundId: the round, who has finished which part, and closing it. */
export default function RoundPage() {
  const { organisationId = '', roundId = '' } = useParams();
  const query = useRound(organisationId, roundId);
  useDocumentTitle(query.data ? roundTitle(query.data) : 'Round');
  if (query.isPending) return <PageSpinner label="Loading the round" />;
  if (query.isError)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Round</h1>
        <QueryErrorAlert title="The round could not be loaded" query={query} />
      </div>
    );
  return <RoundView round={query.data} />;
}

function RoundView({ round }: { round: TRoundDetail }) {
  const close = useCloseRound(round.organisationId, round.id);
  const isOpen = round.status === 'open';
  const labelOf = new Map(round.dimensions.map((item) => [item.dimension, item.label]));
  const nameOf = new Map(round.participants.map((person) => [person.userId, person.name]));
  const myPart = round.myPart;
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <Link
        to={organisationPagePath(round.organisationId)}
        className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {round.organisationName}
      </Link>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{roundTitle(round)}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={isOpen ? 'default' : 'secondary'}>{isOpen ? 'Open' : 'Closed'}</Badge>
          <Badge variant="outline">{round.anonymity === 'anonymous' ? 'Anonymous' : 'Named'}</Badge>
          <span>
            {isOpen
              ? `Closes ${formatDateTime(round.deadline)}`
              : `Closed ${formatDate(round.closedAt ?? round.deadline)}${round.closeReason === 'deadline' ? ' at its deadline' : ' early'}`}
          </span>
          {round.startedBy.name ? <span>· started by {round.startedBy.name}</span> : null}
        </p>
        <AnonymityNote anonymity={round.anonymity} />
      </div>

      {myPart ? (
        <Card>
          <CardHeader>
            <CardTitle>Your part</CardTitle>
            <CardDescription>
              {myPart.dimensions.length === DIMENSIONS.length ||
              myPart.dimensions.length === round.dimensions.length
                ? 'Every dimension.'
                : myPart.dimensions.map((dimension) => labelOf.get(dimension) ?? dimension).join(', ')}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Progress
              value={myPart.total === 0 ? 0 : (myPart.answered / myPart.total) * 100}
              aria-label="Your answers"
            />
            <p className="text-sm text-muted-foreground">
              {myPart.answered} of {myPart.total} questions answered
              {myPart.submittedAt ? ` · finished ${formatDateTime(myPart.submittedAt)}` : ''}
            </p>
            {isOpen ? (
              <div>
                <Button asChild>
                  <Link to={`${roundPagePath(round.organisationId, round.id)}/answer`}>
                    <PenLine aria-hidden="true" />
                    {myPart.submittedAt
                      ? 'Review your answers'
                      : myPart.answered > 0
                        ? 'Continue answering'
                        : 'Answer your part'}
                  </Link>
                </Button>
              </div>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {!isOpen ? (
        <Alert variant="success">
          <CheckCircle2 aria-hidden="true" />
          <div className="grid gap-2">
            <AlertTitle>The round is closed</AlertTitle>
            <AlertDescription>
              <Button asChild>
                <Link to={`${roundPagePath(round.organisationId, round.id)}/results`}>
                  <BarChart3 aria-hidden="true" /> See the results
                </Link>
              </Button>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Progress</CardTitle>
          <CardDescription>
            {round.submittedCount} of {round.participantCount} participants finished. Who has finished which
            part is shown; what they answered is not.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {round.participants.map((person, index) => (
              <ParticipantRow
                key={person.userId ?? `former-${index}`}
                person={person}
                allDimensions={person.dimensions.length === round.dimensions.length}
                labelOf={labelOf}
              />
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Who answers what</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {round.dimensions.map((item) => (
              <div key={item.dimension} className="grid gap-0.5">
                <dt className="font-medium">{item.label}</dt>
                <dd className="text-muted-foreground">
                  {item.assignedTo === null
                    ? 'Every participant'
                    : item.assignedTo.map((userId) => nameOf.get(userId) ?? 'A former member').join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      {isOpen && round.canManage ? (
        <Card>
          <CardHeader>
            <CardTitle>Close the round early</CardTitle>
            <CardDescription>
              The answers given so far are aggregated and nobody can answer any more. Otherwise the round
              closes at its deadline.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ConfirmDialog
              trigger="Close the round now"
              title="Close the round now?"
              description={`${round.submittedCount} of ${round.participantCount} participants have finished. Nobody can answer after this, and it cannot be reopened.`}
              confirmLabel="Close the round"
              pendingLabel="Closing..."
              onConfirm={() =>
                close
                  .mutateAsync()
                  .then(() => toast.success('Round closed', { description: 'The results are ready.' }))
              }
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function ParticipantRow({
  person,
  allDimensions,
  labelOf,
}: {
  person: TRoundParticipant;
  allDimensions: boolean;
  labelOf: Map<string, string>;
}) {
  const status = person.submittedAt ? 'Finished' : person.answered > 0 ? 'In progress' : 'Not started';
  const name = person.name ?? 'A former member';
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[1fr_12rem] sm:items-center">
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{name}</span>
          <Badge variant={person.submittedAt ? 'default' : 'outline'}>{status}</Badge>
        </span>
        <span className="text-xs text-muted-foreground">
          {allDimensions
            ? 'Every dimension'
            : person.dimensions.map((dimension) => labelOf.get(dimension) ?? dimension).join(', ')}
        </span>
      </div>
      <div className="grid gap-1">
        <Progress
          value={person.total === 0 ? 0 : (person.answered / person.total) * 100}
          aria-label={`${name}: answers`}
        />
        <span className="text-xs text-muted-foreground">
          {person.answered} of {person.total} answered
        </span>
      </div>
    </li>
  );
}
