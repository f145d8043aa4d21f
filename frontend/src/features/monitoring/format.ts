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

export const formatMs = (ms: number) => `${Math.round(ms)}ms`;

/** "3 alerts", "1 alert". */
export const pluralise = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** An address as people read it: an IPv4-mapped IPv6 address (`::ffff:203.0.113.9`) is its IPv4 address. */
export function plainAddress(ip: string | null): string {
  if (!ip) return 'address not recorded';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}
