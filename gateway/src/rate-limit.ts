import type { Redis } from 'ioredis';

/**
 * Adds `ARGV[1]` points to the window's counter and returns the count and the window's remaining time (ms); the
 * first reservation of a window starts it (`ARGV[2]` ms long), as rate-limiter-flexible's fixed window did.
 */
const RESERVE = `
local used = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {used, ttl}`;

/** What `take` answers: undefined when the call may go on, else the seconds to wait (Retry-After). */
export type RateVerdict = number | undefined;

interface Bucket {
  /** Points reserved in Redis and not spent yet: spent here without asking Redis. */
  tokens: number;
  /** Epoch ms: when the current window ends. */
  windowEndsAt: number;
  /** The window's budget is gone (Redis said so): refused here until the window ends. */
  isSpent: boolean;
  /** Points the next reservation asks for: doubled by each reservation, up to the cap. */
  batch: number;
  reserving: Promise<void> | undefined;
}

export interface RateLimiterOptions {
  redis: Redis;
  /** The Redis key of an address is `${keyPrefix}:${address}`. */
  keyPrefix: string;
  /** Calls an address may make per window, across every gateway process. */
  points: number;
  windowMs: number;
}

/** Addresses remembered before the expired ones are swept out; a hard cap drops the oldest beyond 8 times this. */
const SWEEP_FROM = 10_000;

/**
 * A rate limit per address, shared by every gateway process through Redis without a Redis call per request:
 * each process reserves points from the address's counter in Redis in batches and spends them locally, and
 * asks again only when its batch is spent. Batches start at one point and double with each reservation, up to
 * a twentieth of the limit, so a quiet address reserves what it uses and a busy one asks Redis once per
 * twentieth of its budget.
 *
 * The total across processes never exceeds the limit: a point is spent only if Redis counted it first. What a
 * process reserved and did not spend before the window ended is lost to the address, so with N processes an
 * address spreading its calls over all of them may be refused up to (N - 1) batches (at most 5% of the limit
 * each) early; with one process the limit is exact. (A limit divided by the replica count, the alternative,
 * needs the count kept right as replicas come and go, and refuses a keep-alive client held by one replica at
 * 1/N of its budget.)
 *
 * When Redis is unreachable, each process counts on its own (the limit per process), as rate-limiter-flexible's
 * insurance limiter did, and tries Redis again at the next reservation.
 */
export function createRateLimiter({ redis, keyPrefix, points, windowMs }: RateLimiterOptions) {
  const maxBatch = Math.max(1, Math.floor(points / 20));
  const buckets = new Map<string, Bucket>();
  const insurance = new Map<string, { used: number; endsAt: number }>();
  let sweepAt = SWEEP_FROM;

  function sweep(now: number) {
    for (const [key, bucket] of buckets)
      if (bucket.windowEndsAt <= now && !bucket.reserving) buckets.delete(key);
    for (const [key, counted] of insurance) if (counted.endsAt <= now) insurance.delete(key);
    // Live ones beyond the cap: the oldest go (what they reserved is lost; a spent one asks Redis again).
    for (const key of buckets.keys()) {
      if (buckets.size <= SWEEP_FROM * 8) break;
      buckets.delete(key);
    }
    sweepAt = Math.max(SWEEP_FROM, buckets.size * 2);
  }

  function granted(bucket: Bucket, batch: number, used: number, remainingMs: number) {
    bucket.tokens = Math.max(0, Math.min(batch, points - (used - batch)));
    bucket.isSpent = used >= points;
    bucket.windowEndsAt = Date.now() + remainingMs;
  }

  /** Redis is away: this process's own count of the address, with the whole limit. */
  function grantedLocally(key: string, bucket: Bucket, batch: number) {
    const now = Date.now();
    let counted = insurance.get(key);
    if (!counted || counted.endsAt <= now) {
      counted = { used: 0, endsAt: now + windowMs };
      insurance.set(key, counted);
    }
    counted.used += batch;
    granted(bucket, batch, counted.used, counted.endsAt - now);
  }

  function reserve(key: string, bucket: Bucket): Promise<void> {
    const batch = bucket.batch;
    bucket.batch = Math.min(batch * 2, maxBatch);
    const reply = redis.eval(RESERVE, 1, `${keyPrefix}:${key}`, batch, windowMs) as Promise<[number, number]>;
    return reply
      .then(
        ([used, remainingMs]) => granted(bucket, batch, used, remainingMs),
        () => grantedLocally(key, bucket, batch),
      )
      .finally(() => {
        bucket.reserving = undefined;
      });
  }

  function take(key: string): RateVerdict | Promise<RateVerdict> {
    const now = Date.now();
    let bucket = buckets.get(key);
    if (!bucket) {
      if (buckets.size >= sweepAt) sweep(now);
      bucket = { tokens: 0, windowEndsAt: 0, isSpent: false, batch: 1, reserving: undefined };
      buckets.set(key, bucket);
    } else if (bucket.windowEndsAt <= now && !bucket.reserving) {
      // A new window: what was left of the last one is gone; the batch size carries on.
      bucket.tokens = 0;
      bucket.isSpent = false;
    }
    if (bucket.tokens > 0) {
      bucket.tokens -= 1;
      return undefined;
    }
    if (bucket.isSpent) return Math.max(1, Math.ceil((bucket.windowEndsAt - now) / 1000));
    bucket.reserving ??= reserve(key, bucket);
    return bucket.reserving.then(() => take(key));
  }

  return { take };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
