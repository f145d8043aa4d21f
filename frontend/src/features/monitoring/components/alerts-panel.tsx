import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { TOutlier, TOutlierType } from '@readiness/contracts/monitoring';
import { formatDateTime } from '@readiness/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import {
  useAlertEvidence,
  useAlertStep,
  useInvestigationToggle,
  useInvestigations,
  useOpenAlerts,
} from '../api.ts';
import { formatMs, plainAddress, severityLabel, severityVariant, statusLabel } from '../format.ts';
import { QueryErrorLine } from '../../../components/query-error.tsx';

/** What each rule looks for, in words (the rule's code stays in the evidence). */
export const RULE_LABEL: Record<TOutlierType, string> = {
  high_error_rate: 'High error rate',
  slow_response: 'Slow responses',
  suspicious_ip: 'Suspicious address',
  auth_failure_spike: 'Failed sign-in spike',
  login_after_failures: 'Signed in after failures',
  admin_refused: 'Admin area refused',
};

const STATUS_LABEL: Record<TOutlier['status'], string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

export const alertStatusLabel = (status: TOutlier['status']) => STATUS_LABEL[status];

const who = (step: NonNullable<TOutlier['acknowledged']>) => step.byEmail ?? 'an administrator';

function figure(rule: TOutlierType, value: number): string {
  if (rule === 'high_error_rate') return `${(value * 100).toFixed(1)}%`;
  if (rule === 'slow_response') return formatMs(value);
  return String(Math.round(value * 100) / 100);
}

function Evidence({ alert }: { alert: TOutlier }) {
  const evidence = useAlertEvidence(alert.id, true);
  const { rule, windowStart, windowEnd, threshold, observed, baseline } = alert.evidence;
  return (
    <div className="grid gap-3 rounded-md bg-muted/50 p-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Rule</dt>
        <dd className="min-w-0 break-words">{RULE_LABEL[alert.type]}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="min-w-0 font-mono text-xs break-all">{alert.evidence.key}</dd>
        <dt className="text-muted-foreground">Window</dt>
        <dd className="min-w-0">
          {formatDateTime(windowStart, { seconds: true })} – {formatDateTime(windowEnd, { seconds: true })}
        </dd>
        <dt className="text-muted-foreground">Observed</dt>
        <dd>
          {figure(rule as TOutlierType, observed)} (threshold {figure(rule as TOutlierType, threshold)}
          {baseline !== null ? `, baseline ${figure(rule as TOutlierType, baseline)}` : ''})
        </dd>
      </dl>
      {evidence.isPending ? (
        <p className="text-muted-foreground">Loading the events…</p>
      ) : evidence.isError ? (
        <QueryErrorLine what="The events" query={evidence} />
      ) : (
        <div className="grid gap-1">
          <h4 className="font-medium">The events it was raised on</h4>
          <ul aria-label="Evidence events" className="grid gap-1">
            {evidence.data.authEvents.map((event) => (
              <li key={event.id} className="flex min-w-0 flex-wrap gap-x-3 text-xs">
                <span className="font-medium">{event.event}</span>
                <span className="break-all">{event.username ?? 'no account named'}</span>
                <span>{plainAddress(event.ipAddress)}</span>
                <span className="text-muted-foreground">
                  {formatDateTime(event.timestamp, { seconds: true })}
                </span>
              </li>
            ))}
            {evidence.data.accessLogs.map((log) => (
              <li key={log.id} className="flex min-w-0 flex-wrap gap-x-3 text-xs">
                <span className="font-mono">{log.method}</span>
                <span className="min-w-0 font-mono break-all">{log.path}</span>
                <span>
                  {statusLabel(log.statusCode)} ({log.statusCode})
                </span>
                <span>{plainAddress(log.ipAddress)}</span>
                <span className="text-muted-foreground">
                  {formatDateTime(log.timestamp, { seconds: true })}
                </span>
              </li>
            ))}
            {evidence.data.authEvents.length + evidence.data.accessLogs.length === 0 ? (
              <li className="text-xs text-muted-foreground">The events are past their retention.</li>
            ) : null}
          </ul>
        </div>
      )}
    </div>
  );
}

