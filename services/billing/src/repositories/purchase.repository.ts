import type { DbClient, DbTransaction } from '../db.ts';
import type { Prisma, Purchase } from '../generated/prisma/client.ts';

export type PurchaseRow = Purchase;
export type PurchaseUpdate = Prisma.PurchaseUpdateInput;

export const purchaseRepository = {
  create(db: DbClient, data: Prisma.PurchaseCreateInput): Promise<PurchaseRow> {
    return db.purchase.create({ data });
  },

  findById(db: DbClient, id: string): Promise<PurchaseRow | null> {
    return db.purchase.findUnique({ where: { id } });
  },

  findBySessionId(db: DbClient, sessionId: string): Promise<PurchaseRow | null> {
    return db.purchase.findUnique({ where: { sessionId } });
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
    return id ? tx.purchase.findUnique({ where: { id } }) : null;
  },

  update(db: DbClient, id: string, data: PurchaseUpdate): Promise<PurchaseRow> {
    return db.purchase.update({ where: { id }, data });
  },

  listOfUser(db: DbClient, userId: string): Promise<PurchaseRow[]> {
    return db.purchase.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  },

  listLatest(db: DbClient, take: number): Promise<PurchaseRow[]> {
    return db.purchase.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take });
  },

  /** The user's purchase whose premium is active (the oldest when, exceptionally, there are several). */
  activeOfUser(db: DbClient, userId: string, exceptId?: string): Promise<PurchaseRow | null> {
    return db.purchase.findFirst({
      where: { userId, entitlement: 'active', ...(exceptId ? { id: { not: exceptId } } : {}) },
      orderBy: { createdAt: 'asc' },
    });
  },

  /**
   * Serialises premium changes of one user (a grant and a revocation of two purchases decide together whether
   * the user still has premium): a transaction-scoped advisory lock on the user id.
   */
  async lockUser(tx: DbTransaction, userId: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`billing:user:${userId}`}, 0))`;
  },
};
