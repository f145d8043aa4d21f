import type { DbClient } from '../db.ts';
import type { Prisma, TestSession } from '../generated/prisma/client.ts';

export type TestSessionRow = TestSession;

/** The TEST MODE provider's own store: what Stripe would hold for a checkout session. */
export const testSessionRepository = {
  create(db: DbClient, data: Prisma.TestSessionCreateInput): Promise<TestSessionRow> {
    return db.testSession.create({ data });
  },

  find(db: DbClient, id: string): Promise<TestSessionRow | null> {
    return db.testSession.findUnique({ where: { id } });
  },

  /** Moves an open (or processing) session on; null when it was already settled. */
  async settle(
    db: DbClient,
    id: string,
    status: 'processing' | 'paid' | 'failed',
    settlesAt: Date | null,
  ): Promise<TestSessionRow | null> {
    const { count } = await db.testSession.updateMany({
      where: { id, status: { in: status === 'processing' ? ['open'] : ['open', 'processing'] } },
      data: { status, settlesAt },
    });
    return count === 1 ? db.testSession.findUnique({ where: { id } }) : null;
  },

  /** A processing payment whose time has come is paid. */
  async settleDue(db: DbClient, id: string, now: Date): Promise<void> {
    await db.testSession.updateMany({
      where: { id, status: 'processing', settlesAt: { lte: now } },
      data: { status: 'paid' },
    });
  },
};
