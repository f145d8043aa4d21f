import { Link } from 'react-router';
import { formatDate } from '@readiness/contracts/format';
import { useUsageStats } from '../api.ts';
import { isQuotaSpent } from '../format.ts';

/** Whether this month's prompts are used up (false while the usage is unknown: the server still decides). */
export function useQuotaSpent(): { spent: boolean; resetsAt: string | null } {
  const { data: usage } = useUsageStats();
  if (!usage || !isQuotaSpent(usage)) return { spent: false, resetsAt: null };
  return { spent: true, resetsAt: usage.resetsAt };
}

/**
 * Beside a disabled Generate or Optimize button when the month's prompts are used up: when they come back, and
 * the way to unlimited prompts (rather than a refusal after a click).
 */
export function QuotaSpentNote({ id }: { id: string }) {
  const { spent, resetsAt } = useQuotaSpent();
  if (!spent || !resetsAt) return null;
  return (
    <p id={id} className="text-sm text-muted-foreground" data-testid="quota-spent">
      You have used this month’s free prompts; they reset on {formatDate(resetsAt)}.{' '}
      <Link
        to="/checkout"
        state={{ from: '/ai-tools' }}
        className="font-medium text-primary underline underline-offset-4"
      >
        Upgrade to Premium
      </Link>{' '}
      for unlimited prompts.
    </p>
  );
}
