import type { Db, DbTransaction } from '../db.ts';
import { toUserRow } from './user.repository.ts';

type Client = Db | DbTransaction;

export const sessionRepository = {
  create: (
    db: Client,
    session: {
      id: string;
      userId: string;
      secretHash: string;
      expiresAt: Date;
      ipAddress: string | null;
      userAgent: string | null;
    },
  ) => db.session.create({ data: session }),
  /** A session with its user (parsed as the user repository's rows are). */
  async findWithUser(db: Client, id: string) {
    const session = await db.session.findUnique({ where: { id }, include: { user: true } });
    return session ? { ...session, user: toUserRow(session.user) } : null;
  },
  revoke: (db: Client, id: string, at: Date) =>
    db.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } }),
  activeIdsOfUser: async (db: Client, userId: string, now: Date) =>
    (
      await db.session.findMany({
        where: { userId, revokedAt: null, expiresAt: { gt: now } },
        select: { id: true },
      })
    ).map((session) => session.id),
  revokeAllOfUser: (db: Client, userId: string, at: Date) =>
    db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } }),
  /** Every session of the user but one (a password change keeps the session it was made in). */
  revokeOthersOfUser: (db: Client, userId: string, keepId: string, at: Date) =>
    db.session.updateMany({
      where: { userId, revokedAt: null, id: { not: keepId } },
      data: { revokedAt: at },
    }),
  /** The user's sessions, for "Download my data" (never their secrets). */
  listOfUser: (db: Client, userId: string) =>
    db.session.findMany({
      where: { userId },
      orderBy: { createdAt: 'desc' },
      select: {
        id: true,
        createdAt: true,
        expiresAt: true,
        revokedAt: true,
        ipAddress: true,
        userAgent: true,
      },
    }),
  countActiveOfUser: (db: Client, userId: string, now: Date) =>
    db.session.count({ where: { userId, revokedAt: null, expiresAt: { gt: now } } }),
};
