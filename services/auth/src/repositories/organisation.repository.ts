import {
  ZAssignableOrganisationRole,
  ZOrganisationRole,
  ZOrganisationTier,
  type TOrganisationRole,
  type TOrganisationTier,
} from '@readiness/contracts';
import type { Db, DbTransaction } from '../db.ts';
import type { Organisation, OrganisationInvitation, Prisma } from '../generated/prisma/client.ts';

type Client = Db | DbTransaction;

// Tiers and roles are text columns: parsed into the contracts' enums once, here, so that a value the contract does
// not know fails at the repository instead of reaching a client or an event.

/** An organisation with its tier parsed. */
export type OrganisationRow = Omit<Organisation, 'tier'> & { tier: TOrganisationTier };
/** An invitation with its role parsed (an invitation gives admin or member, never owner). */
export type InvitationRow = Omit<OrganisationInvitation, 'role'> & { role: 'admin' | 'member' };
type Inviter = { inviter: { firstName: string; lastName: string } | null };

const toOrganisationRow = <T extends Organisation>(row: T): Omit<T, 'tier'> & OrganisationRow => ({
  ...row,
  tier: ZOrganisationTier.parse(row.tier),
});
const toInvitationRow = <T extends OrganisationInvitation>(row: T): Omit<T, 'role'> & InvitationRow => ({
  ...row,
  role: ZAssignableOrganisationRole.parse(row.role),
});
const orNull =
  <T, R>(to: (row: T) => R) =>
  (row: T | null): R | null =>
    row ? to(row) : null;
