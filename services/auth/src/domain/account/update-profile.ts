import type { TUpdateProfileRequest, TUser } from '@readiness/contracts';
import { enqueueEvent } from '@readiness/bus';
import { unauthorized } from '@readiness/service';
import { auditRepository } from '../../repositories/audit.repository.ts';
import { toUserDto, userRepository } from '../../repositories/user.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditChanges } from '../users/audit-changes.ts';
import { profileOf } from '../users/update-user.ts';

/**
 * The user edits their own profile. Audited with the change; published as auth.user.updated with the profile, so
 * that the assessment service's copy (industry and size for benchmarks and ROI) follows.
 */
export async function updateProfile(
  ctx: AuthContext,
  input: Required<TUpdateProfileRequest>,
  meta: AuditMeta,
): Promise<TUser> {
  const outcome = await ctx.db.$transaction(async (tx) => {
    const before = await userRepository.findForUpdate(tx, meta.actorId);
    if (!before || !before.isActive) throw unauthorized();
    const { changes, changedFields } = auditChanges(before, input);
    if (Object.keys(changes).length === 0 && changedFields.length === 0)
      return { user: before, written: false };
    const user = await userRepository.update(tx, before.id, input);
    await auditRepository.record(tx, {
      action: 'account.profile-updated',
      actorId: meta.actorId,
      targetId: meta.actorId,
      changes,
      changedFields,
      requestId: meta.requestId,
    });
    await enqueueEvent(tx, 'auth.user.updated', {
      userId: user.id,
      role: user.role,
      subscriptionTier: user.subscriptionTier,
      isActive: user.isActive,
      profile: profileOf(user),
    });
    return { user, written: true };
  });
  if (outcome.written) ctx.onEventsCommitted();
  return toUserDto(outcome.user);
}
