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
 * The auth service's rate limits (how they are shaped and why: the README's "Rate limits"). Sign-ins, admin
 * step-ups and password confirmations share them: guessing is slowed per account and address together (growing
 * delays), capped per account across addresses, and stuffing many accounts is capped per address and network; a
 * success is refunded, so an office signing in together is never refused for its successes, and no stranger can
 * lock someone out of their account from elsewhere.
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

  const failuresByAccount = limiter(
    redis,
    `${prefix}rl:login-account`,
    env.LOGIN_ACCOUNT_FAILURES,
    env.LOGIN_ACCOUNT_LOCK_SECONDS,
  );
  const pairs = createPairThrottle(redis, `${prefix}rl:login-pair:`, env);
  const known = createKnownAddresses(
    redis,
    `${prefix}rl:login-known:`,
    env.LOGIN_KNOWN_ADDRESS_DAYS * 86_400,
  );

  /** Takes a point from each limit in turn; the first that has none left refuses with a 429 saying when to retry. */
  const consumeAll = async (limits: Limit[], where: ClientKeys) => {
    for (const [index, limit] of limits.entries()) {
      try {
        await limit.limiter.consume(limit.key(where));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          // The limits passed before this one give their point back: nothing was tried.
          await refund(limits.slice(0, index), where);
          throw tooManyRequests(
            limit.message(minutes(rejection.msBeforeNext)),
            Math.ceil(rejection.msBeforeNext / 1000),
          );
        }
        throw rejection;
      }
    }
  };
  const refund = (limits: Limit[], where: ClientKeys) =>
    Promise.all(limits.map((limit) => limit.limiter.reward(limit.key(where))));

  const accountFailures = async (email: string) => {
    const state = await failuresByAccount.get(email);
    return { count: state?.consumedPoints ?? 0, msLeft: state?.msBeforeNext ?? 0 };
  };

  return {
    /**
     * Before a password is checked (sign-in, admin step-up, password confirmation). Counts the attempt against
     * the address (the hashing ceiling); for an account that never signed in from this address, counts it as a
     * failure of the address and its network until `accepted` refunds it; charges the account+address pair
     * (which refuses while its growing delay runs); and, when the account is over its ceiling of failures from
     * all addresses, lets only an address with no recent failures for it (or one it signed in from) through.
     * Everything is counted first, so that parallel guesses cannot slip past a limit.
     * `sessionId`: the caller holds this live session of the account (the step-up, a password confirmation): the
     * address's and network's limits, there for stuffing many accounts, do not apply, and the delays are the
     * session's own, so other clients failing at the same address never slow it down.
     */
    async beginPasswordCheck(where: ClientKeys, email: string, options: { sessionId?: string } = {}) {
      const account = normaliseEmail(email);
      const signedIn = options.sessionId !== undefined;
      if (!signedIn) await consumeAll([attempts], where);
      const isKnown = await known.has(account, where.address);
      const addressLimits = isKnown || signedIn ? [] : failures;
      const pair = signedIn ? `session:${options.sessionId}` : where.address;
      await consumeAll(addressLimits, where);
      let priorFailures: number;
      try {
        priorFailures = await pairs.charge(account, pair);
      } catch (error) {
        await refund(addressLimits, where);
        throw error;
      }
      const { count, msLeft } = await accountFailures(account);
      if (count >= env.LOGIN_ACCOUNT_FAILURES && priorFailures > 0 && !isKnown) {
        await refund(addressLimits, where);
        throw lockedMessage(msLeft);
      }
      return {
        /** The password was right: the pair is forgiven, the address's failure refunded, the address known. */
        async accepted() {
          await Promise.all([
            pairs.forgive(account, pair),
            refund(addressLimits, where),
            known.add(account, where.address),
          ]);
        },
        /** The password was wrong: one more failure of the account; true when it reached its ceiling now. */
        async rejected(): Promise<boolean> {
          const state = await failuresByAccount.penalty(account, 1);
          return state.consumedPoints === env.LOGIN_ACCOUNT_FAILURES;
        },
      };
    },
    consumeRegistration: (where: ClientKeys) => consumeAll(registrations, where),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
export type PasswordCheck = Awaited<ReturnType<RateLimits['beginPasswordCheck']>>;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

const accountLocks = new WeakSet<Error>();
/** Whether a refusal was the account's ceiling (a security event of its own) rather than a throttle. */
export const isAccountLock = (error: unknown) => error instanceof Error && accountLocks.has(error);

function lockedMessage(ms: number) {
  const error = tooManyRequests(
    'This account is temporarily locked after repeated failed sign-ins from several addresses. ' +
      `Try again in ${minutes(ms)}, or from an address where you signed in before.`,
    Math.max(1, Math.ceil(ms / 1000)),
  );
  accountLocks.add(error);
  return error;
}

/**
 * One redis round trip: refuses while the pair's delay runs; otherwise counts the attempt as a failure (refunded by
 * `forgive`) and sets the delay the next attempt must wait: none for the first free failures, then the first delay
 * doubled at each further one, up to the longest. Answers [failures before this attempt, ms to wait or 0].
 */
const CHARGE_PAIR = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
local now = tonumber(ARGV[1])
if nextAt > now then return {n, nextAt - now} end
local free, first, longest = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local delay = 0
if n + 1 > free then delay = math.min(longest, first * 2 ^ (n - free)) end
redis.call('HSET', KEYS[1], 'n', n + 1, 'next', now + delay)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {n, 0}`;

/** The growing delays of one account at one address (the README's "Rate limits"); memory stands in while Redis is away. */
function createPairThrottle(redis: Redis, keyPrefix: string, env: AuthEnv) {
  const memory = new Map<string, { n: number; next: number; expires: number }>();
  const settings = {
    free: env.LOGIN_PAIR_FREE_FAILURES,
    first: env.LOGIN_PAIR_FIRST_DELAY_SECONDS * 1000,
    longest: env.LOGIN_PAIR_MAX_DELAY_SECONDS * 1000,
    keep: Math.max(env.LOGIN_PAIR_MEMORY_SECONDS, env.LOGIN_PAIR_MAX_DELAY_SECONDS) * 1000,
  };
  const chargeInMemory = (key: string, now: number): [number, number] => {
    const found = memory.get(key);
    const state = found && found.expires > now ? found : { n: 0, next: 0, expires: 0 };
    if (state.next > now) return [state.n, state.next - now];
    const delay =
      state.n + 1 > settings.free
        ? Math.min(settings.longest, settings.first * 2 ** (state.n - settings.free))
        : 0;
    memory.set(key, { n: state.n + 1, next: now + delay, expires: now + settings.keep });
    return [state.n, 0];
  };
  return {
    /** Failures of the pair before this attempt; a 429 while its delay runs. */
    async charge(account: string, address: string): Promise<number> {
      const key = `${keyPrefix}${account}|${address}`;
      const now = Date.now();
      let answer: [number, number];
      try {
        answer = (await redis.eval(
          CHARGE_PAIR,
          1,
          key,
          now,
          settings.free,
          settings.first,
          settings.longest,
          settings.keep,
        )) as [number, number];
      } catch {
        answer = chargeInMemory(key, now);
      }
      const [before, wait] = answer;
      if (wait > 0)
        throw tooManyRequests(
          `Too many failed sign-ins to this account from your address. Try again in ${seconds(wait)}.`,
          Math.ceil(wait / 1000),
        );
      return before;
    },
    async forgive(account: string, address: string) {
      const key = `${keyPrefix}${account}|${address}`;
      memory.delete(key);
      await redis.del(key).catch(() => undefined);
    },
  };
}

/** The addresses each account signed in from lately: its own people are not held to limits meant for strangers. */
function createKnownAddresses(redis: Redis, keyPrefix: string, keepSeconds: number) {
  const memory = new Map<string, number>();
  return {
    async has(account: string, address: string): Promise<boolean> {
      const key = `${keyPrefix}${account}|${address}`;
      try {
        return (await redis.exists(key)) === 1;
      } catch {
        return (memory.get(key) ?? 0) > Date.now();
      }
    },
    async add(account: string, address: string) {
      const key = `${keyPrefix}${account}|${address}`;
      memory.set(key, Date.now() + keepSeconds * 1000);
      await redis.set(key, '1', 'EX', keepSeconds).catch(() => undefined);
    },
  };
}

function seconds(ms: number): string {
  if (ms > 60_000) return minutes(ms);
  const value = Math.max(1, Math.ceil(ms / 1000));
  return `${value} second${value === 1 ? '' : 's'}`;
}
