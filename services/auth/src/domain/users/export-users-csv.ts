import type { Writable } from 'node:stream';
import { csvDate, writeCsv } from '@readiness/service';
import { ROLE_NAMES, TIER_NAMES, USER_CSV_COLUMNS, type TAdminUserFilters } from '@readiness/contracts';
import { auditRepository } from '../../repositories/audit.repository.ts';
import { userRepository, type UserCsvRow } from '../../repositories/user.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';

export function usersCsvFileName(now = new Date()): string {
  return `users-${csvDate(now)}.csv`;
}

function rowOf(user: UserCsvRow): string[] {
  return [
    user.id,
    user.email,
    user.first_name,
    user.last_name,
    user.company,
    ROLE_NAMES[user.role as keyof typeof ROLE_NAMES] ?? user.role,
    user.is_active ? 'Active' : 'Inactive',
    TIER_NAMES[user.subscription_tier as keyof typeof TIER_NAMES] ?? user.subscription_tier,
    csvDate(user.created_at),
    user.last_login_at ? csvDate(user.last_login_at) : 'Never',
  ];
}

/**
 * The users matching the table's filters as CSV, written to `out` a batch at a time (waiting for the client to
 * take each), so 100,000 users never sit in memory together. The export itself is audited (filters and count)
 * before the first byte leaves.
 */
export async function exportUsersCsv(
  ctx: AuthContext,
  filters: TAdminUserFilters,
  meta: AuditMeta,
  out: Writable,
): Promise<number> {
  await ctx.db.$transaction((tx) =>
    auditRepository.record(tx, {
      action: 'users.exported',
      actorId: meta.actorId,
      targetId: null,
      details: { filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) },
      requestId: meta.requestId,
    }),
  );
  return writeCsv(out, USER_CSV_COLUMNS, userRepository.batches(ctx.db, filters), rowOf);
}
