import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** What a job client and a worker need to reach their queue. */
export interface JobConnectionOptions {
  redisUrl: string;
  /** BullMQ's key prefix: `${REDIS_PREFIX}bull` in a service, a test's own prefix in tests. */
  prefix: string;
  logger: Logger;
}

/** BullMQ needs commands that never give up (`maxRetriesPerRequest: null`) on its blocking connections. */
export function connectRedis(redisUrl: string, connectionName: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName });
}
