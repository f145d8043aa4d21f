import { Link } from 'react-router';
import {
  Activity,
  BookOpen,
  ClipboardList,
  FileText,
  Gauge,
  PlayCircle,
  Receipt,
  Sparkles,
  Target,
} from 'lucide-react';
import { DIMENSION_LABELS } from '@readiness/contracts/assessment';
import { ServiceRestarting } from '../../../components/service-restarting.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TipsOverlay } from '../../../components/tips/tips-overlay.tsx';
import { isServiceRestarting } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ActiveToolsCard } from '../../ai-tools/components/active-tools-card.tsx';
import { useCurrentUser } from '../../auth/api.ts';
import { isPremium } from '@readiness/contracts/premium';
import { describeChange, formatChange, formatScoreOutOf100 } from '../../../lib/format.ts';
import {
  AssignedActionsCard,
  RoundsToAnswerCard,
} from '../../organisations/components/dashboard-organisation-cards.tsx';
import { useUserStats } from '../api.ts';
import { PremiumUpsell } from '../components/premium-upsell.tsx';
import { ReadinessOverview } from '../components/readiness-overview.tsx';
import { RecentAssessments } from '../components/recent-assessments.tsx';
import { StatCard } from '../../../components/stat-card.tsx';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: user } = useCurrentUser();
  const statsQuery = useUserStats();
  const stats = statsQuery.data;
  const premium = isPremium(user);

  const loading = <Spinner label="Loading your figures" />;
  const isRestarting = isServiceRestarting(statsQuery.error);
  const failed = isRestarting ? 'Back in a moment' : statsQuery.isError ? 'Could not be loaded' : null;

  const countValue = statsQuery.isPending ? loading : stats ? stats.totalAssessments : '—';
  const countDetail = failed ?? (stats ? `${stats.completedAssessments} completed` : 'Loading…');

  const score = stats?.latestScore ?? null;
  const scoreValue = statsQuery.isPending ? loading : score === null ? '—' : formatScoreOutOf100(score);
  const scoreDetail =
    failed ??
    (stats?.latestAssessmentId && score !== null ? (
      <>
        {stats.latestMaturityLevel ? `${stats.latestMaturityLevel.name}` : null}
        {stats.scoreChange !== null ? (
          <span title={describeChange(stats.scoreChange)}>
            {' '}
            · {formatChange(stats.scoreChange)} since the previous one
          </span>
        ) : null}
        {' · '}
        <Link
          className="text-primary underline-offset-4 hover:underline"
          to={`/results/${encodeURIComponent(stats.latestAssessmentId)}`}
        >
          See your latest results
        </Link>
      </>
    ) : (
      'Complete an assessment to get your score'
    ));

  const progress = stats?.implementationProgress ?? null;
  const progressValue = statsQuery.isPending ? loading : progress === null ? '—' : `${progress.percent}%`;
  const progressDetail =
    failed ??
    (progress !== null ? (
      `${progress.done} of ${progress.total} roadmap actions done`
    ) : stats && stats.completedAssessments > 0 && !premium ? (
      // Free users' results carry no roadmap to tick off (the server leaves it out), so say where it comes from.
      <Link className="text-primary underline-offset-4 hover:underline" to="/checkout">
        The roadmap comes with Premium
      </Link>
    ) : (
      'Tracked once you have a roadmap'
    ));

  const recommended = stats?.recommendedActions ?? [];
  const completedCount = stats?.completedAssessments ?? 0;

  return (
    // grid-cols-1 (minmax(0, 1fr)): a long name or title must wrap, not widen the column past the screen.
    <div className="grid grid-cols-1 gap-6 sm:gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          Welcome, {user?.firstName} {user?.lastName}
        </h1>
        <p className="mt-1 text-muted-foreground">Here is where your AI readiness journey stands.</p>
      </div>

      {isRestarting ? <ServiceRestarting what="Your figures and assessments" /> : null}

      <section
        aria-label="Your figures"
        data-tip-target="figures"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatCard title="Total Assessments" icon={ClipboardList} value={countValue} detail={countDetail} />
        <StatCard title="AI Readiness Score" icon={Gauge} value={scoreValue} detail={scoreDetail} />
        <StatCard
          title="Implementation Progress"
          icon={Activity}
          value={progressValue}
          detail={progressDetail}
        />
        <ActiveToolsCard />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <ReadinessOverview stats={stats} isLoading={statsQuery.isPending || isRestarting} />
          <RecentAssessments
            assessments={stats?.recentAssessments}
            isLoading={statsQuery.isPending}
            error={statsQuery.isError ? statsQuery.error : null}
          />
        </div>

        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Card data-tips-avoid="" data-tip-target="quick-actions">
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              {stats?.inProgressAssessmentId ? (
                <Button asChild className="justify-start">
                  <Link to={`/assessment?id=${encodeURIComponent(stats.inProgressAssessmentId)}`}>
                    <PlayCircle aria-hidden="true" /> Continue Assessment
                  </Link>
                </Button>
              ) : null}
              <Button
                asChild
                variant={stats?.inProgressAssessmentId ? 'outline' : 'default'}
                className="justify-start"
              >
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
              <Button asChild variant="outline" className="justify-start">
                <Link to="/billing">
                  <Receipt aria-hidden="true" /> Purchases &amp; Receipts
                </Link>
              </Button>
            </CardContent>
          </Card>

          <RoundsToAnswerCard />
          <AssignedActionsCard />

          <Card data-tip-target="recommended-actions">
            <CardHeader>
              <CardTitle>Recommended Actions</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-3 text-sm">
                {recommended.map((action) => (
                  <li key={`${action.assessmentId}-${action.id}`} className="flex gap-3">
                    <Target className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span className="grid min-w-0 gap-0.5">
                      <Link
                        className="font-medium text-primary underline-offset-4 hover:underline"
                        to={`/results/${encodeURIComponent(action.assessmentId)}`}
                      >
                        {action.title}
                      </Link>
                      {/* What is next in the plan: actions ticked done give way to the next ones. */}
                      <span className="text-xs text-muted-foreground">
                        Next in your plan · {DIMENSION_LABELS[action.dimension]}
                      </span>
                    </span>
                  </li>
                ))}
                {completedCount === 0 ? (
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

          {/* Offered once the user is known to be free, never flashed at a premium user. */}
          {user && !premium ? <PremiumUpsell /> : null}
        </div>
      </div>

      {statsQuery.isPending ? null : (
        <TipsOverlay
          context="dashboard"
          userLevel={completedCount === 0 ? 'beginner' : 'intermediate'}
          audience={premium ? 'premium' : 'free'}
        />
      )}
    </div>
  );
}

export default DashboardPage;
