import { timingSafeEqual } from 'node:crypto';
import { unauthorized } from '@readiness/service';
import { sessionRepository } from '../repositories/session.repository.ts';
import type { AuthContext } from './context.ts';
import { signAccessToken } from './signing-keys.ts';
import { hashSecret } from './start-session.ts';

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * For the gateway: checks a session against the database (the cookie's secret when given) and signs a fresh
 * access token with the user's current role and tier. Revoked, expired or unknown sessions and inactive users
 * get 401, and the cache remembers the revocation.
 */
export async function resolveSession(ctx: AuthContext, sessionId: string, secret?: string) {
  const session = await sessionRepository.findWithUser(ctx.db, sessionId);
  const now = new Date();
  if (!session || session.revokedAt || session.expiresAt <= now || !session.user.isActive) {
    if (session) await ctx.cache.markRevoked(sessionId);
    throw unauthorized('Session is not valid');
  }
  if (secret !== undefined && !sameHash(hashSecret(secret), session.secretHash))
    throw unauthorized('Session is not valid');
  const { user } = session;
  const { token, expiresAt } = await signAccessToken(
    ctx.keys,
    {
      sub: user.id,
      sid: session.id,
      role: user.role,
      tier: user.subscriptionTier,
      email: user.email,
    },
    ctx.env.ACCESS_TOKEN_TTL_SECONDS,
  );
  await ctx.cache.storeActive(session.id, {
    userId: user.id,
    secretHash: session.secretHash,
    accessToken: token,
    accessExpiresAt: expiresAt.getTime(),
  });
  return { accessToken: token, expiresAt: expiresAt.toISOString() };
}
