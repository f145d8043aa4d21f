import type {
  TAdminUser,
  TAdminUserFilters,
  TRole,
  TSubscriptionTier,
  TTierSource,
  TUser,
  TUserStats,
} from '@readiness/contracts';
import { RECENT_SIGNUP_DAYS, ZRole, ZSubscriptionTier, ZTierSource } from '@readiness/contracts';
import { AppError } from '@readiness/service';
import type { Db, DbTransaction } from '../db.ts';
import { Prisma, type User } from '../generated/prisma/client.ts';

/** A user with its role, tier and tier source parsed into the contracts' enums, once, here (text columns). */
export type UserRow = Omit<User, 'role' | 'subscriptionTier' | 'tierSource'> & {
  role: TRole;
  subscriptionTier: TSubscriptionTier;
  tierSource: TTierSource;
};
type Client = Db | DbTransaction;

export function toUserRow(user: User): UserRow {
  return {
    ...user,
    role: ZRole.parse(user.role),
    subscriptionTier: ZSubscriptionTier.parse(user.subscriptionTier),
    tierSource: ZTierSource.parse(user.tierSource),
  };
}
const toUserRowOrNull = (user: User | null): UserRow | null => (user ? toUserRow(user) : null);

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  industry: string;
  companySize: string;
  role?: TRole;
}

export function toUserDto(user: UserRow): TUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    jobTitle: user.jobTitle,
    industry: user.industry,
    companySize: user.companySize,
    role: user.role,
    isActive: user.isActive,
    subscriptionTier: user.subscriptionTier,
    onboardingCompleted: user.onboardingCompleted,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** The admin's view: the user and where their tier came from. */
export function toAdminUserDto(user: UserRow): TAdminUser {
  return { ...toUserDto(user), tierSource: user.tierSource };
}

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The filters of the admin's table and CSV export, as SQL on `users` (aliased u). */
function filterSql(filter: TAdminUserFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filter.search) {
    // search_text is lower(names, email, company), trigram-indexed: "contains" stays fast on 100,000 users.
    conditions.push(Prisma.sql`u.search_text LIKE ${`%${escapeLike(filter.search.toLowerCase())}%`}`);
  }
  if (filter.role) conditions.push(Prisma.sql`u.role = ${filter.role}`);
  if (filter.tier) conditions.push(Prisma.sql`u.subscription_tier = ${filter.tier}`);
  if (filter.status) conditions.push(Prisma.sql`u.is_active = ${filter.status === 'active'}`);
  return conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}

/** One row of the CSV export: the spec's columns, read straight from the table. */
export interface UserCsvRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  role: string;
  is_active: boolean;
  subscription_tier: string;
  created_at: Date;
  last_login_at: Date | null;
}

