import {
  ZEntitlementState,
  ZPaymentProvider,
  ZPaymentStatus,
  ZRefundReason,
  type TEntitlementState,
  type TPaymentProvider,
  type TPaymentStatus,
  type TRefundReason,
} from '@readiness/contracts/billing';
import type { DbClient, DbTransaction } from '../db.ts';
import type { Prisma, Purchase } from '../generated/prisma/client.ts';

/** A purchase with its text columns parsed into the contracts' enums, once, here. */
export type PurchaseRow = Omit<Purchase, 'status' | 'entitlement' | 'provider' | 'refundReason'> & {
  status: TPaymentStatus;
  entitlement: TEntitlementState;
  provider: TPaymentProvider;
  refundReason: TRefundReason | null;
};
export type PurchaseUpdate = Prisma.PurchaseUpdateInput;

function toRow(row: Purchase): PurchaseRow {
  return {
    ...row,
    status: ZPaymentStatus.parse(row.status),
    entitlement: ZEntitlementState.parse(row.entitlement),
    provider: ZPaymentProvider.parse(row.provider),
    refundReason: row.refundReason === null ? null : ZRefundReason.parse(row.refundReason),
  };
}
const toRowOrNull = (row: Purchase | null): PurchaseRow | null => (row ? toRow(row) : null);

export const purchaseRepository = {
  async create(db: DbClient, data: Prisma.PurchaseCreateInput): Promise<PurchaseRow> {
    return toRow(await db.purchase.create({ data }));
  },

  async findById(db: DbClient, id: string): Promise<PurchaseRow | null> {
    return toRowOrNull(await db.purchase.findUnique({ where: { id } }));
  },

  async findBySessionId(db: DbClient, sessionId: string): Promise<PurchaseRow | null> {
    return toRowOrNull(await db.purchase.findUnique({ where: { sessionId } }));
  },

  /** The purchase row, locked until the transaction ends: fulfilment, refunds and disputes of one purchase queue. */
  async lock(tx: DbTransaction, where: { id?: string; sessionId?: string; paymentIntentId?: string }) {
    const rows = where.id
      ? await tx.$queryRaw<
          Array<{ id: string }>
        >`SELECT id FROM purchases WHERE id = ${where.id}::uuid FOR UPDATE`
      : where.sessionId
        ? await tx.$queryRaw<
            Array<{ id: string }>
          >`SELECT id FROM purchases WHERE session_id = ${where.sessionId} FOR UPDATE`
        : where.paymentIntentId
          ? await tx.$queryRaw<
              Array<{ id: string }>
            >`SELECT id FROM purchases WHERE payment_intent_id = ${where.paymentIntentId} FOR UPDATE`
          : [];
    const id = rows[0]?.id;
    return id ? toRowOrNull(await tx.purchase.findUnique({ where: { id } })) : null;
  },

  /**
   * The purchase locked as `lock` does, after its user's advisory lock (`lockUser`): every transaction that
   * changes purchases takes the user's lock first and rows after, so two of them never wait on each other in
   * opposite orders (a payment expiring its buyer's other checkouts, a refund of one of them).
   */
  async lockWithUser(
    tx: DbTransaction,
    where: { id?: string; sessionId?: string; paymentIntentId?: string },
  ): Promise<PurchaseRow | null> {
    const found = await tx.purchase.findFirst({
      where: where.id
        ? { id: where.id }
        : where.sessionId
          ? { sessionId: where.sessionId }
          : where.paymentIntentId
            ? { paymentIntentId: where.paymentIntentId }
            : { id: { in: [] } },
      select: { userId: true },
    });
    if (!found) return null;
    await this.lockUser(tx, found.userId);
    return this.lock(tx, where);
  },

  /** The user's checkouts that can still be paid as far as billing knows (open, with a session). */
  async openOfUser(db: DbClient, userId: string, exceptId?: string): Promise<PurchaseRow[]> {
    const rows = await db.purchase.findMany({
      where: {
        userId,
        status: 'open',
        sessionId: { not: null },
        ...(exceptId ? { id: { not: exceptId } } : {}),
      },
      orderBy: { createdAt: 'desc' },
    });
    return rows.map(toRow);
  },

  /**
   * Marks the user's other open checkouts expired (the caller holds the user's lock) and answers their sessions,
   * for the provider to expire too.
   */
  async expireOpenOfUser(tx: DbTransaction, userId: string, exceptId: string): Promise<string[]> {
    const rows = await tx.$queryRaw<Array<{ session_id: string | null }>>`
      UPDATE purchases SET status = 'expired', updated_at = now()
      WHERE user_id = ${userId}::uuid AND status = 'open' AND id <> ${exceptId}::uuid
      RETURNING session_id`;
    return rows.flatMap((row) => (row.session_id ? [row.session_id] : []));
  },

  async update(db: DbClient, id: string, data: PurchaseUpdate): Promise<PurchaseRow> {
    return toRow(await db.purchase.update({ where: { id }, data }));
  },

  async listOfUser(db: DbClient, userId: string): Promise<PurchaseRow[]> {
    const rows = await db.purchase.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    });
    return rows.map(toRow);
  },

  async listLatest(db: DbClient, take: number): Promise<PurchaseRow[]> {
    const rows = await db.purchase.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take });
    return rows.map(toRow);
  },

  /** The user's purchase whose premium is active (the oldest when, exceptionally, there are several). */
  async activeOfUser(db: DbClient, userId: string, exceptId?: string): Promise<PurchaseRow | null> {
    return toRowOrNull(
      await db.purchase.findFirst({
        where: { userId, entitlement: 'active', ...(exceptId ? { id: { not: exceptId } } : {}) },
        orderBy: { createdAt: 'asc' },
      }),
    );
  },

  /**
   * Serialises premium changes of one user (a grant and a revocation of two purchases decide together whether
   * the user still has premium): a transaction-scoped advisory lock on the user id.
   */
  async lockUser(tx: DbTransaction, userId: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`billing:user:${userId}`}, 0))`;
  },
};
