/**
 * BullMQ's key prefix of a process: `${REDIS_PREFIX}bull`. Every queue, worker and reader of queue depths
 * (monitoring's system status) uses it, so they meet on the same keys.
 */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}
