import { randomUUID } from 'node:crypto';
import type { DbClient } from '../db.ts';

/** A user's data in billing, as a whole: what "Download my data" shows and what erasure anonymises. */
export const userDataRepository = {
  purchasesOf: (db: DbClient, userId: string) =>
    db.purchase.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
  redemptionsOf: (db: DbClient, userId: string) =>
    db.couponRedemption.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
  /** Purchases stay (accounting); the buyer's email goes. */
  anonymisePurchases: (db: DbClient, userId: string) =>
    db.purchase.updateMany({ where: { userId, email: { not: '' } }, data: { email: '' } }),
  /** Unpaid TEST MODE checkout pages are nobody's business once the user is gone. */
  eraseTestSessions: (db: DbClient, userId: string) => db.testSession.deleteMany({ where: { userId } }),
  recordErasure: (db: DbClient, userId: string, details: { purchases: number; testSessions: number }) =>
    db.auditLog.create({
      data: { id: randomUUID(), action: 'user.anonymised', userId, details },
    }),
};
