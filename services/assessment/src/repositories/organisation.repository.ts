import { ZOrganisationRole, type TOrganisationRole } from '@readiness/contracts/organisations';
import type { DbClient } from '../db.ts';

export type OrganisationRole = TOrganisationRole;

export interface MemberRow {
  userId: string;
  role: OrganisationRole;
  firstName: string;
  lastName: string;
}

/** This service's copy of auth's organisations and memberships (kept from auth.organisation.* events). */
export const organisationRepository = {
  find: (db: DbClient, id: string) => db.organisationCopy.findUnique({ where: { id } }),

  upsert: (
    db: DbClient,
    org: { id: string; name: string; industry: string; companySize: string; tier?: string },
  ) =>
    db.organisationCopy.upsert({
      where: { id: org.id },
      create: { ...org, tier: org.tier ?? 'premium' },
      update: { name: org.name, industry: org.industry, companySize: org.companySize, updatedAt: new Date() },
    }),

  setTier: (db: DbClient, id: string, tier: string) =>
    db.organisationCopy.updateMany({ where: { id }, data: { tier, updatedAt: new Date() } }),

  /** The organisation and, through the foreign keys, its members; its rounds go with it. */
  delete: async (db: DbClient, id: string) => {
    await db.$executeRaw`DELETE FROM rounds WHERE organisation_id = ${id}::uuid`;
    await db.organisationCopy.deleteMany({ where: { id } });
  },

  membership: async (db: DbClient, organisationId: string, userId: string): Promise<MemberRow | null> => {
    const row = await db.organisationMember.findUnique({
      where: { organisationId_userId: { organisationId, userId } },
    });
    return row ? { ...row, role: ZOrganisationRole.parse(row.role) } : null;
  },

  members: async (db: DbClient, organisationId: string): Promise<MemberRow[]> =>
    (await db.organisationMember.findMany({ where: { organisationId } })).map((row) => ({
      ...row,
      role: ZOrganisationRole.parse(row.role),
    })),

  organisationsOf: async (db: DbClient, userId: string): Promise<string[]> =>
    (await db.organisationMember.findMany({ where: { userId }, select: { organisationId: true } })).map(
      (row) => row.organisationId,
    ),

  upsertMember: (
    db: DbClient,
    member: {
      organisationId: string;
      userId: string;
      role: OrganisationRole;
      firstName?: string;
      lastName?: string;
    },
  ) =>
    db.organisationMember.upsert({
      where: { organisationId_userId: { organisationId: member.organisationId, userId: member.userId } },
      create: member,
      update: {
        role: member.role,
        ...(member.firstName !== undefined ? { firstName: member.firstName } : {}),
        ...(member.lastName !== undefined ? { lastName: member.lastName } : {}),
      },
    }),

  setRole: (db: DbClient, organisationId: string, userId: string, role: OrganisationRole) =>
    db.organisationMember.updateMany({ where: { organisationId, userId }, data: { role } }),

  removeMember: (db: DbClient, organisationId: string, userId: string) =>
    db.organisationMember.deleteMany({ where: { organisationId, userId } }),

  /** A profile change renames the person in every organisation's copy. */
  rename: (db: DbClient, userId: string, firstName: string, lastName: string) =>
    db.organisationMember.updateMany({ where: { userId }, data: { firstName, lastName } }),

  eraseUser: (db: DbClient, userId: string) => db.organisationMember.deleteMany({ where: { userId } }),
};

export const fullName = (member: Pick<MemberRow, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();
