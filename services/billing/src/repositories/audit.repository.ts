import { randomUUID } from 'node:crypto';
import type { DbClient } from '../db.ts';
import type { AuditLog, Prisma } from '../generated/prisma/client.ts';

export type AuditAction =
  | 'coupon.created'
  | 'coupon.disabled'
  | 'coupon.redeemed'
  | 'premium.granted'
  | 'premium.revoked'
  | 'premium.restored'
  | 'purchase.refunded'
  | 'purchase.duplicate-refunded'
  | 'checkout.expired'
  | 'purchase.disputed'
  | 'purchase.partially-refunded';

export interface AuditEntry {
  action: AuditAction;
  actorId?: string | null;
  userId?: string | null;
  purchaseId?: string | null;
  couponCode?: string | null;
  requestId?: string | null;
  details?: Prisma.InputJsonObject;
}

export const auditRepository = {
  async record(db: DbClient, entry: AuditEntry): Promise<void> {
    await db.auditLog.create({
      data: {
        id: randomUUID(),
        action: entry.action,
        actorId: entry.actorId ?? null,
        userId: entry.userId ?? null,
        purchaseId: entry.purchaseId ?? null,
        couponCode: entry.couponCode ?? null,
        requestId: entry.requestId ?? null,
        details: entry.details ?? {},
      },
    });
  },

  listOfUser(db: DbClient, userId: string): Promise<AuditLog[]> {
    return db.auditLog.findMany({ where: { userId }, orderBy: { at: 'asc' } });
  },
};