function AddressActions({ addresses }: { addresses: string[] }) {
  const investigations = useInvestigations();
  const toggle = useInvestigationToggle();
  const watched = new Set(investigations.data?.map((item) => item.ipAddress));
  if (addresses.length === 0) return null;
  return (
    <ul aria-label="Addresses" className="flex flex-wrap gap-2">
      {addresses.map((address) => {
        const investigating = watched.has(address);
        return (
          <li key={address} className="flex flex-wrap items-center gap-2 rounded-md border px-2 py-1 text-xs">
            <span className="font-mono break-all">{address}</span>
            {investigating ? <Badge variant="secondary">Under investigation</Badge> : null}
            <Button
              size="sm"
              variant="outline"
              disabled={toggle.isPending || investigations.isPending}
              onClick={() =>
                toggle.mutate(
                  { ipAddress: address, investigate: !investigating, reason: 'From a monitoring alert' },
                  {
                    onSuccess: () =>
                      toast.success(investigating ? 'Investigation ended' : 'Address under investigation', {
                        description: address,
                      }),
                    onError: (error) =>
                      toast.error('Could not change the investigation', { description: error.message }),
                  },
                )
              }
            >
              {investigating ? 'Stop investigating' : 'Investigate this address'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function AlertItem({ alert, initiallyOpen }: { alert: TOutlier; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [note, setNote] = useState('');
  const step = useAlertStep();
  const noteId = useId();
  const act = (kind: 'acknowledge' | 'resolve') =>
    step.mutate(
      { id: alert.id, step: kind, note },
      {
        onSuccess: () => {
          setNote('');
          toast.success(kind === 'resolve' ? 'Alert resolved' : 'Alert acknowledged');
        },
        onError: (error) => toast.error('The alert was not changed', { description: error.message }),
      },
    );
  return (
    <li id={`alert-${alert.id}`} className="grid min-w-0 gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={severityVariant(alert.severity)}>{severityLabel(alert.severity)}</Badge>
        <Badge variant={alert.status === 'open' ? 'destructive' : 'secondary'}>
          {STATUS_LABEL[alert.status]}
        </Badge>
        <span className="font-medium">{RULE_LABEL[alert.type]}</span>
        <span className="text-xs text-muted-foreground">
          {formatDateTime(alert.timestamp, { seconds: true })}
        </span>
      </div>
      <p className="min-w-0 break-words">{alert.message}</p>
      {alert.acknowledged ? (
        <p className="text-xs text-muted-foreground break-words">
          Acknowledged by {who(alert.acknowledged)} at {formatDateTime(alert.acknowledged.at)}
          {alert.acknowledged.note ? `: ${alert.acknowledged.note}` : ''}
        </p>
      ) : null}
      <AddressActions addresses={alert.evidence.addresses} />
      <div className="grid gap-1">
        <Label htmlFor={noteId}>Note (optional)</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={1000}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          placeholder="What you found or did"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? 'Hide evidence' : 'Show evidence'}
        </Button>
        {alert.status === 'open' ? (
          <Button size="sm" variant="outline" disabled={step.isPending} onClick={() => act('acknowledge')}>
            Acknowledge
          </Button>
        ) : null}
        <Button size="sm" disabled={step.isPending} onClick={() => act('resolve')}>
          Resolve
        </Button>
      </div>
      {open ? <Evidence alert={alert} /> : null}
    </li>
  );
}

/** The alerts not yet resolved: each with its evidence, its addresses to investigate, and acknowledge/resolve. */
export function AlertsPanel() {
  const alerts = useOpenAlerts();
  const [params] = useSearchParams();
  const focused = params.get('alert');
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Open alerts{alerts.data ? ` (${alerts.data.length})` : ''}</CardTitle>
        <p className="text-sm text-muted-foreground">
          One alert per incident: a rule raises an alert again only on new evidence. Open until resolved.
        </p>
      </CardHeader>
      <CardContent>
        {alerts.isPending ? (
          <p className="text-sm text-muted-foreground">Loading alerts…</p>
        ) : !alerts.data?.length ? (
          <p className="text-sm text-muted-foreground">No open alerts</p>
        ) : (
          <ul aria-label="Open alerts" className="grid gap-3">
            {alerts.data.map((alert) => (
              <AlertItem key={alert.id} alert={alert} initiallyOpen={alert.id === focused} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
