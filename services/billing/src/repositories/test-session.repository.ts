import type { z } from 'zod';
import { ZPaymentStatus } from '@readiness/contracts/billing';
import type { DbClient } from '../db.ts';
import type { Prisma, TestSession } from '../generated/prisma/client.ts';

/** What a TEST MODE session goes through (never refunded or disputed: those are the purchase's). */
const ZTestSessionStatus = ZPaymentStatus.extract(['open', 'processing', 'paid', 'failed', 'expired']);

/** A TEST MODE session with its status parsed into the contract's enum, once, here. */
export type TestSessionRow = Omit<TestSession, 'status'> & { status: z.infer<typeof ZTestSessionStatus> };

const toRow = (row: TestSession): TestSessionRow => ({
  ...row,
  status: ZTestSessionStatus.parse(row.status),
});
const toRowOrNull = (row: TestSession | null): TestSessionRow | null => (row ? toRow(row) : null);

/** The TEST MODE provider's own store: what Stripe would hold for a checkout session. */
export const testSessionRepository = {
  async create(db: DbClient, data: Prisma.TestSessionCreateInput): Promise<TestSessionRow> {
    return toRow(await db.testSession.create({ data }));
  },

  async find(db: DbClient, id: string): Promise<TestSessionRow | null> {
    return toRowOrNull(await db.testSession.findUnique({ where: { id } }));
  },

  /**
   * Moves an open (or processing) session on; null when it was already settled or has expired (a conditional
   * UPDATE: of two clicks racing, one moves it).
   */
  async settle(
    db: DbClient,
    id: string,
    status: 'processing' | 'paid' | 'failed',
    settlesAt: Date | null,
  ): Promise<TestSessionRow | null> {
    const { count } = await db.testSession.updateMany({
      where: {
        id,
        status: { in: status === 'processing' ? ['open'] : ['open', 'processing'] },
        OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
      },
      data: { status, settlesAt },
    });
    return count === 1 ? toRowOrNull(await db.testSession.findUnique({ where: { id } })) : null;
  },

  /** A processing payment whose time has come is paid; an open session past its expiry expires. */
  async settleDue(db: DbClient, id: string, now: Date): Promise<void> {
    await db.testSession.updateMany({
      where: { id, status: 'processing', settlesAt: { lte: now } },
      data: { status: 'paid' },
    });
    await db.testSession.updateMany({
      where: { id, status: 'open', expiresAt: { lte: now } },
      data: { status: 'expired' },
    });
  },

  /** Expires a session if it is still open (a paid or processing one stays as it is). */
  async expire(db: DbClient, id: string): Promise<void> {
    await db.testSession.updateMany({ where: { id, status: 'open' }, data: { status: 'expired' } });
  },
};
