import type { Db, DbTransaction } from '../db.ts';

type Client = Db | DbTransaction;
export type TokenPurpose = 'password-reset' | 'email-verification' | 'email-change';

/** Tokens sent by email: stored by their SHA-256 only. */
export const accountTokenRepository = {
  create: (
    db: Client,
    token: {
      id: string;
      userId: string;
      purpose: TokenPurpose;
      tokenHash: string;
      email: string;
      expiresAt: Date;
    },
  ) => db.accountToken.create({ data: token }),

  /** The token if it is of this purpose, unused and unexpired; null otherwise (whichever the reason). */
  findUsable: (db: Client, purpose: TokenPurpose, tokenHash: string, now: Date) =>
    db.accountToken.findFirst({ where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } } }),

  /** Uses the token: true for the one caller that did (a second use, even concurrent, gets false). */
  use: async (db: Client, id: string, now: Date): Promise<boolean> =>
    (
      await db.accountToken.updateMany({
        where: { id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      })
    ).count === 1,

  /** Every other unused token of this purpose stops working (a newer link, or the password was just reset). */
  retireOthers: (db: Client, userId: string, purpose: TokenPurpose, now: Date, keepId?: string) =>
    db.accountToken.updateMany({
      where: { userId, purpose, usedAt: null, ...(keepId ? { id: { not: keepId } } : {}) },
      data: { usedAt: now },
    }),
};
