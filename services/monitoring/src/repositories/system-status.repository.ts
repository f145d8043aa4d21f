import type { Redis } from 'ioredis';
import type { TSystemStatus } from '@readiness/contracts/monitoring';

/**
 * BullMQ's queues under a key prefix (`<REDIS_PREFIX>bull`), found by their `meta` keys, with their depths:
 * waiting (wait, paused and prioritized), active, delayed and failed.
 */
export async function readQueueDepths(redis: Redis, bullPrefix: string): Promise<TSystemStatus['queues']> {
  const names = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${bullPrefix}:*:meta`, 'COUNT', 200);
    cursor = next;
    for (const key of keys) names.add(key.slice(bullPrefix.length + 1, -':meta'.length));
  } while (cursor !== '0');
  const queues: TSystemStatus['queues'] = [];
  for (const name of [...names].sort()) {
    const key = (part: string) => `${bullPrefix}:${name}:${part}`;
    const results = await redis
      .multi()
      .llen(key('wait'))
      .llen(key('paused'))
      .zcard(key('prioritized'))
      .llen(key('active'))
      .zcard(key('delayed'))
      .zcard(key('failed'))
      .exec();
    const [wait, paused, prioritized, active, delayed, failed] = (results ?? []).map(([, value]) =>
      Number(value ?? 0),
    );
    queues.push({
      name,
      waiting: (wait ?? 0) + (paused ?? 0) + (prioritized ?? 0),
      active: active ?? 0,
      delayed: delayed ?? 0,
      failed: failed ?? 0,
    });
  }
  return queues;
}
