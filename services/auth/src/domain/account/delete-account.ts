import { unauthorized } from '@readiness/service';
import { userRepository } from '../../repositories/user.repository.ts';
import type { AuditMeta, AuthContext, RequestMeta } from '../context.ts';
import { eraseUser } from '../users/erase-user.ts';
import { confirmPassword } from './confirm-password.ts';

/** The user deletes their own account, confirming their password; erased as an admin's deletion is. */
export async function deleteAccount(ctx: AuthContext, password: string, meta: AuditMeta & RequestMeta) {
  const user = await userRepository.findById(ctx.db, meta.actorId);
  if (!user || !user.isActive) throw unauthorized();
  await confirmPassword(ctx, user, password, meta);
  await eraseUser(ctx, user.id, { deletedBy: 'self', actorId: user.id, requestId: meta.requestId });
  return { success: true as const };
}
