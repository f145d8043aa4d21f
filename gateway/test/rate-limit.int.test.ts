// The rate limit shared by gateway processes through Redis, reserving points in batches: against the real Redis.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedisPrefix, freePort } from '@readiness/testing';
import { createRateLimiter, type RateVerdict } from '../src/rate-limit.ts';

const space = createTestRedisPrefix();
let redis: Redis;
let keyNumber = 0;
/** A limiter of its own (one gateway process) on a Redis key of its own, counting its reservations. */
function limiter(points: number, client = redis, keyPrefix = `${space.prefix}rl:${(keyNumber += 1)}`) {
  const counted = { reservations: 0 };
  const spy = new Proxy(client, {
    get(target, name, receiver) {
      if (name === 'eval') counted.reservations += 1;
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ...createRateLimiter({ redis: spy, keyPrefix, points, windowMs: 60_000 }), counted, keyPrefix };
}
const verdictOf = async (verdict: RateVerdict | Promise<RateVerdict>) => await verdict;

beforeAll(() => {
  redis = new Redis(space.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await space.cleanup();
  await redis.quit();
});

describe('the rate limit of one gateway process', () => {
  it('lets exactly the limit through in a window, asking Redis for a small fraction of the calls', async () => {
    const one = limiter(1_000);
    const verdicts: RateVerdict[] = [];
    for (let i = 0; i < 1_200; i += 1) verdicts.push(await verdictOf(one.take('10.0.0.1')));
    expect(verdicts.filter((verdict) => verdict === undefined)).toHaveLength(1_000);
    // Batches of 1, 2, 4, …, 50: a few reservations to reach the cap, then one per 50 calls.
    expect(one.counted.reservations).toBeLessThan(30);
    const refused = verdicts.at(-1);
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(60);
    // Another address has its own budget.
    expect(await verdictOf(one.take('10.0.0.2'))).toBeUndefined();
  });

  it('answers a spent address without asking Redis again', async () => {
    const one = limiter(3);
    for (let i = 0; i < 3; i += 1) expect(await verdictOf(one.take('10.0.0.1'))).toBeUndefined();
    expect(await verdictOf(one.take('10.0.0.1'))).toBeGreaterThan(0);
    const asked = one.counted.reservations;
    for (let i = 0; i < 100; i += 1) expect(one.take('10.0.0.1')).toBeGreaterThan(0);
    expect(one.counted.reservations).toBe(asked);
  });

  it('shares one reservation among the calls that arrive while it is made', async () => {
    const one = limiter(1_000);
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => verdictOf(one.take('10.0.0.1'))));
    expect(verdicts.every((verdict) => verdict === undefined)).toBe(true);
    // 1, then 2, 4, 8, 16 for the calls still waiting: not one reservation per call.
    expect(one.counted.reservations).toBeLessThanOrEqual(5);
  });
});

describe('the rate limit across gateway processes', () => {
  it('never lets more than the limit through in all, however the calls are spread', async () => {
    const keyPrefix = `${space.prefix}rl:shared`;
    const replicas = [
      limiter(200, redis, keyPrefix),
      limiter(200, redis, keyPrefix),
      limiter(200, redis, keyPrefix),
    ];
    let allowed = 0;
    // Round robin, some concurrently: the worst spread for batches reserved and not spent.
    for (let i = 0; i < 120; i += 1) {
      const verdicts = await Promise.all(replicas.map((replica) => verdictOf(replica.take('10.0.0.9'))));
      allowed += verdicts.filter((verdict) => verdict === undefined).length;
    }
    // Every point was counted in Redis before it was spent, and each process spent what it reserved.
    expect(allowed).toBe(200);
  });
});

describe('without Redis', () => {
  it('counts each address in the process instead, and asks Redis again at the next reservation', async () => {
    const away = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    away.on('error', () => undefined);
    const one = limiter(5, away);
    const verdicts: RateVerdict[] = [];
    for (let i = 0; i < 8; i += 1) verdicts.push(await verdictOf(one.take('10.0.0.1')));
    expect(verdicts.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(verdicts.slice(5).every((verdict) => typeof verdict === 'number' && verdict > 0)).toBe(true);
    expect(one.counted.reservations).toBe(5);
    away.disconnect();
  });
});
