import type { TOrganisationRole, TOrganisationTier } from '@readiness/contracts';
import type { Db, DbTransaction } from '../db.ts';
import type { Organisation, OrganisationInvitation } from '../generated/prisma/client.ts';

type Client = Db | DbTransaction;
export type OrganisationRow = Organisation;
export type InvitationRow = OrganisationInvitation;

export interface MemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: TOrganisationRole;
  joinedAt: Date;
}

/** Organisations, memberships and invitations (issue 27). Locking order: a user's row, then an organisation's. */
export const organisationRepository = {
  /**
   * Locks an organisation's row until the transaction ends, so that its membership changes run one after another.
   * The acting user's row is share-locked first (a membership or invitation row refers to it), so that an account
   * deletion, which locks the user and then their organisations, never waits on us the other way round.
   */
  async lock(
    tx: DbTransaction,
    organisationId: string,
    actorId: string | null,
  ): Promise<OrganisationRow | null> {
    if (actorId) await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${actorId}::uuid FOR KEY SHARE`;
    const locked = await tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT id FROM organisations WHERE id = ${organisationId}::uuid FOR UPDATE`;
    return locked.length ? tx.organisation.findUnique({ where: { id: organisationId } }) : null;
  },

  find: (db: Client, id: string) => db.organisation.findUnique({ where: { id } }),

  roleOf: async (db: Client, organisationId: string, userId: string): Promise<TOrganisationRole | null> => {
    const member = await db.organisationMember.findUnique({
      where: { organisationId_userId: { organisationId, userId } },
      select: { role: true },
    });
    return (member?.role as TOrganisationRole | undefined) ?? null;
  },

  memberCount: (db: Client, organisationId: string) =>
    db.organisationMember.count({ where: { organisationId } }),

  /** Invitations that still hold a seat: neither accepted nor revoked, and not expired. */
  pendingInvitationCount: (db: Client, organisationId: string, now: Date) =>
    db.organisationInvitation.count({
      where: { organisationId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    }),

  /** Members with their names, the owner first, then by the day they joined. */
  async members(db: Client, organisationId: string): Promise<MemberRow[]> {
    const rows = await db.organisationMember.findMany({
      where: { organisationId },
      include: { user: { select: { firstName: true, lastName: true, email: true } } },
      orderBy: [{ joinedAt: 'asc' }, { userId: 'asc' }],
    });
    const order: Record<string, number> = { owner: 0, admin: 1, member: 2 };
    return rows
      .map((row) => ({
        userId: row.userId,
        firstName: row.user.firstName,
        lastName: row.user.lastName,
        email: row.user.email,
        role: row.role as TOrganisationRole,
        joinedAt: row.joinedAt,
      }))
      .sort((a, b) => order[a.role]! - order[b.role]!);
  },

  /** The user's organisations with their role in each and its member count, oldest membership first. */
  async ofUser(db: Client, userId: string) {
    const rows = await db.organisationMember.findMany({
      where: { userId },
      include: { organisation: { include: { _count: { select: { members: true } } } } },
      orderBy: [{ joinedAt: 'asc' }, { organisationId: 'asc' }],
    });
    return rows.map((row) => ({
      organisation: row.organisation,
      role: row.role as TOrganisationRole,
      joinedAt: row.joinedAt,
      memberCount: row.organisation._count.members,
    }));
  },

  /** Open invitations (pending or expired; not accepted or revoked), with the inviter's name. */
  openInvitations: (db: Client, organisationId: string) =>
    db.organisationInvitation.findMany({
      where: { organisationId, acceptedAt: null, revokedAt: null },
      include: { inviter: { select: { firstName: true, lastName: true } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),

  invitation: (db: Client, id: string) =>
    db.organisationInvitation.findUnique({
      where: { id },
      include: { inviter: { select: { firstName: true, lastName: true } } },
    }),

  /** An invitation by its link's token hash: the current link, or one a resend replaced (`retired`). */
  async invitationByTokenHash(db: Client, tokenHash: string) {
    const current = await db.organisationInvitation.findUnique({ where: { tokenHash } });
    if (current) return { invitation: current, retired: false };
    const old = await db.organisationInvitation.findFirst({
      where: { retiredTokenHashes: { has: tokenHash } },
    });
    return old ? { invitation: old, retired: true } : null;
  },

  /** Locks one invitation's row (inside the organisation's lock: its acceptance and resends are one at a time). */
  async lockInvitation(tx: DbTransaction, id: string): Promise<InvitationRow | null> {
    const locked = await tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT id FROM organisation_invitations WHERE id = ${id}::uuid FOR UPDATE`;
    return locked.length ? tx.organisationInvitation.findUnique({ where: { id } }) : null;
  },

  /** Whether an account with this address is a member. */
  async hasMemberWithEmail(db: Client, organisationId: string, email: string): Promise<boolean> {
    const found = await db.organisationMember.findFirst({
      where: { organisationId, user: { email: { equals: email, mode: 'insensitive' } } },
      select: { userId: true },
    });
    return found !== null;
  },

  /** Every organisation (the admin's list), newest first, with its owner and member count. */
  async adminList(db: Db, search: string | undefined) {
    const contains = search ? { contains: search, mode: 'insensitive' as const } : undefined;
    return db.organisation.findMany({
      where: contains
        ? {
            OR: [{ name: contains }, { members: { some: { role: 'owner', user: { email: contains } } } }],
          }
        : {},
      include: {
        _count: { select: { members: true } },
        members: {
          where: { role: 'owner' },
          include: { user: { select: { firstName: true, lastName: true, email: true } } },
        },
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    });
  },
};

export function memberLimitOf(tier: TOrganisationTier, premiumLimit: number): number | null {
  return tier === 'enterprise' ? null : premiumLimit;
}
