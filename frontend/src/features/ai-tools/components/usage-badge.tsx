import { Gauge, Infinity as InfinityIcon, WifiOff } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useUsageStats } from '../api.ts';
import { formatDate } from '@readiness/contracts/format';
import { isQuotaSpent } from '../format.ts';

/**
 * The usage badge (spec: prompts used out of the monthly limit). Premium has no limit: "Unlimited". A spent month
 * says when it resets. Nothing while loading, and nothing when the figures cannot be read (spec section 8).
 */
export function UsageBadge() {
  const { data: usage } = useUsageStats();
  if (!usage) return null;
  const spent = isQuotaSpent(usage);
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="usage-badge">
      {usage.monthlyLimit === null ? (
        <Badge variant="secondary" title={`${usage.promptsUsed} prompts used this month`}>
          <InfinityIcon className="size-3.5" aria-hidden="true" />
          Unlimited prompts<span className="sr-only">, {usage.promptsUsed} used this month</span>
        </Badge>
      ) : (
        <Badge variant={spent ? 'destructive' : 'secondary'}>
          <Gauge className="size-3.5" aria-hidden="true" />
          {usage.promptsUsed} / {usage.monthlyLimit} prompts
          <span className="sr-only"> used this month</span>
          {spent ? <span> · resets {formatDate(usage.resetsAt)}</span> : null}
        </Badge>
      )}
      {usage.offline ? (
        <Badge
          variant="outline"
          title="No AI model is configured: the built-in offline provider answers from vetted templates and rules."
        >
          <WifiOff className="size-3.5" aria-hidden="true" /> Offline provider
        </Badge>
      ) : null}
    </span>
  );
}
