import { AppError } from '@readiness/service';
import type { ChatContext } from './context.ts';

export interface Limit {
  /** Counter name, e.g. `msg:session:<id>`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** Who is limited, for the message: "this conversation", "your account", "your network". */
  who: string;
}

/**
 * Counts one use against every limit; the first one exceeded answers 429 RATE_LIMITED with the seconds to wait
 * (`details.retryAfterSeconds`, and the Retry-After header). Nothing else has changed when it throws.
 */
export async function enforceLimits(ctx: ChatContext, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { count, resetInMs } = await ctx.rates.hit(limit.key, limit.windowSeconds);
    if (count > limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many messages from ${limit.who} for now. Please try again in ${retryAfterSeconds} seconds.`,
        { retryAfterSeconds },
      );
    }
  }
}
