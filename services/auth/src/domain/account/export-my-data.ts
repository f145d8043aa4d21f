import type { TMyDataExport } from '@readiness/contracts';
import { unauthorized } from '@readiness/service';
import { auditRepository } from '../../repositories/audit.repository.ts';
import { organisationRepository } from '../../repositories/organisation.repository.ts';
import { sessionRepository } from '../../repositories/session.repository.ts';
import { toUserDto, userRepository } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';

/**
 * "Download my data": auth's own part (account, sessions, the audit entries about the user) and each other
 * catalogued service's, asked over its internal API (never read from its tables). A service that is not running or
 * has no export is named among the skipped, so the file says what it covers.
 */
export async function exportMyData(ctx: AuthContext, userId: string): Promise<TMyDataExport> {
  const user = await userRepository.findById(ctx.db, userId);
  if (!user || !user.isActive) throw unauthorized();
  const [sessions, memberships, audit, parts] = await Promise.all([
    sessionRepository.listOfUser(ctx.db, userId),
    organisationRepository.ofUser(ctx.db, userId),
    auditRepository.page(ctx.db, { targetId: userId }, 1, 1_000),
    ctx.services.gatherUserExports(userId),
  ]);
  const services: Record<string, unknown> = {
    auth: {
      account: { ...toUserDto(user), tierSource: user.tierSource },
      sessions: sessions.map((session) => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        revokedAt: session.revokedAt?.toISOString() ?? null,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })),
      organisations: memberships.map((membership) => ({
        organisationId: membership.organisation.id,
        name: membership.organisation.name,
        role: membership.role,
        joinedAt: membership.joinedAt.toISOString(),
      })),
      auditLog: audit.entries.map((entry) => ({
        at: entry.at,
        action: entry.action,
        byYou: entry.actorId === userId,
        changes: entry.changes,
        changedFields: entry.changedFields,
      })),
    },
  };
  const gathered = ['auth'];
  const skipped: TMyDataExport['skipped'] = [];
  for (const part of parts) {
    if (part.status === 'gathered') {
      services[part.service] = part.data;
      gathered.push(part.service);
    } else skipped.push({ service: part.service, reason: part.reason });
  }
  return { exportedAt: new Date().toISOString(), userId, services, gathered, skipped };
}
