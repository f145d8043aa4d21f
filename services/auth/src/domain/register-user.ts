import { randomUUID } from 'node:crypto';
import type { TRegisterRequest, TUser } from '@readiness/contracts';
import { badRequest } from '@readiness/service';
import type { z } from 'zod';
import type { ZRegisterRequest } from '@readiness/contracts';
import { toUserDto, userRepository } from '../repositories/user.repository.ts';
import { enqueueEvent } from '@readiness/bus';
import { issueVerificationLink } from './account/issue-verification-link.ts';
import { clientKeys } from './client-network.ts';
import type { AuthContext, RequestMeta } from './context.ts';
import { hashPassword, weakPasswordReason } from './passwords.ts';
import { startSession, type StartedSession } from './start-session.ts';

export type RegisterInput = z.output<typeof ZRegisterRequest>;
export type { TRegisterRequest };

/** Creates the account and signs the new user in; an email already registered is EMAIL_TAKEN (409). */
export async function registerUser(
  ctx: AuthContext,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<{ user: TUser; session: StartedSession }> {
  await ctx.limits.consumeRegistration(clientKeys(meta.ipAddress));
  const weakness = weakPasswordReason(input.password, input.email);
  if (weakness) throw badRequest(weakness);

  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  const result = await ctx.db.$transaction(async (tx) => {
    const user = await userRepository.create(tx, {
      id: userId,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      jobTitle: input.jobTitle,
      industry: input.industry,
      companySize: input.companySize,
    });
    await enqueueEvent(tx, 'auth.user.registered', {
      userId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company,
      industry: user.industry,
      companySize: user.companySize,
      ipAddress: meta.ipAddress,
    });
    await issueVerificationLink(ctx, tx, user);
    const session = await startSession(ctx, tx, user, meta);
    return { user: toUserDto(session.user), session };
  });
  ctx.onEventsCommitted();
  await result.session.cache();
  return result;
}