export const userRepository = {
  findByEmail: async (db: Client, email: string) =>
    toUserRowOrNull(await db.user.findUnique({ where: { email } })),
  findById: async (db: Client, id: string) => toUserRowOrNull(await db.user.findUnique({ where: { id } })),
  /** Throws EMAIL_TAKEN (409) when the email is already registered, also when a concurrent registration won. */
  async create(db: Client, user: NewUser): Promise<UserRow> {
    try {
      return toUserRow(
        await db.user.create({
          data: {
            ...user,
            role: user.role ?? 'user',
            isActive: true,
            subscriptionTier: 'free',
            onboardingCompleted: false,
          },
        }),
      );
    } catch (error) {
      // The email's unique index is the only one a new row (random id) can violate.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
      }
      throw error;
    }
  },
  /** Throws EMAIL_TAKEN (409) when another account has the address (also one registered a moment ago). */
  async changeEmail(db: Client, id: string, email: string, verifiedAt: Date): Promise<UserRow> {
    try {
      return toUserRow(await db.user.update({ where: { id }, data: { email, emailVerifiedAt: verifiedAt } }));
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new AppError('EMAIL_TAKEN', 'Another account uses this email address');
      }
      throw error;
    }
  },
  recordLogin: async (db: Client, id: string, at: Date) =>
    toUserRow(await db.user.update({ where: { id }, data: { lastLoginAt: at } })),
  update: async (
    db: Client,
    id: string,
    data: Partial<
      Pick<
        UserRow,
        | 'role'
        | 'subscriptionTier'
        | 'tierSource'
        | 'isActive'
        | 'passwordHash'
        | 'onboardingCompleted'
        | 'firstName'
        | 'lastName'
        | 'company'
        | 'jobTitle'
        | 'industry'
        | 'companySize'
        | 'emailVerifiedAt'
      >
    >,
  ) => toUserRow(await db.user.update({ where: { id }, data })),
  delete: async (db: Client, id: string) => toUserRow(await db.user.delete({ where: { id } })),
  /** Locks the active admins' rows until the transaction ends, so that two changes cannot remove the last one together. */
  lockActiveAdmins: async (db: Client) =>
    (
      await db.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM users WHERE role = 'admin' AND is_active ORDER BY id FOR UPDATE`
    ).map((row) => row.id),
  /**
   * Share-locks a user's row until the transaction ends: it cannot be deleted meanwhile (a row about to refer to it,
   * a membership, is written), while other changes to it go on.
   */
  async lockKeyShare(tx: DbTransaction, id: string): Promise<void> {
    await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${id}::uuid FOR KEY SHARE`;
  },
  /** Locks one user's row until the transaction ends (changes of the same user are applied one after another). */
  findForUpdate: async (db: Client, id: string) => {
    const locked = await db.$queryRaw<
      Array<{ id: string }>
    >`SELECT id FROM users WHERE id = ${id}::uuid FOR UPDATE`;
    return locked.length ? toUserRowOrNull(await db.user.findUnique({ where: { id } })) : null;
  },
  /** One page of the admin's table, newest first, and how many users match. */
  async page(db: Db, filter: TAdminUserFilters, page: number, pageSize: number) {
    const where = filterSql(filter);
    const [ids, counted] = await Promise.all([
      db.$queryRaw<Array<{ id: string }>>`
        SELECT u.id FROM users u WHERE ${where}
         ORDER BY u.created_at DESC, u.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      db.$queryRaw<Array<{ count: bigint }>>`SELECT count(*) AS count FROM users u WHERE ${where}`,
    ]);
    const rows = await db.user.findMany({ where: { id: { in: ids.map((row) => row.id) } } });
    const byId = new Map(rows.map((row) => [row.id, toUserRow(row)]));
    return {
      users: ids.map((row) => byId.get(row.id)).filter((row): row is UserRow => row !== undefined),
      total: Number(counted[0]?.count ?? 0),
    };
  },
  /** The users matching the filters in batches (newest first, by key, never by offset): a CSV of any size. */
  async *batches(db: Db, filter: TAdminUserFilters, batchSize = 1_000): AsyncGenerator<UserCsvRow[]> {
    const where = filterSql(filter);
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const keyset = after
        ? Prisma.sql`AND (u.created_at, u.id) < (${after.createdAt}, ${after.id}::uuid)`
        : Prisma.empty;
      const rows = await db.$queryRaw<UserCsvRow[]>`
        SELECT u.id, u.email, u.first_name, u.last_name, u.company, u.role, u.is_active, u.subscription_tier,
               u.created_at, u.last_login_at
          FROM users u WHERE ${where} ${keyset}
         ORDER BY u.created_at DESC, u.id DESC LIMIT ${batchSize}`;
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
  },
  async stats(db: Db): Promise<TUserStats> {
    const [row] = await db.$queryRaw<
      Array<{ total: bigint; active: bigint; admins: bigint; premium: bigint; recent: bigint }>
    >`
      SELECT count(*) AS total,
             count(*) FILTER (WHERE is_active) AS active,
             count(*) FILTER (WHERE role = 'admin') AS admins,
             count(*) FILTER (WHERE subscription_tier <> 'free') AS premium,
             count(*) FILTER (WHERE created_at > now() - make_interval(days => ${RECENT_SIGNUP_DAYS})) AS recent
        FROM users`;
    const total = Number(row?.total ?? 0);
    const active = Number(row?.active ?? 0);
    return {
      total,
      active,
      inactive: total - active,
      admins: Number(row?.admins ?? 0),
      premiumUsers: Number(row?.premium ?? 0),
      recentSignups: Number(row?.recent ?? 0),
    };
  },
};
