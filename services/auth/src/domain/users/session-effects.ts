import { sessionRepository } from '../../repositories/session.repository.ts';
import type { DbTransaction } from '../../db.ts';
import type { AuthContext } from '../context.ts';

/**
 * How a change to a user reaches their sessions at once (the gateway reads the session cache on every request):
 * `refresh` drops the cached tokens, so the next request gets one with the new role and tier; `revoke` signs the
 * sessions out (database and cache), for a deactivated or deleted user.
 */
export type SessionEffect = 'none' | 'refresh' | 'revoke';

/** Inside the change's transaction: the user's live sessions, revoked in the database when asked. */
export async function applySessionEffectInTransaction(
  tx: DbTransaction,
  userId: string,
  effect: SessionEffect,
): Promise<string[]> {
  if (effect === 'none') return [];
  const now = new Date();
  const ids = await sessionRepository.activeIdsOfUser(tx, userId, now);
  if (effect === 'revoke') await sessionRepository.revokeAllOfUser(tx, userId, now);
  return ids;
}

/** After the commit: the cache follows the database. */
export async function applySessionEffectToCache(
  ctx: AuthContext,
  sessionIds: string[],
  effect: SessionEffect,
) {
  if (effect === 'refresh') await ctx.cache.forget(sessionIds);
  if (effect === 'revoke') await Promise.all(sessionIds.map((id) => ctx.cache.markRevoked(id)));
}
