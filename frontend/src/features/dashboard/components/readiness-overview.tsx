import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import type { TUserStats } from '@readiness/contracts/assessment';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DIMENSIONS } from '../../../lib/product.ts';
import { formatScore } from '../../../lib/format.ts';

/** One bar per dimension, from the latest completed assessment; an honest empty state before the first. */
export function ReadinessOverview({
  stats,
  isLoading,
}: {
  stats: TUserStats | undefined;
  isLoading: boolean;
}) {
  const scores = stats?.dimensionScores ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Readiness Overview</CardTitle>
        <CardDescription>
          {scores.length > 0
            ? 'Your score in each dimension, from your latest completed assessment.'
            : `Your score in each of the ${DIMENSIONS.length} dimensions.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading your scores" />
        ) : scores.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-5">
            <BarChart3 className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No scores yet</p>
            <p className="text-sm text-muted-foreground">
              After your first completed assessment you will see a bar for each dimension here, from{' '}
              {DIMENSIONS[0]} to {DIMENSIONS[DIMENSIONS.length - 1]}.
            </p>
          </div>
        ) : (
          <>
            <ul className="grid gap-3" aria-label="Score by dimension">
              {scores.map((entry) => {
                const id = `overview-${entry.dimension}`;
                return (
                  <li key={entry.dimension} className="grid gap-1">
                    <div className="flex justify-between gap-2 text-sm">
                      <span id={id}>{entry.label}</span>
                      <span className="font-medium tabular-nums">{formatScore(entry.score)}</span>
                    </div>
                    <Progress value={entry.score} aria-labelledby={id} />
                  </li>
                );
              })}
            </ul>
            {stats?.latestAssessmentId ? (
              <Link
                className="mt-4 inline-block text-sm text-primary underline-offset-4 hover:underline"
                to={`/results/${encodeURIComponent(stats.latestAssessmentId)}`}
              >
                See the full report
              </Link>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
