import { toast } from 'sonner';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { hasErrorCode } from '../../lib/api-client.ts';
import { quotaDetailsOf } from './api.ts';
import { formatDate } from '@readiness/contracts/format';

/**
 * What a failed tool call tells the user (spec section 8: "Generation Failed" / "Optimization Failed" with the
 * error's message). A spent month names the reset date; anything else says what the server said.
 */
export function describeToolFailure(error: unknown): string {
  const quota = quotaDetailsOf(error);
  if (quota)
    return `You have used all ${quota.monthlyLimit} prompts of this month. Your prompts reset on ${formatDate(quota.resetsAt)}; Premium has no monthly limit.`;
  if (
    hasErrorCode(error, ERROR_CODES.AI_QUOTA_EXCEEDED, ERROR_CODES.AI_FAIR_USE_LIMITED, ERROR_CODES.AI_BUSY)
  )
    return error.message;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

export function toastToolFailure(title: string, error: unknown): void {
  toast.error(title, { description: describeToolFailure(error) });
}
