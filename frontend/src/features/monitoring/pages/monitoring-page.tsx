import { Link } from 'react-router';
import {
  Activity,
  AlertTriangle,
  Clock,
  Globe,
  KeyRound,
  Network,
  ShieldAlert,
  TrendingDown,
} from 'lucide-react';
import {
  ERROR_RATE_ALERT_PERCENT,
  FIGURE_DEFINITIONS,
  RESPONSE_TIME_ALERT_MS,
  type TQuickView,
} from '@readiness/contracts/monitoring';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/utils.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { adminSignInPath } from '../../admin/components/require-admin-key.tsx';
import { useQuickView } from '../api.ts';
import { RULE_LABEL, alertStatusLabel } from '../components/alerts-panel.tsx';
import { SummaryCard } from '../../../components/summary-card.tsx';
import { formatMs, plainAddress, pluralise, statusVariant } from '../format.ts';
import { formatTime } from '@readiness/contracts/format';

const LOAD_FAILED = 'Failed to load monitoring data. Check your admin permissions.';

/** The alerts not yet resolved, whenever raised (acknowledged ones included: someone is on them). */
function AlertCount({ data }: { data: TQuickView }) {
  const count = data.openAlerts;
  return (
    <Badge variant={count > 0 ? 'destructive' : 'secondary'} aria-label={pluralise(count, 'open alert')}>
      {count} open {count === 1 ? 'alert' : 'alerts'}
    </Badge>
  );
}

function Figures({ data }: { data: TQuickView }) {
  return (
    <section
      aria-label="The last hour"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6"
    >
      <SummaryCard title="Total Requests" icon={Activity} value={data.totalRequests} />
      <SummaryCard title="Auth Events" icon={KeyRound} value={data.authEvents} />
      <SummaryCard
        title="Error Rate"
        icon={TrendingDown}
        value={`${data.errorRate.toFixed(1)}%`}
        detail={FIGURE_DEFINITIONS.errorRate}
        tone={data.errorRate > ERROR_RATE_ALERT_PERCENT ? 'bad' : 'good'}
      />
      <SummaryCard
        title="Avg Response"
        icon={Clock}
        value={formatMs(data.averageResponseTime)}
        tone={data.averageResponseTime > RESPONSE_TIME_ALERT_MS ? 'warning' : 'good'}
      />
      <SummaryCard title="Unique IPs" icon={Globe} value={data.uniqueIPs} />
      <SummaryCard
        title="Suspicious"
        icon={ShieldAlert}
        value={data.suspiciousActivity}
        tone={data.suspiciousActivity > 0 ? 'bad' : undefined}
      />
    </section>
  );
}

