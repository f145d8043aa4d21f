import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '@readiness/service';
import type { AuthEnv } from '../env.ts';
import type { ClientKeys } from '../domain/client-network.ts';

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

interface Limit {
  limiter: RateLimiterRedis;
  key: (where: ClientKeys) => string;
  message: (wait: string) => string;
}

const signInMessage = (wait: string) => `Too many failed sign-ins from your network. Try again in ${wait}.`;
const registerMessage = (wait: string) => `Too many registrations from your network. Try again in ${wait}.`;

/**
 * The auth service's rate limits (how they are shaped and why: the README's "Rate limits"). Sign-ins and admin
 * step-ups share them: a failure counts against the address, its network and the account; a success is refunded
 * to the address and network, so an office signing in together is never refused for its successes.
 */
export function createRateLimits(redis: Redis, prefix: string, env: AuthEnv) {
  const window = env.LOGIN_IP_WINDOW_SECONDS;
  const failures: Limit[] = [
    {
      limiter: limiter(redis, `${prefix}rl:login-ip`, env.LOGIN_IP_LIMIT, window),
      key: (where) => where.address,
      message: signInMessage,
    },
    {
      // A network holds the address: its limit is never the lower one.
      limiter: limiter(
        redis,
        `${prefix}rl:login-net`,
        Math.max(env.LOGIN_NETWORK_LIMIT, env.LOGIN_IP_LIMIT),
        window,
      ),
      key: (where) => where.network,
      message: signInMessage,
    },
  ];
  const attempts: Limit = {
    // Attempts include the failures: never the lower limit.
    limiter: limiter(
      redis,
      `${prefix}rl:login-attempts`,
      Math.max(env.LOGIN_IP_ATTEMPTS, env.LOGIN_IP_LIMIT),
      window,
    ),
    key: (where) => where.address,
    message: (wait) => `Too many sign-in attempts from your network. Try again in ${wait}.`,
  };
  const registrations: Limit[] = [
    {
      limiter: limiter(
        redis,
        `${prefix}rl:register-burst`,
        env.REGISTER_IP_BURST,
        env.REGISTER_IP_BURST_SECONDS,
      ),
      key: (where) => where.address,
      message: registerMessage,
    },
    {
      limiter: limiter(
        redis,
        `${prefix}rl:register-ip`,
        env.REGISTER_IP_LIMIT,
        env.REGISTER_IP_WINDOW_SECONDS,
      ),
      key: (where) => where.address,
      message: registerMessage,
    },
    {
      limiter: limiter(
        redis,
        `${prefix}rl:register-net`,
        Math.max(env.REGISTER_NETWORK_LIMIT, env.REGISTER_IP_LIMIT),
        env.REGISTER_IP_WINDOW_SECONDS,
      ),
      key: (where) => where.network,
      message: registerMessage,
    },
  ];

  // The Nth failure is the one that exceeds N - 1 points and locks the account.
  const accountPoints = Math.max(1, env.LOGIN_ACCOUNT_FAILURES - 1);
  const failuresByAccount = limiter(
    redis,
    `${prefix}rl:login-account`,
    accountPoints,
    env.LOGIN_ACCOUNT_LOCK_SECONDS,
    env.LOGIN_ACCOUNT_LOCK_SECONDS,
  );

  /** Takes a point from each limit in turn; the first that has none left refuses with a 429 saying when to retry. */
  const consumeAll = async (limits: Limit[], where: ClientKeys) => {
    for (const limit of limits) {
      try {
        await limit.limiter.consume(limit.key(where));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw tooManyRequests(
            limit.message(minutes(rejection.msBeforeNext)),
            Math.ceil(rejection.msBeforeNext / 1000),
          );
        }
        throw rejection;
      }
    }
  };

  return {
    /**
     * Before a password is checked (sign-in or admin step-up): counts the attempt, and counts it as a failure
     * until `passwordAccepted` refunds it (counted first, so that parallel guesses cannot slip past the limit).
     */
    beginPasswordCheck: (where: ClientKeys) => consumeAll([attempts, ...failures], where),
    /** The password was right: the failure counted by `beginPasswordCheck` is refunded. */
    async passwordAccepted(where: ClientKeys) {
      await Promise.all(failures.map((limit) => limit.limiter.reward(limit.key(where))));
    },
    consumeRegistration: (where: ClientKeys) => consumeAll(registrations, where),
    /** The time left on an account's lock, or 0 when it is not locked. */
    async accountLockMs(email: string): Promise<number> {
      const state = await failuresByAccount.get(email);
      return state && state.consumedPoints > accountPoints ? state.msBeforeNext : 0;
    },
    /** Counts a failed password against the account; true when this failure locked it. */
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
