import { randomUUID } from 'node:crypto';
import { ZAuditAction, type TAuditAction, type TAuditEntry, type TAuditRecord } from '@readiness/contracts';
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
  /** Who acted when no account (or not only one) says it: "ops CLI on <host>", an agent's name. */
  actorLabel?: string | null;
  /** The target's name, kept after it is deleted. */
  targetLabel?: string | null;
  /** What kind of thing it acted on (default "user") and its id there, e.g. an organisation's. */
  targetType?: string;
  targetRef?: string | null;
}

/** Another service's audit event, stored under the event's id (a redelivered event is stored once). */
export interface GatheredAuditEntry {
  id: string;
  at: Date;
  source: string;
  record: TAuditRecord;
}

export interface AuditFilter {
  actorId?: string | undefined;
  /** A part of the actor's name, email or label. */
  actor?: string | undefined;
  targetId?: string | undefined;
  action?: TAuditAction | undefined;
  target?: string | undefined;
  /** Inclusive UTC days, yyyy-MM-dd. */
  from?: string | undefined;
  to?: string | undefined;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(filter: AuditFilter, ...extra: Prisma.Sql[]): Prisma.Sql {
  const conditions: Prisma.Sql[] = [...extra];
  if (filter.actorId) conditions.push(Prisma.sql`a.actor_id = ${filter.actorId}::uuid`);
  if (filter.actor) {
    const like = likeOf(filter.actor);
    conditions.push(
      Prisma.sql`(a.actor_id::text = ${filter.actor} OR a.actor_label ILIKE ${like} OR EXISTS (
        SELECT 1 FROM users u WHERE u.id = a.actor_id
           AND (u.email ILIKE ${like} OR concat_ws(' ', u.first_name, u.last_name) ILIKE ${like})))`,
    );
  }
  if (filter.targetId) conditions.push(Prisma.sql`a.target_id = ${filter.targetId}::uuid`);
  if (filter.action) conditions.push(Prisma.sql`a.action = ${filter.action}`);
  if (filter.target) {
    const like = likeOf(filter.target);
    conditions.push(
      Prisma.sql`(a.target_ref = ${filter.target} OR a.target_id::text = ${filter.target}
        OR a.target_label ILIKE ${like} OR EXISTS (SELECT 1 FROM users t WHERE t.id = a.target_id AND t.email ILIKE ${like})
        OR EXISTS (SELECT 1 FROM audit_log d WHERE d.target_id = a.target_id AND d.target_label ILIKE ${like}))`,
    );
  }
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
  source: string;
  actor_label: string | null;
  target_type: string;
  target_ref: string | null;
  target_label: string | null;
}

/**
 * How the trail names a user after their account is gone: their name, never their email (erased with the account);
 * while the account exists the screen shows its email too.
 */
export const userLabel = (user: { firstName: string; lastName: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || 'A user without a name';

const SELECT_ENTRIES = Prisma.sql`
  SELECT a.id, a.at, a.action, a.actor_id, actor.email AS actor_email, a.target_id,
         target.email AS target_email, a.changes, a.changed_fields, a.details, a.reason, a.request_id,
         a.source, a.actor_label, a.target_type, a.target_ref,
         -- A user's name, kept by their deletion's entry, names every earlier entry about them too.
         coalesce(a.target_label, (SELECT d.target_label FROM audit_log d
                                    WHERE a.target_id IS NOT NULL AND d.target_id = a.target_id
                                      AND d.target_label IS NOT NULL
                                    ORDER BY d.at DESC LIMIT 1)) AS target_label
    FROM audit_log a
    LEFT JOIN users actor ON actor.id = a.actor_id
    LEFT JOIN users target ON target.id = a.target_id`;

function entryOf(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: ZAuditAction.parse(row.action),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    targetId: row.target_id,
    targetEmail: row.target_email,
    changes: row.changes,
    changedFields: row.changed_fields,
    details: row.details,
    reason: row.reason,
    requestId: row.request_id,
    source: row.source,
    actorLabel: row.actor_label,
    targetType: row.target_type,
    targetRef: row.target_ref,
    targetLabel: row.target_label,
  };
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
        actorLabel: entry.actorLabel ?? null,
        targetLabel: entry.targetLabel ?? null,
        ...(entry.targetType ? { targetType: entry.targetType } : {}),
        targetRef: entry.targetRef ?? null,
      },
    }),

  /** Stores another service's audit event once (its id is the row's id); true when it was new. */
  async gather(db: Db, entry: GatheredAuditEntry): Promise<boolean> {
    const { record } = entry;
    const inserted = await db.$executeRaw`
      INSERT INTO audit_log (id, at, action, actor_id, target_id, changes, changed_fields, details, reason,
                             request_id, source, actor_label, target_type, target_ref, target_label)
      VALUES (${entry.id}::uuid, ${entry.at}, ${record.action}, ${record.actorId}::uuid, NULL,
              ${JSON.stringify(record.changes)}::jsonb, '{}', ${JSON.stringify(record.details)}::jsonb,
              ${record.reason}, ${record.requestId}, ${entry.source}, ${record.actorLabel}, ${record.targetType},
              ${record.targetRef}, ${record.targetLabel})
      ON CONFLICT (id) DO NOTHING`;
    return inserted === 1;
  },

  /** Newest first, with the actor's and target's current email while their accounts exist. */
  async page(db: Db, filter: AuditFilter, page: number, pageSize: number) {
    const where = whereOf(filter);
    const [rows, counted] = await Promise.all([
      db.$queryRaw<AuditRow[]>`${SELECT_ENTRIES} ${where}
         ORDER BY a.at DESC, a.id DESC
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      db.$queryRaw<Array<{ count: bigint }>>`SELECT count(*) AS count FROM audit_log a ${where}`,
    ]);
    return { entries: rows.map(entryOf), total: Number(counted[0]?.count ?? 0) };
  },

  /** The entries matching the filters in batches, newest first, by key (never by offset): a CSV of any size. */
  async *batches(db: Db, filter: AuditFilter, batchSize = 1_000): AsyncGenerator<TAuditEntry[]> {
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const where = after
        ? whereOf(filter, Prisma.sql`(a.at, a.id) < (${after.at}, ${after.id}::uuid)`)
        : whereOf(filter);
      const rows = await db.$queryRaw<AuditRow[]>`${SELECT_ENTRIES} ${where}
         ORDER BY a.at DESC, a.id DESC LIMIT ${batchSize}`;
      if (rows.length === 0) return;
      yield rows.map(entryOf);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.at, id: last.id };
    }
  },
};
