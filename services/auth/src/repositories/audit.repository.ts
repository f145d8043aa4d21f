import { randomUUID } from 'node:crypto';
import type { TAuditAction, TAuditEntry } from '@readiness/contracts';
import type { Db, DbTransaction } from '../db.ts';
import { Prisma } from '../generated/prisma/client.ts';

export interface NewAuditEntry {
  action: TAuditAction;
  actorId: string | null;
  targetId: string | null;
  changes?: Record<string, { before: unknown; after: unknown }>;
  changedFields?: string[];
  details?: Record<string, unknown>;
  reason?: string | null;
  requestId?: string | null;
}

export interface AuditFilter {
  actorId?: string | undefined;
  targetId?: string | undefined;
  action?: TAuditAction | undefined;
  /** Inclusive UTC days, yyyy-MM-dd. */
  from?: string | undefined;
  to?: string | undefined;
}

function whereOf(filter: AuditFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filter.actorId) conditions.push(Prisma.sql`a.actor_id = ${filter.actorId}::uuid`);
  if (filter.targetId) conditions.push(Prisma.sql`a.target_id = ${filter.targetId}::uuid`);
  if (filter.action) conditions.push(Prisma.sql`a.action = ${filter.action}`);
  if (filter.from) conditions.push(Prisma.sql`a.at >= ${filter.from}::date::timestamptz`);
  if (filter.to) conditions.push(Prisma.sql`a.at < (${filter.to}::date + 1)::timestamptz`);
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
}

interface AuditRow {
  id: string;
  at: Date;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  target_id: string | null;
  target_email: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  changed_fields: string[];
  details: Record<string, unknown>;
  reason: string | null;
  request_id: string | null;
}

export const auditRepository = {
  /** Always inside the transaction of the change it records: no change without its row, no row without its change. */
  record: (tx: DbTransaction, entry: NewAuditEntry) =>
    tx.auditLog.create({
      data: {
        id: randomUUID(),
        action: entry.action,
        actorId: entry.actorId,
        targetId: entry.targetId,
        changes: (entry.changes ?? {}) as Prisma.InputJsonValue,
        changedFields: entry.changedFields ?? [],
        details: (entry.details ?? {}) as Prisma.InputJsonValue,
        reason: entry.reason ?? null,
        requestId: entry.requestId ?? null,
      },
    }),

  /** Newest first, with the actor's and target's current email while their accounts exist. */
  async page(db: Db, filter: AuditFilter, page: number, pageSize: number) {
    const where = whereOf(filter);
    const [rows, counted] = await Promise.all([
      db.$queryRaw<AuditRow[]>`
        SELECT a.id, a.at, a.action, a.actor_id, actor.email AS actor_email, a.target_id,
               target.email AS target_email, a.changes, a.changed_fields, a.details, a.reason, a.request_id
          FROM audit_log a
          LEFT JOIN users actor ON actor.id = a.actor_id
          LEFT JOIN users target ON target.id = a.target_id
          ${where}
         ORDER BY a.at DESC, a.id DESC
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      db.$queryRaw<Array<{ count: bigint }>>`SELECT count(*) AS count FROM audit_log a ${where}`,
    ]);
    const entries: TAuditEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action as TAuditAction,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      targetId: row.target_id,
      targetEmail: row.target_email,
      changes: row.changes,
      changedFields: row.changed_fields,
      details: row.details,
      reason: row.reason,
      requestId: row.request_id,
    }));
    return { entries, total: Number(counted[0]?.count ?? 0) };
  },
};
