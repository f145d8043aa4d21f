import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '@readiness/service';
import type { AuthEnv } from '../env.ts';

const minutes = (ms: number) => {
  const value = Math.max(1, Math.ceil(ms / 60_000));
  return `${value} minute${value === 1 ? '' : 's'}`;
};

function limiter(redis: Redis, keyPrefix: string, points: number, duration: number) {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
}

/**
 * The limits on emails a visitor can make the product send (reset links, verification links): per client address,
 * refused with a 429 (it says nothing about any account), and per email address, silently (the answer must not
 * differ between an address with an account and one without).
 */
export function createEmailLimits(redis: Redis, prefix: string, env: AuthEnv) {
  const window = env.ACCOUNT_EMAIL_WINDOW_SECONDS;
  const perClient = limiter(redis, `${prefix}rl:account-email-ip`, env.ACCOUNT_EMAIL_IP_LIMIT, window);
  const perAddress = limiter(redis, `${prefix}rl:account-email-to`, env.ACCOUNT_EMAIL_ADDRESS_LIMIT, window);
  // Invitations count apart from account emails: an organisation inviting an address never uses up its reset links.
  const invitationsTo = limiter(
    redis,
    `${prefix}rl:invitation-to`,
    env.ORGANISATION_INVITATION_ADDRESS_LIMIT,
    window,
  );
  const invitationsBy = limiter(
    redis,
    `${prefix}rl:invitation-by`,
    env.ORGANISATION_INVITATION_USER_LIMIT,
    window,
  );
  return {
    /** Throws a 429 once this address was sent, or this user sent, too many organisation invitations in the window. */
    async consumeInvitation(inviterId: string, email: string): Promise<void> {
      for (const [bucket, key, what] of [
        [invitationsBy, inviterId, 'You sent too many invitations'],
        [invitationsTo, email.toLowerCase(), 'This address was sent too many invitations'],
      ] as const) {
        try {
          await bucket.consume(key);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes)
            throw tooManyRequests(
              `${what}. Try again in ${minutes(rejection.msBeforeNext)}.`,
              Math.ceil(rejection.msBeforeNext / 1000),
            );
          throw rejection;
        }
      }
    },
    /** Throws a 429 once this client asked for too many emails in the window. */
    async consumeClient(clientAddress: string): Promise<void> {
      try {
        await perClient.consume(clientAddress);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          throw tooManyRequests(
            `Too many requests for emails from your network. Try again in ${minutes(rejection.msBeforeNext)}.`,
            Math.ceil(rejection.msBeforeNext / 1000),
          );
        throw rejection;
      }
    },
    /** False once this email address was sent enough links in the window: the caller sends nothing more. */
    async allowAddress(email: string): Promise<boolean> {
      try {
        await perAddress.consume(email);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}
export type EmailLimits = ReturnType<typeof createEmailLimits>;
