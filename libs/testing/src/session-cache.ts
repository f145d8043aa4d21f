import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sessionCacheKey } from '@readiness/contracts';

export interface CachedSession {
  /** The `Cookie` header a browser would send. */
  cookie: string;
  secret: string;
  /** The access token the gateway forwards (unsigned: on the cookie path the gateway only decodes it). */
  accessToken: string;
  userId: string;
}

/**
 * A signed-in session as the auth service leaves it in the Redis session cache, for testing or measuring the
 * gateway without an auth service behind it.
 */
export async function cacheSignedInSession(redisUrl: string, redisPrefix: string): Promise<CachedSession> {
  const sessionId = randomUUID();
  const secret = randomBytes(24).toString('base64url');
  const userId = randomUUID();
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expiresAt = Date.now() + 3_600_000;
  const claims = { sub: userId, sid: sessionId, role: 'user', tier: 'free', email: 'ada@example.com' };
  const accessToken = `${part({ alg: 'ES256' })}.${part({ ...claims, exp: Math.floor(expiresAt / 1000) })}.unsigned`;
  const redis = new Redis(redisUrl);
  try {
    await redis.set(
      sessionCacheKey(redisPrefix, sessionId),
      JSON.stringify({
        state: 'active',
        userId,
        secretHash: createHash('sha256').update(secret).digest('base64url'),
        accessToken,
        accessExpiresAt: expiresAt,
      }),
      'EX',
      3_600,
    );
  } finally {
    await redis.quit();
  }
  return { cookie: `ar_session=${sessionId}.${secret}`, secret, accessToken, userId };
}
