import type { DbClient } from '../db.ts';
import {
  Prisma,
  type ChatFeedback,
  type ChatMessage,
  type ChatSession,
  type ChatUser,
  type WhitelabelRequest,
} from '../generated/prisma/client.ts';

export type SessionRow = ChatSession;
export type MessageRow = ChatMessage & { feedback: Pick<ChatFeedback, 'rating'> | null };
export type UserRow = ChatUser;
export type WhitelabelRow = WhitelabelRequest;
export type FeedbackRow = ChatFeedback & { message: ChatMessage };

/** The most messages a conversation answers with (the latest). */
export const HISTORY_LIMIT = 200;

export const sessionRepository = {
  create(db: DbClient, data: { id: string; tokenHash: string; userId: string | null }): Promise<SessionRow> {
    return db.chatSession.create({ data });
  },

  findById(db: DbClient, id: string): Promise<SessionRow | null> {
    return db.chatSession.findUnique({ where: { id } });
  },

  /** The session row locked until the transaction ends (messages and handoffs of one conversation queue). */
  async lock(db: DbClient, id: string): Promise<SessionRow | null> {
    const rows = await db.$queryRaw<
      Array<{ id: string }>
    >`SELECT id FROM chat_sessions WHERE id = ${id}::uuid FOR UPDATE`;
    return rows[0] ? db.chatSession.findUnique({ where: { id } }) : null;
  },

  /** The user's conversations that went to a person (newest request first), with when a person last answered. */
  async handoffsOfUser(
    db: DbClient,
    userId: string,
    take = 3,
  ): Promise<Array<{ status: string; handedOffAt: Date; answeredAt: Date | null }>> {
    const rows = await db.chatSession.findMany({
      where: { userId, firstHandedOffAt: { not: null } },
      orderBy: [{ firstHandedOffAt: 'desc' }, { id: 'desc' }],
      take,
      include: {
        messages: { where: { author: 'agent' }, orderBy: { createdAt: 'desc' }, take: 1 },
      },
    });
    return rows.map((row) => ({
      status: row.status,
      handedOffAt: row.handedOffAt ?? row.firstHandedOffAt!,
      answeredAt: row.messages[0]?.createdAt ?? null,
    }));
  },

  latestOfUser(db: DbClient, userId: string): Promise<SessionRow | null> {
    return db.chatSession.findFirst({
      where: { userId },
      orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
    });
  },

  update(db: DbClient, id: string, data: Prisma.ChatSessionUpdateInput): Promise<SessionRow> {
    return db.chatSession.update({ where: { id }, data });
  },

  async delete(db: DbClient, id: string): Promise<void> {
    await db.chatSession.deleteMany({ where: { id } });
  },

  async deleteOfUser(db: DbClient, userId: string): Promise<number> {
    const { count } = await db.chatSession.deleteMany({ where: { userId } });
    return count;
  },

  listOfUser(db: DbClient, userId: string): Promise<Array<SessionRow & { messages: MessageRow[] }>> {
    return db.chatSession.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      include: {
        messages: {
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          include: { feedback: { select: { rating: true } } },
        },
      },
    });
  },

  /** Conversations ever handed to a person (or only those with a person now), waiting ones first. */
  listInbox(db: DbClient, onlyOpen: boolean, take: number): Promise<SessionRow[]> {
    return db.chatSession.findMany({
      where: onlyOpen ? { status: 'handed-off' } : { firstHandedOffAt: { not: null } },
      orderBy: [{ lastMessageAt: 'desc' }, { id: 'asc' }],
      take,
    });
  },
  /** Handed-off conversations whose latest message is not a support person's: the inbox's "Awaiting reply". */
  async countWaiting(db: DbClient): Promise<number> {
    const [row] = await db.$queryRaw<Array<{ count: bigint }>>`
      SELECT count(*) AS count FROM chat_sessions s
       WHERE s.status = 'handed-off'
         AND coalesce((SELECT m.author FROM chat_messages m WHERE m.session_id = s.id
                        ORDER BY m.created_at DESC, m.id DESC LIMIT 1), 'user') <> 'agent'`;
    return Number(row?.count ?? 0);
  },
};

