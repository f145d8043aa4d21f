import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, requireOwned } from '@readiness/service';
import { sessionRepository, type SessionRow } from '../repositories/chat.repository.ts';
import type { DbClient } from '../db.ts';
import type { Caller } from './context.ts';

export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenMatches(row: SessionRow, token: string | null): boolean {
  if (!token || token.length > 200) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(row.tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const sessionNotFound = () =>
  new AppError('CHAT_SESSION_NOT_FOUND', 'No such conversation. Start a new one.');

/**
 * The caller's conversation, or a 404 that says nothing more: a signed-in user's conversation is theirs alone
 * (another user's is not found, whatever token comes with it); an anonymous one needs its secret token. A
 * signed-in caller holding the token of an anonymous conversation takes it over, so it follows them to their
 * other devices.
 */
export async function ownSession(
  db: DbClient,
  sessionId: string,
  caller: Caller,
  options: { lock?: boolean } = {},
): Promise<SessionRow> {
  const row = options.lock
    ? await sessionRepository.lock(db, sessionId)
    : await sessionRepository.findById(db, sessionId);
  if (!row) throw sessionNotFound();
  if (row.userId !== null) return requireOwned(row, caller.userId, sessionNotFound());
  if (!tokenMatches(row, caller.sessionToken)) throw sessionNotFound();
  // Answers then go to the account's address: an address left while signed out is not kept.
  if (caller.userId)
    return sessionRepository.update(db, row.id, { userId: caller.userId, contactEmail: null });
  return row;
}
