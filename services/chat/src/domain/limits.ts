import { AppError } from '@readiness/service';
import type { Caller, ChatContext } from './context.ts';

export const HOUR = 3600;

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

/** The limits of one message: per conversation, and per account (signed in) or per address (anonymous). */
export function messageLimits(ctx: ChatContext, sessionId: string, caller: Caller): Limit[] {
  return [
    {
      key: `msg:session:${sessionId}`,
      max: ctx.env.CHAT_LIMIT_SESSION_PER_MINUTE,
      windowSeconds: 60,
      who: 'this conversation',
    },
    // Signed in: the account's budget; anonymous: the address's (shared by every visitor behind it), so
    // signed-in colleagues behind one office address neither use up nor are blocked by each other's.
    caller.userId
      ? {
          key: `msg:user:${caller.userId}`,
          max: ctx.env.CHAT_LIMIT_USER_PER_HOUR,
          windowSeconds: HOUR,
          who: 'your account',
        }
      : {
          key: `msg:ip:${caller.ipAddress ?? 'unknown'}`,
          max: ctx.env.CHAT_LIMIT_ADDRESS_PER_HOUR,
          windowSeconds: HOUR,
          who: 'your network',
        },
  ];
}