const membershipKey = (organisationId: string, userId: string) => ({
  organisationId_userId: { organisationId, userId },
});
const withInviter = { inviter: { select: { firstName: true, lastName: true } } } as const;
const adminInclude = {
  _count: { select: { members: true } },
  members: {
    where: { role: 'owner' },
    include: { user: { select: { firstName: true, lastName: true, email: true } } },
  },
} as const;

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
    if (!locked.length) return null;
    return orNull(toOrganisationRow)(await tx.organisation.findUnique({ where: { id: organisationId } }));
  },

  find: async (db: Client, id: string) =>
    orNull(toOrganisationRow)(await db.organisation.findUnique({ where: { id } })),

  async create(
    tx: DbTransaction,
    data: Pick<Organisation, 'id' | 'name' | 'industry' | 'companySize' | 'createdBy'>,
  ): Promise<OrganisationRow> {
    return toOrganisationRow(await tx.organisation.create({ data }));
  },

  async update(
    tx: DbTransaction,
    id: string,
    data: Partial<Pick<OrganisationRow, 'name' | 'industry' | 'companySize' | 'tier'>>,
  ): Promise<OrganisationRow> {
    return toOrganisationRow(await tx.organisation.update({ where: { id }, data }));
  },

  /** The organisation goes, its memberships and invitations with it (the foreign keys cascade). */
  async delete(tx: DbTransaction, id: string): Promise<void> {
    await tx.organisation.delete({ where: { id } });
  },

  /** A membership: the creator as owner, or someone who accepted an invitation. */
  async addMember(
    tx: DbTransaction,
    member: {
      organisationId: string;
      userId: string;
      role: TOrganisationRole;
      joinedAt?: Date;
      invitationId?: string | null;
    },
  ): Promise<void> {
    await tx.organisationMember.create({ data: member });
  },

  async removeMember(tx: DbTransaction, organisationId: string, userId: string): Promise<void> {
    await tx.organisationMember.delete({ where: membershipKey(organisationId, userId) });
  },

  async setRole(
    tx: DbTransaction,
    organisationId: string,
    userId: string,
    role: TOrganisationRole,
  ): Promise<void> {
    await tx.organisationMember.update({ where: membershipKey(organisationId, userId), data: { role } });
  },

  /**
   * Locks the organisations a user belongs to (in id order, the same order every time) and answers each with the
   * user's role in it; the caller holds the user's row locked already (an account deletion).
   */
  async lockOfUser(
    tx: DbTransaction,
    userId: string,
  ): Promise<Array<{ id: string; name: string; role: TOrganisationRole }>> {
    const rows = await tx.$queryRaw<Array<{ id: string; name: string; role: string }>>`
      SELECT o.id, o.name, m.role FROM organisations o
        JOIN organisation_members m ON m.organisation_id = o.id AND m.user_id = ${userId}::uuid
       ORDER BY o.id FOR UPDATE OF o`;
    return rows.map((row) => ({ id: row.id, name: row.name, role: ZOrganisationRole.parse(row.role) }));
  },

  /** Who takes over from a departing owner: the longest-standing admin, else the longest-standing member. */
  async successorOf(tx: DbTransaction, organisationId: string, ownerId: string): Promise<string | null> {
    const successor = await tx.organisationMember.findFirst({
      where: { organisationId, userId: { not: ownerId } },
      // 'admin' sorts before 'member' (and the owner is left out).
      orderBy: [{ role: 'asc' }, { joinedAt: 'asc' }, { userId: 'asc' }],
      select: { userId: true },
    });
    return successor?.userId ?? null;
  },

  roleOf: async (db: Client, organisationId: string, userId: string): Promise<TOrganisationRole | null> => {
    const member = await db.organisationMember.findUnique({
      where: { organisationId_userId: { organisationId, userId } },
      select: { role: true },
    });
    return member ? ZOrganisationRole.parse(member.role) : null;
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
        role: ZOrganisationRole.parse(row.role),
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
      organisation: toOrganisationRow(row.organisation),
      role: ZOrganisationRole.parse(row.role),
      joinedAt: row.joinedAt,
      memberCount: row.organisation._count.members,
    }));
  },

  /** Open invitations (pending or expired; not accepted or revoked), with the inviter's name. */
  async openInvitations(db: Client, organisationId: string): Promise<Array<InvitationRow & Inviter>> {
    const rows = await db.organisationInvitation.findMany({
      where: { organisationId, acceptedAt: null, revokedAt: null },
      include: withInviter,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toInvitationRow);
  },

  invitation: async (db: Client, id: string): Promise<(InvitationRow & Inviter) | null> =>
    orNull(toInvitationRow)(
      await db.organisationInvitation.findUnique({ where: { id }, include: withInviter }),
    ),

  /** The invitation to this address neither accepted nor revoked (pending or expired), if any. */
  openInvitationTo: async (db: Client, organisationId: string, email: string) =>
    orNull(toInvitationRow)(
      await db.organisationInvitation.findFirst({
        where: { organisationId, email, acceptedAt: null, revokedAt: null },
      }),
    ),

  async createInvitation(
    tx: DbTransaction,
    data: Omit<Prisma.OrganisationInvitationUncheckedCreateInput, 'role'> & { role: 'admin' | 'member' },
  ): Promise<InvitationRow> {
    return toInvitationRow(await tx.organisationInvitation.create({ data }));
  },

  async updateInvitation(
    tx: DbTransaction,
    id: string,
    data: Pick<
      Prisma.OrganisationInvitationUncheckedUpdateInput,
      | 'tokenHash'
      | 'retiredTokenHashes'
      | 'invitedBy'
      | 'sentAt'
      | 'expiresAt'
      | 'revokedAt'
      | 'acceptedAt'
      | 'acceptedBy'
    >,
  ): Promise<InvitationRow & Inviter> {
    return toInvitationRow(
      await tx.organisationInvitation.update({ where: { id }, data, include: withInviter }),
    );
  },

  /** An invitation by its link's token hash: the current link, or one a resend replaced (`retired`). */
  async invitationByTokenHash(db: Client, tokenHash: string) {
    const current = await db.organisationInvitation.findUnique({ where: { tokenHash } });
    if (current) return { invitation: toInvitationRow(current), retired: false };
    const old = await db.organisationInvitation.findFirst({
      where: { retiredTokenHashes: { has: tokenHash } },
    });
    return old ? { invitation: toInvitationRow(old), retired: true } : null;
  },

  /** Locks one invitation's row (inside the organisation's lock: its acceptance and resends are one at a time). */
  async lockInvitation(tx: DbTransaction, id: string): Promise<InvitationRow | null> {
    const locked = await tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT id FROM organisation_invitations WHERE id = ${id}::uuid FOR UPDATE`;
    if (!locked.length) return null;
    return orNull(toInvitationRow)(await tx.organisationInvitation.findUnique({ where: { id } }));
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
    const rows = await db.organisation.findMany({
      where: contains
        ? {
            OR: [{ name: contains }, { members: { some: { role: 'owner', user: { email: contains } } } }],
          }
        : {},
      include: adminInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    });
    return rows.map(toOrganisationRow);
  },

  /** One organisation as the admin's list shows it. */
  adminFind: async (db: Client, id: string) =>
    orNull(toOrganisationRow)(await db.organisation.findUnique({ where: { id }, include: adminInclude })),
};

export function memberLimitOf(tier: TOrganisationTier, premiumLimit: number): number | null {
  return tier === 'enterprise' ? null : premiumLimit;
}
