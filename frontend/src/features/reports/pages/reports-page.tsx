import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, FileText, TrendingUp } from 'lucide-react';
import { isPremium } from '@readiness/contracts/premium';
import { QueryErrorCard } from '../../../components/query-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TipsOverlay } from '../../../components/tips/tips-overlay.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { isCompleted, KIND_LABELS, newestFirst, useAssessments } from '../../assessment/api.ts';
import { FullReportButton, SummaryDownloadButton } from '../../results/components/download-buttons.tsx';
import { formatDate, formatScoreOutOf100 } from '../../../lib/format.ts';
import { ScoreTrendChart, trendPoints } from '../components/score-trend-chart.tsx';

/** /reports: every completed assessment with its PDFs, and the overall score over time. */
export function ReportsPage() {
  useDocumentTitle('Reports');
  const { data: user } = useCurrentUser();
  const assessments = useAssessments();
  const { hash } = useLocation();
  const premium = isPremium(user);

  // "View Analytics" on the results page comes to #trend, which exists only once the list has loaded.
  useEffect(() => {
    if (hash !== '#trend' || assessments.isPending) return;
    const trend = document.getElementById('trend');
    trend?.scrollIntoView({ block: 'start' });
    trend?.focus({ preventScroll: true });
  }, [hash, assessments.isPending]);

  if (assessments.isPending) return <PageSpinner label="Loading your reports" />;

  const completed = newestFirst((assessments.data ?? []).filter(isCompleted));
  const inProgress = (assessments.data ?? []).find((assessment) => !isCompleted(assessment));
  const points = trendPoints(assessments.data ?? []);

  return (
    <div className="grid gap-6 sm:gap-8">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Reports</h1>
        <p className="mt-1 text-muted-foreground">
          Your completed assessments, their PDF reports and your progress over time.
        </p>
      </div>

      {assessments.isError ? (
        <QueryErrorCard what="Your assessments" query={assessments} />
      ) : completed.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 p-5 sm:p-6">
            <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No reports yet</p>
            <p className="text-sm text-muted-foreground">
              {inProgress
                ? 'Finish and submit your assessment: its report will be here.'
                : 'Complete an assessment to get a report you can download and share.'}
            </p>
            <Button asChild size="sm">
              <Link to={inProgress ? `/assessment?id=${encodeURIComponent(inProgress.id)}` : '/assessment'}>
                {inProgress ? 'Continue your assessment' : 'Take the assessment'}
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card
            id="trend"
            tabIndex={-1}
            className="scroll-mt-24 focus:outline-none"
            data-tip-target="score-trend"
          >
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <TrendingUp className="size-5 text-primary" aria-hidden="true" /> Score over time
              </CardTitle>
              <CardDescription>
                {points.length > 1
                  ? `Your overall score across ${points.length} completed assessments.`
                  : 'Take the assessment again later to see how your score moves.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ScoreTrendChart points={points} />
            </CardContent>
          </Card>

          <Card data-tip-target="completed-assessments">
            <CardHeader>
              <CardTitle>Completed assessments</CardTitle>
              <CardDescription>
                The summary PDF is free; the full report, with benchmarks, ROI and roadmap, is part of
                Premium.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="divide-y">
                {completed.map((assessment) => (
                  <li
                    key={assessment.id}
                    className="grid gap-3 py-4 first:pt-0 last:pb-0 md:flex md:items-start md:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">{assessment.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {KIND_LABELS[assessment.kind]} · completed{' '}
                        {formatDate(assessment.completedAt ?? assessment.createdAt)}
                      </p>
                      {assessment.overallScore !== null ? (
                        <Badge variant="secondary" className="mt-2">
                          Score {formatScoreOutOf100(assessment.overallScore)}
                        </Badge>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap items-start gap-2">
                      <Button asChild size="sm" variant="ghost">
                        <Link
                          to={`/results/${encodeURIComponent(assessment.id)}`}
                          aria-label={`View results: ${assessment.title}, ${formatDate(assessment.completedAt ?? assessment.createdAt)}`}
                        >
                          View results
                        </Link>
                      </Button>
                      <SummaryDownloadButton assessmentId={assessment.id} size="sm" variant="outline" />
                      <FullReportButton
                        assessmentId={assessment.id}
                        isLocked={!premium}
                        size="sm"
                        variant="outline"
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </>
      )}

      <TipsOverlay
        context="reports"
        userLevel={completed.length === 0 ? 'beginner' : 'intermediate'}
        audience={premium ? 'premium' : 'free'}
      />
    </div>
  );
}

export default ReportsPage;
