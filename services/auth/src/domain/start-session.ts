import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DbTransaction } from '../db.ts';
import type { UserRow } from '../repositories/user.repository.ts';
import { sessionRepository } from '../repositories/session.repository.ts';
import { userRepository } from '../repositories/user.repository.ts';
import type { AuthContext, RequestMeta } from './context.ts';
import { signAccessToken } from './signing-keys.ts';

export interface StartedSession {
  sessionId: string;
  /** The cookie value: `<session id>.<secret>`; only its hash is stored. */
  cookieValue: string;
  accessToken: string;
  accessExpiresAt: Date;
  sessionExpiresAt: Date;
  user: UserRow;
  /** Puts the session into the gateway's cache; call after the transaction committed. */
  cache(): Promise<void>;
}

/** What is stored of a session's secret (the cookie's second half), and what a presented secret is checked against. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Opens a session row for the user (inside the caller's transaction) and signs their first access token. */
export async function startSession(
  ctx: AuthContext,
  tx: DbTransaction,
  user: UserRow,
  meta: RequestMeta,
): Promise<StartedSession> {
  const sessionId = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  const now = new Date();
  const sessionExpiresAt = new Date(now.getTime() + ctx.env.SESSION_TTL_DAYS * 86_400_000);
  const secretHash = hashSecret(secret);
  await sessionRepository.create(tx, {
    id: sessionId,
    userId: user.id,
    secretHash,
    expiresAt: sessionExpiresAt,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
  });
  const updated = await userRepository.recordLogin(tx, user.id, now);
  const { token, expiresAt } = await signAccessToken(
    ctx.keys,
    {
      sub: user.id,
      sid: sessionId,
      role: updated.role,
      tier: updated.subscriptionTier,
      email: updated.email,
    },
    ctx.env.ACCESS_TOKEN_TTL_SECONDS,
  );
  return {
    sessionId,
    cookieValue: `${sessionId}.${secret}`,
    accessToken: token,
    accessExpiresAt: expiresAt,
    sessionExpiresAt,
    user: updated,
    cache: () =>
      ctx.cache.storeActive(sessionId, {
        userId: user.id,
        secretHash,
        accessToken: token,
        accessExpiresAt: expiresAt.getTime(),
      }),
  };
}
