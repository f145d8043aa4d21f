import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '@readiness/service';
import type { AuthEnv } from '../env.ts';

function minutes(ms: number): string {
  const value = Math.max(1, Math.ceil(ms / 60_000));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

/** Redis-backed limits shared by every auth replica; an in-memory limiter stands in while Redis is away. */
function limiter(redis: Redis, keyPrefix: string, points: number, duration: number, blockDuration = 0) {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    blockDuration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration, blockDuration }),
  });
}

export function createRateLimits(redis: Redis, prefix: string, env: AuthEnv) {
  const loginByIp = limiter(redis, `${prefix}rl:login-ip`, env.LOGIN_IP_LIMIT, env.LOGIN_IP_WINDOW_SECONDS);
  // The Nth failure is the one that exceeds N - 1 points and locks the account.
  const accountPoints = Math.max(1, env.LOGIN_ACCOUNT_FAILURES - 1);
  const failuresByAccount = limiter(
    redis,
    `${prefix}rl:login-account`,
    accountPoints,
    env.LOGIN_ACCOUNT_LOCK_SECONDS,
    env.LOGIN_ACCOUNT_LOCK_SECONDS,
  );
  const registerByIp = limiter(
    redis,
    `${prefix}rl:register-ip`,
    env.REGISTER_IP_LIMIT,
    env.REGISTER_IP_WINDOW_SECONDS,
  );

  const consumeOrThrow = async (rl: RateLimiterRedis, key: string, message: (wait: string) => string) => {
    try {
      await rl.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw tooManyRequests(
          message(minutes(rejection.msBeforeNext)),
          Math.ceil(rejection.msBeforeNext / 1000),
        );
      }
      throw rejection;
    }
  };

  return {
    consumeLogin: (ip: string) =>
      consumeOrThrow(
        loginByIp,
        ip,
        (wait) => `Too many sign-in attempts from your network. Try again in ${wait}.`,
      ),
    consumeRegistration: (ip: string) =>
      consumeOrThrow(
        registerByIp,
        ip,
        (wait) => `Too many registrations from your network. Try again in ${wait}.`,
      ),
    /** The time left on an account's lock, or 0 when it is not locked. */
    async accountLockMs(email: string): Promise<number> {
      const state = await failuresByAccount.get(email);
      return state && state.consumedPoints > accountPoints ? state.msBeforeNext : 0;
    },
    /** Counts a failed sign-in; true when this failure locked the account. */
    async recordFailure(email: string): Promise<boolean> {
      try {
        await failuresByAccount.consume(email);
        return false;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return true;
        throw rejection;
      }
    },
    resetFailures: (email: string) => failuresByAccount.delete(email),
    lockedMessage: (ms: number) =>
      tooManyRequests(
        `This account is temporarily locked after repeated failed sign-ins. Try again in ${minutes(ms)}.`,
        Math.ceil(ms / 1000),
      ),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
