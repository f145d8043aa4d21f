import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { accountTokenRepository, type TokenPurpose } from '../../repositories/account-token.repository.ts';
import type { DbTransaction } from '../../db.ts';

/** SHA-256 of a token, as stored: a leaked table gives no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-purpose token for a link in an email (256 random bits, base64url), stored by its hash with its
 * purpose, the address it goes to and its expiry; the account's older links of the same purpose stop working.
 */
export async function issueEmailedToken(
  tx: DbTransaction,
  input: { userId: string; email: string; purpose: TokenPurpose; ttlSeconds: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.ttlSeconds * 1000);
  const id = randomUUID();
  await accountTokenRepository.retireOthers(tx, input.userId, input.purpose, input.now);
  await accountTokenRepository.create(tx, {
    id,
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    email: input.email,
    expiresAt,
  });
  return { token, expiresAt };
}
