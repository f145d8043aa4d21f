import { Link } from 'react-router';
import { ClipboardList, Plus } from 'lucide-react';
import { formatDate, formatScoreOutOf100 } from '@readiness/contracts/format';
import type { TRoundSummary } from '@readiness/contracts/org-rounds';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { roundPagePath, roundTitle, useRounds } from '../api.ts';
import { QueryErrorLine } from '../../../components/query-error.tsx';

/** The organisation's rounds, newest first, with the way to start one (owners and admins). */
export function RoundsCard({ organisationId, mayStart }: { organisationId: string; mayStart: boolean }) {
  const rounds = useRounds(organisationId);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Assessment rounds</CardTitle>
          <CardDescription>
            Your leadership team answers together; results show once a round closes.
          </CardDescription>
        </div>
        {mayStart ? (
          <Button asChild>
            <Link to={`/organisations/${encodeURIComponent(organisationId)}/rounds/new`}>
              <Plus aria-hidden="true" /> Start a round
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {rounds.isPending ? (
          <Spinner label="Loading the rounds" />
        ) : rounds.isError ? (
          <QueryErrorLine what="The rounds" query={rounds} />
        ) : rounds.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No rounds yet.{mayStart ? ' Start one to ask your team.' : ' An owner or admin starts them.'}
          </p>
        ) : (
          <ul className="divide-y">
            {rounds.data.map((round) => (
              <RoundRow key={round.id} round={round} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RoundRow({ round }: { round: TRoundSummary }) {
  const isOpen = round.status === 'open';
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <ClipboardList className="size-4 text-primary" aria-hidden="true" />
          <Link
            to={roundPagePath(round.organisationId, round.id)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {roundTitle(round)}
          </Link>
          <Badge variant={isOpen ? 'default' : 'secondary'}>{isOpen ? 'Open' : 'Closed'}</Badge>
          <Badge variant="outline">{round.anonymity === 'anonymous' ? 'Anonymous' : 'Named'}</Badge>
        </span>
        <span className="text-xs text-muted-foreground">
          {isOpen
            ? `Deadline ${formatDate(round.deadline)} · ${round.submittedCount} of ${round.participantCount} finished`
            : `Closed ${formatDate(round.closedAt ?? round.deadline)} · ${round.submittedCount} of ${round.participantCount} finished`}
          {round.overallScore !== null ? ` · score ${formatScoreOutOf100(round.overallScore)}` : ''}
        </span>
      </div>
      {isOpen ? null : (
        <Button asChild variant="outline" size="sm">
          <Link to={`${roundPagePath(round.organisationId, round.id)}/results`}>See results</Link>
        </Button>
      )}
    </li>
  );
}
