import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  SESSION_CACHE_TTL_SECONDS,
  SESSION_REVOKED_TTL_SECONDS,
  sessionCacheKey,
  sessionChangesChannel,
  type TSessionCacheEntry,
} from '@readiness/contracts';

/**
 * The auth service's side of the Redis session cache the gateway reads. Failures are logged, never thrown:
 * the database stays the truth, and a gateway that misses the cache asks auth. Every write and removal is
 * announced on the session-changes channel in the same transaction (MULTI), so a gateway holding the entry in
 * memory drops it before anyone can have been told of the change.
 */
export function createSessionCache(redis: Redis, prefix: string, logger: Logger) {
  const channel = sessionChangesChannel(prefix);
  const write = async (sessionId: string, entry: TSessionCacheEntry, ttlSeconds: number) => {
    try {
      await redis
        .multi()
        .set(sessionCacheKey(prefix, sessionId), JSON.stringify(entry), 'EX', ttlSeconds)
        .publish(channel, sessionId)
        .exec();
    } catch (error) {
      logger.warn({ err: error, sessionId }, 'session cache write failed');
    }
  };
  return {
    storeActive(sessionId: string, entry: Omit<Extract<TSessionCacheEntry, { state: 'active' }>, 'state'>) {
      const ttl = Math.min(
        SESSION_CACHE_TTL_SECONDS,
        Math.max(1, Math.floor((entry.accessExpiresAt - Date.now()) / 1000) - 30),
      );
      return write(sessionId, { state: 'active', ...entry }, ttl);
    },
    markRevoked(sessionId: string) {
      return write(sessionId, { state: 'revoked' }, SESSION_REVOKED_TTL_SECONDS);
    },
    async forget(sessionIds: string[]) {
      if (sessionIds.length === 0) return;
      try {
        const transaction = redis.multi().del(...sessionIds.map((id) => sessionCacheKey(prefix, id)));
        for (const id of sessionIds) transaction.publish(channel, id);
        await transaction.exec();
      } catch (error) {
        logger.warn({ err: error }, 'session cache delete failed');
      }
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
