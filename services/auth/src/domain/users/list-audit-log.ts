import type { TAuditLogPage, TAuditAction } from '@readiness/contracts';
import { auditRepository } from '../../repositories/audit.repository.ts';
import type { AuthContext } from '../context.ts';

export async function listAuditLog(
  ctx: AuthContext,
  query: {
    actorId?: string | undefined;
    actor?: string | undefined;
    targetId?: string | undefined;
    target?: string | undefined;
    action?: TAuditAction | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<TAuditLogPage> {
  const { page, pageSize, ...filter } = query;
  const { entries, total } = await auditRepository.page(ctx.db, filter, page, pageSize);
  return { entries, total, page, pageSize };
}
