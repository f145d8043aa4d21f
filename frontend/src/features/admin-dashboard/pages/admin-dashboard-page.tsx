import { FIGURE_DEFINITIONS } from '@readiness/contracts/monitoring';
import { Link } from 'react-router';
import { BarChart3, ClipboardCheck, FileQuestion, MessageSquare, Users } from 'lucide-react';
import { INDUSTRY_LABELS } from '@readiness/contracts/assessment';
import { labelOf } from '@readiness/contracts/chat';
import { formatDate, formatScoreOutOf100 } from '@readiness/contracts/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AccessDenied } from '../../admin/components/access-denied.tsx';
import { adminSignInPath } from '../../admin/components/require-admin-key.tsx';
import { useCurrentUser } from '../../auth/api.ts';
import { useWaitingCount } from '../../admin-chat/api.ts';
import { SummaryCard } from '../../../components/summary-card.tsx';
import {
  useAdminStats,
  useQuestionCount,
  useRecentAssessments,
  useRequestSeries,
  useServiceHealth,
  useSystemStatus,
} from '../api.ts';
import { RequestChart } from '../components/request-chart.tsx';
import { SystemStatus } from '../components/system-status.tsx';
import { QueryErrorLine } from '../../../components/query-error.tsx';
import { isServiceRestarting } from '../../../lib/api-client.ts';

const link = 'text-primary underline underline-offset-4';

/** A count's line when its call failed: calm while its service restarts (the page's note says which part). */
const failedDetail = (error: Error) =>
  isServiceRestarting(error) ? 'Back in a moment' : 'Could not be loaded';

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The admin overview (spec "Admin dashboard"); the admin role is enough, the server checks it on every call. */
function AdminOverview({ userId }: { userId: string }) {
  useDocumentTitle('Admin Dashboard');
  const stats = useAdminStats();
  const questions = useQuestionCount(userId);
  const waiting = useWaitingCount(userId);
  const recent = useRecentAssessments();
  const health = useServiceHealth();
  const status = useSystemStatus();
  const series = useRequestSeries();
  const figure = (value: number | undefined, isPending: boolean) =>
    isPending ? <Spinner label="Loading" /> : value === undefined ? '—' : value;

  const questionValue = !questions.hasKey ? '—' : figure(questions.data?.total, questions.isPending);
  const questionDetail = !questions.hasKey ? (
    <Link className={link} to={adminSignInPath('/admin-dashboard')}>
      Confirm your password to see the bank
    </Link>
  ) : questions.isError ? (
    failedDetail(questions.error)
  ) : questions.data ? (
    `active in bank version ${questions.data.bankVersion}`
  ) : undefined;
  const statsFailed = stats.isError ? failedDetail(stats.error) : undefined;
  const waitingValue = !waiting.hasKey ? '—' : figure(waiting.data?.waiting, waiting.isPending);
  const waitingDetail = !waiting.hasKey ? (
    <Link className={link} to={adminSignInPath('/admin-dashboard')}>
      Confirm your password to see the inbox
    </Link>
  ) : waiting.isError ? (
    failedDetail(waiting.error)
  ) : (
    <Link className={link} to="/admin-support">
      {waiting.data?.waiting ? 'Answer them in Support' : 'Nobody is waiting'}
    </Link>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">The platform at a glance.</p>
      </div>

      <section aria-label="Counts" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard title="Questions" icon={FileQuestion} value={questionValue} detail={questionDetail} />
        <SummaryCard
          title="Registered Users"
          icon={Users}
          value={figure(stats.data?.totalUsers, stats.isPending)}
          detail={statsFailed ?? 'all accounts'}
        />
        <SummaryCard
          title="Completed Assessments"
          icon={ClipboardCheck}
          value={figure(stats.data?.completedAssessments, stats.isPending)}
          detail={statsFailed ?? 'all time'}
        />
        <SummaryCard
          title="Waiting for Support"
          icon={MessageSquare}
          value={waitingValue}
          detail={waitingDetail}
        />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>System Status</CardTitle>
            <CardDescription>
              Readiness, job queues and event consumers; refreshed every 30 seconds.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SystemStatus
              health={health.data}
              status={status.data}
              healthFailed={health.isError}
              statusFailed={status.isError}
            />
          </CardContent>
        </Card>

        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Platform Metrics</CardTitle>
              <CardDescription>Active users: {FIGURE_DEFINITIONS.activeUsers.toLowerCase()}.</CardDescription>
            </CardHeader>
            <CardContent>
              {stats.isPending ? (
                <Spinner label="Loading the metrics" />
              ) : isServiceRestarting(stats.error) ? (
                <p className="text-sm text-muted-foreground">The metrics will be back in a moment.</p>
              ) : stats.isError ? (
                <p className="text-sm text-destructive">Failed to fetch stats: {stats.error.message}</p>
              ) : (
                <dl className="grid grid-cols-2 gap-3">
                  <Metric label="Active users" value={String(stats.data.activeUsers)} />
                  <Metric label="Completion rate" value={`${stats.data.completionRate.toFixed(1)}%`} />
                  <Metric
                    label="Average score"
                    value={
                      stats.data.completedAssessments > 0 ? formatScoreOutOf100(stats.data.averageScore) : '—'
                    }
                  />
                  <Metric label="Registered users" value={String(stats.data.totalUsers)} />
                </dl>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <BarChart3 className="size-5 text-muted-foreground" aria-hidden="true" />
                Requests, last 24 hours
              </CardTitle>
              <CardDescription>
                Errors (4xx and 5xx) in red.{' '}
                <Link className={link} to="/admin-monitoring">
                  Detailed monitoring
                </Link>
              </CardDescription>
            </CardHeader>
            <CardContent>
              {series.isPending ? (
                <Spinner label="Loading the chart" />
              ) : series.isError ? (
                <QueryErrorLine what="The chart" query={series} />
              ) : (
                <RequestChart series={series.data} />
              )}
            </CardContent>
          </Card>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Recent Assessments</CardTitle>
          <CardDescription>The 5 latest completed assessments.</CardDescription>
        </CardHeader>
        <CardContent>
          {recent.isPending ? (
            <Spinner label="Loading assessments" />
          ) : recent.isError ? (
            <QueryErrorLine what="The assessments" query={recent} />
          ) : recent.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No completed assessments yet</p>
          ) : (
            <ul className="divide-y">
              {recent.data.map((assessment) => (
                <li
                  key={assessment.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words">
                      {assessment.user.firstName} {assessment.user.lastName}
                    </p>
                    <p className="text-sm break-words text-muted-foreground">
                      {[assessment.company, labelOf(INDUSTRY_LABELS, assessment.industry)]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </p>
                  </div>
                  <div className="text-right text-sm">
                    <p className="font-semibold tabular-nums">{formatScoreOutOf100(assessment.totalScore)}</p>
                    <p className="text-muted-foreground">{formatDate(assessment.completedAt)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** Spec: Access Denied unless the user role is admin; the admin layout gives the nav and Logout. */
export default function AdminDashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <Spinner label="Checking your session" />;
  if (user.role !== 'admin') return <AccessDenied />;
  return <AdminOverview userId={user.id} />;
}
