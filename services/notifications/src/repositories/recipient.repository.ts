import type { DbClient } from '../db.ts';

export interface RecipientRow {
  userId: string;
  email: string;
  firstName: string;
  role: string;
  isActive: boolean;
}

/** The copy of auth's users this service writes to. */
export const recipientRepository = {
  find: (db: DbClient, userId: string): Promise<RecipientRow | null> =>
    db.recipient.findUnique({ where: { userId } }),

  upsert: (db: DbClient, row: RecipientRow) =>
    db.recipient.upsert({
      where: { userId: row.userId },
      create: row,
      update: {
        email: row.email,
        firstName: row.firstName,
        role: row.role,
        isActive: row.isActive,
        updatedAt: new Date(),
      },
    }),

  /** A change of role, status or name; nothing when the user is not known here (yet). */
  update: (db: DbClient, userId: string, change: Partial<Omit<RecipientRow, 'userId'>>) =>
    db.recipient.updateMany({ where: { userId }, data: { ...change, updatedAt: new Date() } }),

  remove: (db: DbClient, userId: string) => db.recipient.deleteMany({ where: { userId } }),

  activeAdminEmails: async (db: DbClient): Promise<string[]> =>
    (
      await db.recipient.findMany({
        where: { role: 'admin', isActive: true },
        select: { email: true },
        orderBy: { email: 'asc' },
      })
    ).map((row) => row.email),
};