function Outliers({ data }: { data: TQuickView }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Recent Outliers &amp; Alerts</CardTitle>
      </CardHeader>
      <CardContent>
        {data.recentOutliers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No anomalies in the last hour</p>
        ) : (
          <ul aria-label="Outliers of the last hour" className="grid gap-3">
            {data.recentOutliers.map((outlier) => (
              <li key={outlier.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge
                    variant={
                      outlier.severity === 'critical' || outlier.severity === 'high'
                        ? 'destructive'
                        : 'secondary'
                    }
                  >
                    {outlier.severity.toUpperCase()}
                  </Badge>
                  <span className="text-xs text-muted-foreground">
                    {formatTime(outlier.timestamp, { zone: true })}
                  </span>
                </div>
                <p className="break-words">{outlier.message}</p>
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <Badge variant={outlier.status === 'open' ? 'destructive' : 'secondary'}>
                    {alertStatusLabel(outlier.status)}
                  </Badge>
                  <span className="text-muted-foreground">{RULE_LABEL[outlier.type]}</span>
                  <Link
                    className="text-primary underline-offset-4 hover:underline"
                    to={`/admin-monitoring?alert=${encodeURIComponent(outlier.id)}#alert-${outlier.id}`}
                  >
                    Evidence and actions
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TopEndpoints({ data }: { data: TQuickView }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Top Endpoints</CardTitle>
      </CardHeader>
      <CardContent>
        {data.topEndpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">No requests in the last hour</p>
        ) : (
          <ul aria-label="Busiest endpoints" className="grid gap-2 text-sm">
            {data.topEndpoints.map((endpoint) => (
              <li key={endpoint.path} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-mono text-xs break-all">{endpoint.path}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {endpoint.count} · {formatMs(endpoint.avgResponseTime)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function LiveFeed({ data }: { data: TQuickView }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Live Activity Feed</CardTitle>
      </CardHeader>
      <CardContent>
        {data.recentActivity.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet</p>
        ) : (
          <ul
            aria-label="Latest requests"
            tabIndex={0}
            className="grid max-h-[600px] gap-1.5 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            {data.recentActivity.map((row) => (
              <li
                key={row.id}
                data-suspicious={row.suspicious || undefined}
                className={cn(
                  'grid gap-1 rounded-md px-2 py-1.5 text-sm',
                  row.suspicious && 'border border-destructive/40 bg-destructive/10',
                )}
              >
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <Badge variant={row.statusCode >= 400 ? 'destructive' : statusVariant(row.statusCode)}>
                    {row.statusCode}
                  </Badge>
                  <span className="min-w-0 font-mono text-xs break-all">{row.path}</span>
                  {row.suspicious ? (
                    <Badge variant="destructive" title={row.suspiciousReason ?? undefined}>
                      Suspicious
                    </Badge>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>{plainAddress(row.ipAddress)}</span>
                  <span>{formatTime(row.timestamp, { seconds: true })}</span>
                  <span>{formatMs(row.responseTime)}</span>
                  {row.suspiciousReason ? (
                    <span className="text-destructive">{row.suspiciousReason}</span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** What a visitor can do about a refusal: sign in, or (an admin) confirm the password for the admin key. */
function NextStep({ error }: { error: unknown }) {
  const { data: user } = useCurrentUser();
  if (isApiError(error, 401) || !user)
    return (
      <Link className="text-primary underline-offset-4 hover:underline" to="/auth">
        Sign in
      </Link>
    );
  if (user.role === 'admin')
    return (
      <Link className="text-primary underline-offset-4 hover:underline" to={adminSignInPath('/monitoring')}>
        Confirm your password to unlock monitoring
      </Link>
    );
  return null;
}

/**
 * Spec "Quick-view monitoring": the last hour at a glance, refreshed every 10 s and when the window regains focus,
 * paused while the tab is hidden. Public route; the data needs the admin role and key (the server decides).
 */
export default function MonitoringPage() {
  useDocumentTitle('System Monitoring');
  const quickView = useQuickView();
  const data = quickView.data;
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <Network className="size-6 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">System Monitoring</h1>
          {data ? <AlertCount data={data} /> : null}
        </div>
        {quickView.dataUpdatedAt > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Last updated {formatTime(quickView.dataUpdatedAt, { seconds: true, zone: true })}
            {quickView.isFetching ? (
              <Spinner className="ml-2 inline-block size-3" label="Refreshing" />
            ) : null}
          </p>
        ) : null}
      </div>

      {quickView.isPending ? (
        <div className="flex items-center gap-2 text-muted-foreground">
          <Spinner label="Loading monitoring data" /> Loading monitoring data...
        </div>
      ) : quickView.isError && !data ? (
        <Alert variant="destructive" role="alert">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{LOAD_FAILED}</AlertTitle>
          <AlertDescription>
            <NextStep error={quickView.error} />
          </AlertDescription>
        </Alert>
      ) : data ? (
        <>
          {quickView.isError ? (
            <Alert variant="destructive" role="status">
              <AlertTriangle aria-hidden="true" />
              <AlertTitle>{LOAD_FAILED}</AlertTitle>
              <AlertDescription>
                Showing the figures of {formatTime(data.generatedAt, { seconds: true, zone: true })}.
              </AlertDescription>
            </Alert>
          ) : null}
          <p className="-mt-3 text-sm text-muted-foreground">The last hour · refreshes every 10 seconds</p>
          <Figures data={data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Outliers data={data} />
            <TopEndpoints data={data} />
          </div>
          <LiveFeed data={data} />
        </>
      ) : null}
    </div>
  );
}
