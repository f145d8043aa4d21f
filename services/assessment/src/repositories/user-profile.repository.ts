import type { DbClient } from '../db.ts';

export interface UserProfile {
  userId: string;
  firstName: string;
  lastName: string;
  company: string;
}

export const userProfileRepository = {
  /** The name and company auth announced for a user, if any. */
  find: (db: DbClient, userId: string) => db.userProfile.findUnique({ where: { userId } }),

  upsert: (db: DbClient, profile: UserProfile) =>
    db.userProfile.upsert({
      where: { userId: profile.userId },
      create: profile,
      update: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        company: profile.company,
        updatedAt: new Date(),
      },
    }),
};
