import type { DbClient } from '../db.ts';

/** A user's data in this service, as a whole: what "Download my data" shows and what erasure removes. */
export const userDataRepository = {
  /** Assessments go with their answers, roadmap states and reports (ON DELETE CASCADE). */
  eraseAssessments: (db: DbClient, userId: string) => db.assessment.deleteMany({ where: { userId } }),
  eraseProfile: (db: DbClient, userId: string) => db.userProfile.deleteMany({ where: { userId } }),
  /** Name, company, industry and size from auth's profile event; created when this service has not seen the user. */
  applyProfile: (
    db: DbClient,
    profile: {
      userId: string;
      firstName: string;
      lastName: string;
      company: string;
      industry: string;
      companySize: string;
    },
  ) =>
    db.userProfile.upsert({
      where: { userId: profile.userId },
      create: profile,
      update: { ...profile, updatedAt: new Date() },
    }),
  profileOf: (db: DbClient, userId: string) => db.userProfile.findUnique({ where: { userId } }),
  assessmentsWithAnswers: (db: DbClient, userId: string) =>
    db.assessment.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      include: {
        answers: { orderBy: { questionId: 'asc' } },
        roadmapStates: { orderBy: { actionId: 'asc' } },
        reports: { select: { kind: true, bankVersion: true, createdAt: true } },
      },
    }),
  async summaryOf(db: DbClient, userId: string) {
    const [assessmentsCount, completedCount, last] = await Promise.all([
      db.assessment.count({ where: { userId } }),
      db.assessment.count({ where: { userId, status: 'completed' } }),
      db.assessment.findFirst({
        where: { userId, status: 'completed' },
        orderBy: [{ completedAt: 'desc' }, { id: 'desc' }],
        select: { overallScore: true, completedAt: true },
      }),
    ]);
    return { assessmentsCount, completedCount, last };
  },
};
