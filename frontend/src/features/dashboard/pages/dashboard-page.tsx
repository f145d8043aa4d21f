import { Link } from 'react-router';
import {
  Activity,
  BarChart3,
  BookOpen,
  ClipboardList,
  FileText,
  Gauge,
  Sparkles,
  Wrench,
} from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TipsOverlay } from '../../../components/tips/tips-overlay.tsx';
import { DIMENSIONS } from '../../../lib/product.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { isCompleted, latestAssessments, useAssessments } from '../api.ts';
import { PremiumUpsell } from '../components/premium-upsell.tsx';
import { RecentAssessments } from '../components/recent-assessments.tsx';
import { StatCard } from '../components/stat-card.tsx';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: user } = useCurrentUser();
  const assessments = useAssessments();
  const list = assessments.data ?? [];
  const completed = list.filter(isCompleted);
  const latestCompleted = latestAssessments(completed, 1)[0];
  const hasPremium = user?.subscriptionTier === 'premium' || user?.subscriptionTier === 'enterprise';

  const countValue = assessments.isPending ? (
    <Spinner label="Loading assessments" />
  ) : assessments.isError ? (
    '—'
  ) : (
    list.length
  );
  const countDetail = assessments.isError
    ? 'Could not be loaded'
    : assessments.isPending
      ? 'Loading…'
      : `${completed.length} completed`;

  return (
    <div className="grid gap-6 sm:gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Welcome, {user?.firstName} {user?.lastName}
        </h1>
        <p className="mt-1 text-muted-foreground">Here is where your AI readiness journey stands.</p>
      </div>

      <section aria-label="Your figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Assessments" icon={ClipboardList} value={countValue} detail={countDetail} />
        <StatCard
          title="AI Readiness Score"
          icon={Gauge}
          value="—"
          detail={
            latestCompleted ? (
              <Link
                className="text-primary underline-offset-4 hover:underline"
                to={`/results/${encodeURIComponent(latestCompleted.id)}`}
              >
                See your latest results
              </Link>
            ) : (
              'Complete an assessment to get your score'
            )
          }
        />
        <StatCard
          title="Implementation Progress"
          icon={Activity}
          value="—"
          detail="Tracked once you have a roadmap"
        />
        <StatCard
          title="Active Tools"
          icon={Wrench}
          value="None yet"
          detail={
            <Link className="text-primary underline-offset-4 hover:underline" to="/ai-tools">
              Try the AI tools
            </Link>
          }
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>AI Readiness Overview</CardTitle>
              <CardDescription>Your score in each of the {DIMENSIONS.length} dimensions.</CardDescription>
            </CardHeader>
            <CardContent>
              <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-5">
                <BarChart3 className="size-6 text-muted-foreground" aria-hidden="true" />
                <p className="font-medium">No scores yet</p>
                <p className="text-sm text-muted-foreground">
                  {latestCompleted
                    ? 'Open your latest results to see how you scored in each dimension.'
                    : `After your first completed assessment you will see a bar for each dimension here, from ${DIMENSIONS[0]} to ${DIMENSIONS[DIMENSIONS.length - 1]}.`}
                </p>
              </div>
            </CardContent>
          </Card>
          <RecentAssessments
            assessments={assessments.data}
            isLoading={assessments.isPending}
            error={assessments.isError ? assessments.error : null}
          />
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button asChild className="justify-start">
                <Link to="/assessment">
                  <ClipboardList aria-hidden="true" /> New Assessment
                </Link>
              </Button>
              <Button asChild variant="outline" className="justify-start">
                <Link to="/ai-tools">
                  <Sparkles aria-hidden="true" /> AI Tools
                </Link>
              </Button>
              <Button asChild variant="outline" className="justify-start">
                <Link to="/reports">
                  <FileText aria-hidden="true" /> View Reports
                </Link>
              </Button>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Recommended Actions</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-3 text-sm">
                {completed.length === 0 ? (
                  <li className="flex gap-3">
                    <ClipboardList className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>
                      <Link
                        className="font-medium text-primary underline-offset-4 hover:underline"
                        to="/assessment"
                      >
                        Take the AI readiness assessment
                      </Link>{' '}
                      to get personalised recommendations.
                    </span>
                  </li>
                ) : null}
                <li className="flex gap-3">
                  <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <Link
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      to="/ai-tools"
                    >
                      Explore the AI tools
                    </Link>{' '}
                    to generate code and optimise prompts.
                  </span>
                </li>
                <li className="flex gap-3">
                  <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <Link
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      to="/resources"
                    >
                      Browse the resource library
                    </Link>{' '}
                    for guides on strategy, governance and cost.
                  </span>
                </li>
              </ol>
            </CardContent>
          </Card>

          {hasPremium ? null : <PremiumUpsell />}
        </div>
      </div>

      {assessments.isPending ? null : (
        <TipsOverlay context="dashboard" userLevel={completed.length === 0 ? 'beginner' : 'intermediate'} />
      )}
    </div>
  );
}

export default DashboardPage;
