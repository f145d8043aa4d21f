import { AlertTriangle, FileText, KeyRound, RefreshCw, ShieldAlert, Users } from 'lucide-react';
import {
  FIGURE_DEFINITIONS,
  type TAccessLog,
  type TAuthEvent,
  type TSecurityEvent,
} from '@readiness/contracts/monitoring';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAccessLogs, useAuthEvents, useMonitoringSummary, useSecurityEvents } from '../api.ts';
import { AlertsPanel } from '../components/alerts-panel.tsx';
import { ListMessage, RowList, ScrollList } from '../components/scroll-list.tsx';
import { SummaryCard } from '../../../components/summary-card.tsx';
import {
  formatMs,
  plainAddress,
  severityLabel,
  severityVariant,
  statusLabel,
  statusVariant,
} from '../format.ts';
import { formatDateTime, formatTime } from '@readiness/contracts/format';

const LOAD_FAILED = 'Failed to load monitoring data. Check your admin permissions.';

function AccessLogRow({ log }: { log: TAccessLog }) {
  return (
    <li className="grid gap-1 px-3 py-2.5 text-sm sm:px-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-mono text-xs font-semibold">{log.method}</span>
        <span className="min-w-0 font-mono text-xs break-all">{log.path}</span>
        <Badge variant={statusVariant(log.statusCode)} title={`HTTP ${log.statusCode}`}>
          {statusLabel(log.statusCode)}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
        <span>{formatDateTime(log.timestamp, { seconds: true })}</span>
        <span>{plainAddress(log.ipAddress)}</span>
        <span>{formatMs(log.responseTime)}</span>
      </div>
    </li>
  );
}

function AuthEventRow({ event }: { event: TAuthEvent }) {
  const isFailure = event.event.toLowerCase().includes('failed');
  return (
    <li className="grid gap-1 px-3 py-2.5 text-sm sm:px-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge variant={isFailure ? 'destructive' : 'secondary'}>{event.event}</Badge>
        {event.username ? <span className="min-w-0 break-all">{event.username}</span> : null}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
        <span>{formatDateTime(event.timestamp, { seconds: true })}</span>
        <span>{plainAddress(event.ipAddress)}</span>
      </div>
    </li>
  );
}

function SecurityEventRow({ event }: { event: TSecurityEvent }) {
  return (
    <li className="grid gap-1.5 px-3 py-2.5 text-sm sm:px-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge variant={severityVariant(event.severity)}>{severityLabel(event.severity)}</Badge>
        <span className="min-w-0 font-medium break-all">{event.event}</span>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
        <span>{formatDateTime(event.timestamp, { seconds: true })}</span>
        <span>{plainAddress(event.ipAddress)}</span>
        <span>from {event.source}</span>
      </div>
      <pre className="rounded bg-muted p-2 font-mono text-xs break-all whitespace-pre-wrap">
        {JSON.stringify(event.details, null, 2)}
      </pre>
    </li>
  );
}

/**
 * Spec "Detailed monitoring": today's summary, the busiest pages, and the latest access logs, authentication and
 * security events, each in a 600 px scroll area; refreshed every 30 s and by Refresh. Behind the admin key (route).
 */
