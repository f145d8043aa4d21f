import { enqueueEvent } from '@readiness/bus';
import type { DbTransaction } from '../../db.ts';
import type { UserRow } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';
import { issueEmailedToken } from './emailed-tokens.ts';

/**
 * In the transaction that creates the account (or when the user asks again): a verification link valid for
 * EMAIL_VERIFICATION_TTL_SECONDS, published as auth.email-verification.requested for the notifications service.
 */
export async function issueVerificationLink(
  ctx: AuthContext,
  tx: DbTransaction,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  const { token, expiresAt } = await issueEmailedToken(tx, {
    userId: user.id,
    email: user.email,
    purpose: 'email-verification',
    ttlSeconds: ctx.env.EMAIL_VERIFICATION_TTL_SECONDS,
    now: new Date(),
  });
  await enqueueEvent(tx, 'auth.email-verification.requested', {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    verifyPath: `/verify-email?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  });
}
