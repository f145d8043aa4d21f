import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import type { TAssessmentListItem } from '@readiness/contracts/assessment';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useShowsRestartingItself } from '../../../components/service-restarting.tsx';
import { isServiceRestarting } from '../../../lib/api-client.ts';
import { isCompleted, STATUS_LABELS } from '../../assessment/api.ts';
import { formatDate, formatScoreOutOf100 } from '../../../lib/format.ts';

/** The three most recent assessments: a finished one links to its report, one in progress to where it stopped. */
export function RecentAssessments({
  assessments,
  isLoading,
  error,
}: {
  assessments: TAssessmentListItem[] | undefined;
  isLoading: boolean;
  error: Error | null;
}) {
  const latest = assessments ?? [];
  useShowsRestartingItself(isServiceRestarting(error));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Assessments</CardTitle>
        <CardDescription>Your three most recent assessments.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading assessments" />
        ) : isServiceRestarting(error) ? (
          <p className="text-sm text-muted-foreground">Your assessments will be back in a moment.</p>
        ) : error ? (
          <p className="text-sm text-destructive">Your assessments could not be loaded: {error.message}</p>
        ) : latest.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-5">
            <p className="font-medium">No assessments yet</p>
            <p className="text-sm text-muted-foreground">
              Take your first assessment to see your scores, benchmarks and recommendations here.
            </p>
            <Button asChild size="sm">
              <Link to="/assessment">Start your first assessment</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y">
            {latest.map((assessment) => {
              const done = isCompleted(assessment);
              return (
                <li key={assessment.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <ClipboardList className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="font-medium break-words">{assessment.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {done && assessment.completedAt
                          ? `Completed ${formatDate(assessment.completedAt)}`
                          : `Started ${formatDate(assessment.createdAt)}`}
                        {done && assessment.overallScore !== null
                          ? ` · Score ${formatScoreOutOf100(assessment.overallScore)}`
                          : ''}
                      </p>
                    </div>
                  </div>
                  <div className="flex items-center gap-3">
                    <Badge variant={done ? 'default' : 'secondary'}>{STATUS_LABELS[assessment.status]}</Badge>
                    {done ? (
                      <Button asChild size="sm" variant="outline">
                        <Link
                          to={`/results/${encodeURIComponent(assessment.id)}`}
                          aria-label={`Full Report: ${assessment.title}`}
                        >
                          Full Report
                        </Link>
                      </Button>
                    ) : (
                      <Button asChild size="sm" variant="outline">
                        <Link
                          to={`/assessment?id=${encodeURIComponent(assessment.id)}`}
                          aria-label={`Continue: ${assessment.title}`}
                        >
                          Continue
                        </Link>
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
