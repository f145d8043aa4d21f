import type { TAdminUserDetails } from '@readiness/contracts';
import { notFound } from '@readiness/service';
import { sessionRepository } from '../../repositories/session.repository.ts';
import { toAdminUserDto, userRepository } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';

/** The details dialog: the user, their live sessions, and their assessments as the assessment service tells. */
export async function getUserDetails(ctx: AuthContext, userId: string): Promise<TAdminUserDetails> {
  const user = await userRepository.findById(ctx.db, userId);
  if (!user) throw notFound('No such user');
  const [activeSessions, assessments] = await Promise.all([
    sessionRepository.countActiveOfUser(ctx.db, userId, new Date()),
    ctx.services.assessmentSummary(userId),
  ]);
  return { user: toAdminUserDto(user), assessments, activeSessions };
}