export default function AdminMonitoringPage() {
  useDocumentTitle('System Monitoring Dashboard');
  const summary = useMonitoringSummary();
  const accessLogs = useAccessLogs();
  const authEvents = useAuthEvents();
  const securityEvents = useSecurityEvents();
  const queries = [summary, accessLogs, authEvents, securityEvents];
  const isRefreshing = queries.some((query) => query.isFetching);
  const failure = queries.find((query) => query.isError)?.error;
  const updatedAt = Math.max(...queries.map((query) => query.dataUpdatedAt));
  const refresh = () => {
    for (const query of queries) void query.refetch();
  };

  const stats = summary.data;
  const figure = (value: number | undefined) => (summary.isPending ? '…' : (value ?? '—'));
  const topPages = Object.entries(stats?.topPages ?? {});
  const busiest = Math.max(1, ...topPages.map(([, count]) => count));

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">System Monitoring Dashboard</h1>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {updatedAt > 0
              ? `Last updated ${formatTime(updatedAt, { seconds: true, zone: true })}`
              : 'Loading…'}{' '}
            · refreshes every 30 seconds
          </p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={isRefreshing}>
          <RefreshCw className={isRefreshing ? 'animate-spin' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      {failure ? (
        <Alert variant="destructive" role="alert">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{LOAD_FAILED}</AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
        </Alert>
      ) : null}

      <AlertsPanel />

      <section aria-label="Today" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard
          title="Authentication Events"
          icon={KeyRound}
          value={figure(stats?.authEvents)}
          detail={stats ? `${stats.authFailures} failures today` : undefined}
        />
        <SummaryCard
          title="Page Access"
          icon={FileText}
          value={figure(stats?.accessLogs)}
          detail="requests today, pages and API calls"
        />
        <SummaryCard
          title="Users Today"
          icon={Users}
          value={figure(stats?.uniqueUsers)}
          detail={FIGURE_DEFINITIONS.usersToday}
        />
        <SummaryCard
          title="Security Events"
          icon={ShieldAlert}
          value={figure(stats?.securityEvents)}
          detail={stats ? `${stats.suspiciousActivity} suspicious` : undefined}
        />
      </section>

      {topPages.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Most Accessed Pages</CardTitle>
            <p className="text-sm text-muted-foreground">{FIGURE_DEFINITIONS.pages}, today.</p>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-2">
              {topPages.map(([path, count]) => (
                <li key={path} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 font-mono text-xs break-all">{path}</span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">{count}</span>
                  </div>
                  <div className="h-1.5 rounded bg-muted" aria-hidden="true">
                    <div
                      className="h-1.5 rounded bg-primary"
                      style={{ width: `${(100 * count) / busiest}%` }}
                    />
                  </div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ) : null}

      <Tabs defaultValue="access">
        <TabsList className="flex h-auto w-full flex-wrap justify-start sm:inline-flex sm:w-auto">
          <TabsTrigger value="access">Access Logs</TabsTrigger>
          <TabsTrigger value="auth">Authentication</TabsTrigger>
          <TabsTrigger value="security">Security Events</TabsTrigger>
        </TabsList>
        <TabsContent value="access">
          <ScrollList label="Access logs">
            {accessLogs.isPending ? (
              <ListMessage>Loading access logs...</ListMessage>
            ) : !accessLogs.data?.length ? (
              <ListMessage>No access logs found</ListMessage>
            ) : (
              <RowList>
                {accessLogs.data.map((log) => (
                  <AccessLogRow key={log.id} log={log} />
                ))}
              </RowList>
            )}
          </ScrollList>
        </TabsContent>
        <TabsContent value="auth">
          <ScrollList label="Authentication events">
            {authEvents.isPending ? (
              <ListMessage>Loading authentication events...</ListMessage>
            ) : !authEvents.data?.length ? (
              <ListMessage>No authentication events found</ListMessage>
            ) : (
              <RowList>
                {authEvents.data.map((event) => (
                  <AuthEventRow key={event.id} event={event} />
                ))}
              </RowList>
            )}
          </ScrollList>
        </TabsContent>
        <TabsContent value="security">
          <ScrollList label="Security events">
            {securityEvents.isPending ? (
              <ListMessage>Loading security events...</ListMessage>
            ) : !securityEvents.data?.length ? (
              <ListMessage>No security events found</ListMessage>
            ) : (
              <RowList>
                {securityEvents.data.map((event) => (
                  <SecurityEventRow key={event.id} event={event} />
                ))}
              </RowList>
            )}
          </ScrollList>
        </TabsContent>
      </Tabs>
    </div>
  );
}
