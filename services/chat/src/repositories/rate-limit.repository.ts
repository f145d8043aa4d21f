import type { Redis } from 'ioredis';

/** A fixed-window counter per key in Redis: how many hits this window, and when the window ends. */
export interface RateCounter {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInMs: number }>;
  /** Reads a counter without counting. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Marks a key used once (SET NX) for `seconds`: false when it already was. */
  claimOnce(key: string, seconds: number): Promise<boolean>;
}

export function createRateCounter(redis: Redis, prefix: string): RateCounter {
  const full = (key: string) => `${prefix}chat:${key}`;
  return {
    async hit(key, windowSeconds) {
      const name = full(key);
      const results = await redis
        .multi()
        .set(name, '0', 'PX', windowSeconds * 1000, 'NX')
        .incr(name)
        .pttl(name)
        .exec();
      const count = Number(results?.[1]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? -1);
      return { count, resetInMs: ttl > 0 ? ttl : windowSeconds * 1000 };
    },
    async peek(key) {
      const name = full(key);
      const [count, ttl] = await Promise.all([redis.get(name), redis.pttl(name)]);
      return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
    },
    async claimOnce(key, seconds) {
      return (await redis.set(full(key), '1', 'EX', seconds, 'NX')) === 'OK';
    },
  };
}
