import type { TVerifyEmailResponse } from '@readiness/contracts';
import { badRequest } from '@readiness/service';
import { accountTokenRepository } from '../../repositories/account-token.repository.ts';
import { userRepository } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';
import { hashToken } from './emailed-tokens.ts';

export const INVALID_VERIFY_LINK =
  'This confirmation link is not valid: it was already used, it expired, or a newer one was sent. Ask for a new link from the banner in the app.';

/** The link's token confirms the address it was sent to, once; no session is needed (or created). */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<TVerifyEmailResponse> {
  const now = new Date();
  const found = await accountTokenRepository.findUsable(ctx.db, 'email-verification', hashToken(token), now);
  if (!found) throw badRequest(INVALID_VERIFY_LINK);
  return ctx.db.$transaction(async (tx) => {
    const user = await userRepository.findById(tx, found.userId);
    if (!user || user.email !== found.email) throw badRequest(INVALID_VERIFY_LINK);
    if (!(await accountTokenRepository.use(tx, found.id, now))) throw badRequest(INVALID_VERIFY_LINK);
    if (!user.emailVerifiedAt) await userRepository.update(tx, user.id, { emailVerifiedAt: now });
    return { success: true as const, email: user.email };
  });
}
