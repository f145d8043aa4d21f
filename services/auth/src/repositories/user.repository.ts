import type { TUser } from '@readiness/contracts';
import { AppError } from '@readiness/service';
import type { Db, DbTransaction } from '../db.ts';
import { Prisma, type User } from '../generated/prisma/client.ts';

export type UserRow = User;
type Client = Db | DbTransaction;

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
  role?: string;
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
    role: user.role as TUser['role'],
    isActive: user.isActive,
    subscriptionTier: user.subscriptionTier as TUser['subscriptionTier'],
    onboardingCompleted: user.onboardingCompleted,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export const userRepository = {
  findByEmail: (db: Client, email: string) => db.user.findUnique({ where: { email } }),
  findById: (db: Client, id: string) => db.user.findUnique({ where: { id } }),
  /** Throws EMAIL_TAKEN (409) when the email is already registered, also when a concurrent registration won. */
  async create(db: Client, user: NewUser): Promise<UserRow> {
    try {
      return await db.user.create({
        data: {
          ...user,
          role: user.role ?? 'user',
          isActive: true,
          subscriptionTier: 'free',
          onboardingCompleted: false,
        },
      });
    } catch (error) {
      // The email's unique index is the only one a new row (random id) can violate.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
      }
      throw error;
    }
  },
  recordLogin: (db: Client, id: string, at: Date) =>
    db.user.update({ where: { id }, data: { lastLoginAt: at } }),
  update: (
    db: Client,
    id: string,
    data: Partial<Pick<UserRow, 'role' | 'subscriptionTier' | 'isActive' | 'passwordHash'>>,
  ) => db.user.update({ where: { id }, data }),
};