export const messageRepository = {
  create(
    db: DbClient,
    data: {
      id: string;
      sessionId: string;
      author: 'user' | 'assistant' | 'agent';
      content: string;
      links?: Prisma.InputJsonValue;
      provider?: 'openai' | 'offline' | null;
      agentId?: string | null;
      agentName?: string | null;
      createdAt: Date;
    },
  ): Promise<MessageRow> {
    return db.chatMessage.create({ data, include: { feedback: { select: { rating: true } } } });
  },

  /** The latest messages of a conversation, oldest first. */
  async history(db: DbClient, sessionId: string, take = HISTORY_LIMIT): Promise<MessageRow[]> {
    const rows = await db.chatMessage.findMany({
      where: { sessionId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      include: { feedback: { select: { rating: true } } },
    });
    return rows.reverse();
  },

  count(db: DbClient, sessionId: string): Promise<number> {
    return db.chatMessage.count({ where: { sessionId } });
  },

  findInSession(db: DbClient, sessionId: string, id: string): Promise<ChatMessage | null> {
    return db.chatMessage.findFirst({ where: { id, sessionId } });
  },

  /** The visitor's message just before an answer (what the answer replied to). */
  previousUserMessage(db: DbClient, sessionId: string, before: Date): Promise<ChatMessage | null> {
    return db.chatMessage.findFirst({
      where: { sessionId, author: 'user', createdAt: { lte: before } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  },
};

export const feedbackRepository = {
  async set(
    db: DbClient,
    data: { messageId: string; sessionId: string; rating: 'up' | 'down' | null; comment: string | null },
  ): Promise<void> {
    if (data.rating === null) {
      await db.chatFeedback.deleteMany({ where: { messageId: data.messageId } });
      return;
    }
    await db.chatFeedback.upsert({
      where: { messageId: data.messageId },
      create: {
        messageId: data.messageId,
        sessionId: data.sessionId,
        rating: data.rating,
        comment: data.comment,
      },
      update: { rating: data.rating, comment: data.comment, createdAt: new Date() },
    });
  },

  latest(db: DbClient, take: number): Promise<FeedbackRow[]> {
    return db.chatFeedback.findMany({ orderBy: { createdAt: 'desc' }, take, include: { message: true } });
  },

  async counts(db: DbClient): Promise<{ up: number; down: number }> {
    const groups = await db.chatFeedback.groupBy({ by: ['rating'], _count: { _all: true } });
    const of = (rating: string) => groups.find((group) => group.rating === rating)?._count._all ?? 0;
    return { up: of('up'), down: of('down') };
  },

  ofSessions(db: DbClient, sessionIds: string[]): Promise<ChatFeedback[]> {
    return db.chatFeedback.findMany({ where: { sessionId: { in: sessionIds } } });
  },
};

export const userRepository = {
  find(db: DbClient, userId: string): Promise<UserRow | null> {
    return db.chatUser.findUnique({ where: { userId } });
  },

  findMany(db: DbClient, userIds: string[]): Promise<UserRow[]> {
    return db.chatUser.findMany({ where: { userId: { in: userIds } } });
  },

  /** Creates or changes what chat knows of a user, unless the user was deleted (a late event changes nothing). */
  async upsert(
    db: DbClient,
    userId: string,
    data: Omit<Prisma.ChatUserCreateInput, 'userId' | 'updatedAt'>,
  ): Promise<void> {
    const existing = await db.chatUser.findUnique({ where: { userId } });
    if (existing?.deletedAt) return;
    await db.chatUser.upsert({
      where: { userId },
      create: { userId, ...data },
      update: { ...data, updatedAt: new Date() },
    });
  },

  /** Forgets the user: only the tombstone (id and time) stays. */
  async erase(db: DbClient, userId: string, at: Date): Promise<void> {
    const blank = {
      email: null,
      firstName: null,
      lastName: null,
      company: null,
      industry: null,
      latestAssessment: Prisma.DbNull,
      deletedAt: at,
      updatedAt: at,
    };
    await db.chatUser.upsert({ where: { userId }, create: { userId, ...blank }, update: blank });
  },
};

export const whitelabelRepository = {
  create(db: DbClient, data: Prisma.WhitelabelRequestCreateInput): Promise<WhitelabelRow> {
    return db.whitelabelRequest.create({ data });
  },
  latest(db: DbClient, take: number, status?: string): Promise<WhitelabelRow[]> {
    return db.whitelabelRequest.findMany({
      where: status ? { status } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    });
  },
  /** The request, its row locked until the transaction ends (an edit and a delete are ordered). */
  async lock(tx: DbClient, id: string): Promise<WhitelabelRow | null> {
    await tx.$queryRaw`SELECT id FROM whitelabel_requests WHERE id = ${id}::uuid FOR UPDATE`;
    return tx.whitelabelRequest.findUnique({ where: { id } });
  },
  update(
    tx: DbClient,
    id: string,
    data: { status?: string; note?: string; updatedAt: Date },
  ): Promise<WhitelabelRow> {
    return tx.whitelabelRequest.update({ where: { id }, data });
  },
  delete(tx: DbClient, id: string) {
    return tx.whitelabelRequest.delete({ where: { id } });
  },
  /** Every request (of one status), newest first, a batch at a time by key: a CSV of any size. */
  async *batches(db: DbClient, status?: string, batchSize = 500): AsyncGenerator<WhitelabelRow[]> {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const rows = await db.whitelabelRequest.findMany({
        where: {
          ...(status ? { status } : {}),
          ...(after
            ? {
                OR: [
                  { createdAt: { lt: after.createdAt } },
                  { createdAt: after.createdAt, id: { lt: after.id } },
                ],
              }
            : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: batchSize,
      });
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  },
};
