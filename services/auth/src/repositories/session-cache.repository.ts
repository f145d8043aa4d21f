import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  SESSION_CACHE_TTL_SECONDS,
  SESSION_REVOKED_TTL_SECONDS,
  sessionCacheKey,
  type TSessionCacheEntry,
} from '@readiness/contracts';

/**
 * The auth service's side of the Redis session cache the gateway reads. Failures are logged, never thrown:
 * the database stays the truth, and a gateway that misses the cache asks auth.
 */
export function createSessionCache(redis: Redis, prefix: string, logger: Logger) {
  const write = async (sessionId: string, entry: TSessionCacheEntry, ttlSeconds: number) => {
    try {
      await redis.set(sessionCacheKey(prefix, sessionId), JSON.stringify(entry), 'EX', ttlSeconds);
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
        await redis.del(...sessionIds.map((id) => sessionCacheKey(prefix, id)));
      } catch (error) {
        logger.warn({ err: error }, 'session cache delete failed');
      }
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
