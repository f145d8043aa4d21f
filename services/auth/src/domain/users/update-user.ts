import type { TAdminUpdateUserRequest, TAdminUser } from '@readiness/contracts';
import type { z } from 'zod';
import type { ZAdminUpdateUserRequest } from '@readiness/contracts';
import { enqueueEvent } from '@readiness/bus';
import { badRequest, forbidden, notFound } from '@readiness/service';
import { auditRepository } from '../../repositories/audit.repository.ts';
import { toAdminUserDto, userRepository, type UserRow } from '../../repositories/user.repository.ts';
import type { DbTransaction } from '../../db.ts';
import type { AuditMeta, AuthContext } from '../context.ts';
import { auditChanges } from './audit-changes.ts';
import {
  applySessionEffectInTransaction,
  applySessionEffectToCache,
  type SessionEffect,
} from './session-effects.ts';

export type AdminUpdateInput = z.output<typeof ZAdminUpdateUserRequest>;
export type { TAdminUpdateUserRequest };

const PROFILE_FIELDS = ['firstName', 'lastName', 'company', 'jobTitle', 'industry', 'companySize'] as const;
const FIELDS = [...PROFILE_FIELDS, 'role', 'subscriptionTier', 'isActive', 'onboardingCompleted'] as const;
type Field = (typeof FIELDS)[number];

/** The fields of the request whose values differ from the user's. */
function differences(user: UserRow, input: AdminUpdateInput): Partial<Pick<UserRow, Field>> {
  const changed: Partial<Record<Field, unknown>> = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== user[field]) changed[field] = value;
  }
  return changed as Partial<Pick<UserRow, Field>>;
}

/** The profile part of auth.user.updated, when the change touched it (consumers keep their own copies). */
export function profileOf(user: UserRow) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    industry: user.industry,
    companySize: user.companySize,
  };
}

/**
 * Refuses what would leave the product without an admin, in the transaction of the change (the active admins'
 * rows are locked, so two changes cannot each remove "the other" last admin): nobody demotes, deactivates or
 * deletes themself, and the last active admin stays.
 */
export async function guardAdminRemoval(
  tx: DbTransaction,
  actorId: string,
  target: UserRow,
  removesAdmin: boolean,
  what: 'demote or deactivate' | 'delete',
) {
  const admins = await userRepository.lockActiveAdmins(tx);
  if (!removesAdmin) return admins;
  if (target.id === actorId) throw badRequest(`You cannot ${what} yourself. Ask another admin.`);
  if (admins.length <= 1 && admins.includes(target.id))
    throw badRequest(
      `The last active admin cannot be ${what === 'delete' ? 'deleted' : 'demoted or deactivated'}.`,
    );
  return admins;
}

/**
 * An admin changes a user's role, tier, status or profile. Audited in the same transaction; published as
 * auth.user.updated (with the profile when it changed). The user's sessions follow at once: deactivated, they are
 * signed out; a new role or tier, their cached tokens are dropped so the next request carries it.
 */
export async function updateUserByAdmin(
  ctx: AuthContext,
  targetId: string,
  input: AdminUpdateInput,
  meta: AuditMeta,
): Promise<TAdminUser> {
  const outcome = await ctx.db.$transaction(async (tx) => {
    const target = await userRepository.findForUpdate(tx, targetId);
    if (!target) throw notFound('No such user');
    const changed = differences(target, input);
    const removesAdmin =
      target.role === 'admin' &&
      target.isActive &&
      ((changed.role !== undefined && changed.role !== 'admin') || changed.isActive === false);
    const admins = await guardAdminRemoval(tx, meta.actorId, target, removesAdmin, 'demote or deactivate');
    // The token says admin; the database must still say so (demoted or deactivated a moment ago: refused).
    if (!admins.includes(meta.actorId)) throw forbidden('Admin privileges required');
    if (Object.keys(changed).length === 0)
      return { user: target, effect: 'none' as SessionEffect, sessions: [] as string[], written: false };

    const data = {
      ...changed,
      ...(changed.subscriptionTier !== undefined ? { tierSource: 'admin' as const } : {}),
    };
    const user = await userRepository.update(tx, targetId, data);
    const effect: SessionEffect =
      changed.isActive === false
        ? 'revoke'
        : changed.role !== undefined || changed.subscriptionTier !== undefined
          ? 'refresh'
          : 'none';
    const sessions = await applySessionEffectInTransaction(tx, targetId, effect);
    const { changes, changedFields } = auditChanges(target, { ...data });
    await auditRepository.record(tx, {
      action: 'user.updated',
      actorId: meta.actorId,
      targetId,
      changes,
      changedFields,
      details: effect === 'none' ? {} : { sessions: effect === 'revoke' ? 'signed out' : 'refreshed' },
      reason: input.reason ?? null,
      requestId: meta.requestId,
    });
    const profileChanged = PROFILE_FIELDS.some((field) => field in changed);
    await enqueueEvent(tx, 'auth.user.updated', {
      userId: targetId,
      role: user.role,
      subscriptionTier: user.subscriptionTier,
      isActive: user.isActive,
      ...(profileChanged ? { profile: profileOf(user) } : {}),
    });
    return { user, effect, sessions, written: true };
  });
  if (outcome.written) ctx.onEventsCommitted();
  await applySessionEffectToCache(ctx, outcome.sessions, outcome.effect);
  return toAdminUserDto(outcome.user);
}
