import { randomUUID } from 'node:crypto';
import { ZRegisterRequest } from '@readiness/contracts';
import { badRequest } from '@readiness/service';
import { auditRepository, userLabel } from '../repositories/audit.repository.ts';
import { userRepository } from '../repositories/user.repository.ts';
import { enqueueEvent } from '@readiness/bus';
import type { Db } from '../db.ts';
import { opsActorLabel } from './ops-actor.ts';
import { hashPassword, weakPasswordReason } from './passwords.ts';

/** Ops: creates an admin, or promotes an existing user (and sets the given password); audited as the ops CLI. */
export async function createAdmin(
  db: Db,
  rawEmail: string,
  password: string,
): Promise<'created' | 'promoted'> {
  const { email } = ZRegisterRequest.pick({ email: true, password: true }).parse({
    email: rawEmail,
    password,
  });
  const weakness = weakPasswordReason(password, email);
  if (weakness) throw badRequest(weakness);
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const existing = await userRepository.findByEmail(tx, email);
    if (existing) {
      const updated = await userRepository.update(tx, existing.id, {
        role: 'admin',
        passwordHash,
        isActive: true,
      });
      await auditRepository.record(tx, {
        action: 'admin.created',
        actorId: null,
        actorLabel: opsActorLabel(),
        targetId: updated.id,
        targetLabel: userLabel(updated),
        changes: {
          role: { before: existing.role, after: 'admin' },
          isActive: { before: existing.isActive, after: true },
        },
        changedFields: ['password'],
        details: { outcome: 'promoted' },
      });
      await enqueueEvent(tx, 'auth.user.updated', {
        userId: updated.id,
        role: 'admin',
        subscriptionTier: updated.subscriptionTier,
        isActive: true,
      });
      return 'promoted';
    }
    const id = randomUUID();
    const user = await userRepository.create(tx, {
      id,
      email,
      passwordHash,
      firstName: 'Admin',
      lastName: 'User',
      company: '',
      jobTitle: 'Administrator',
      industry: '',
      companySize: '',
      role: 'admin',
    });
    await auditRepository.record(tx, {
      action: 'admin.created',
      actorId: null,
      actorLabel: opsActorLabel(),
      targetId: id,
      targetLabel: userLabel(user),
      changes: { role: { before: null, after: 'admin' } },
      details: { outcome: 'created' },
    });
    await enqueueEvent(tx, 'auth.user.registered', {
      userId: id,
      email,
      firstName: user.firstName,
      lastName: user.lastName,
      company: '',
      industry: '',
      companySize: '',
      ipAddress: null,
    });
    return 'created';
  });
}
