import type { TMonitoringSeverity } from '@readiness/contracts/monitoring';

/** Spec: Success for 200-299, Client Error for 400-499, Server Error for 500 and above, otherwise the raw code. */
export function statusLabel(status: number): string {
  if (status >= 200 && status < 300) return 'Success';
  if (status >= 400 && status < 500) return 'Client Error';
  if (status >= 500) return 'Server Error';
  return String(status);
}

export function statusVariant(status: number): 'default' | 'secondary' | 'destructive' {
  if (status >= 400) return 'destructive';
  if (status >= 200 && status < 300) return 'default';
  return 'secondary';
}

const SEVERITY_LABEL: Record<TMonitoringSeverity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
export const severityLabel = (severity: TMonitoringSeverity) => SEVERITY_LABEL[severity];

/** Critical and high are the destructive badges; medium secondary; low outline. */
export function severityVariant(severity: TMonitoringSeverity): 'destructive' | 'secondary' | 'outline' {
  if (severity === 'critical' || severity === 'high') return 'destructive';
  return severity === 'medium' ? 'secondary' : 'outline';
}

/** Date and time in the viewer's zone, to the second: monitoring rows are minutes apart. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export const formatMs = (ms: number) => `${Math.round(ms)}ms`;

/** "3 alerts", "1 alert". */
export const pluralise = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
