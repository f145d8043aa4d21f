import {
  ZAssessmentKind,
  type TAssessmentKind,
  type TCompanySize,
  type TGivenAnswer,
  type TIndustry,
} from '@readiness/contracts/assessment';
import { AppError } from '@readiness/service';
import { Prisma } from '../generated/prisma/client.ts';
import type { DbClient, DbTransaction } from '../db.ts';
import { orNull, toAssessmentRow, toContext, toGivenAnswer, type AssessmentRow } from './assessment.rows.ts';

export type { AssessmentRow } from './assessment.rows.ts';

export interface NewAssessment {
  id: string;
  userId: string;
  kind: TAssessmentKind;
  industry: TIndustry;
  companySize: TCompanySize;
  bankVersion: number;
  questionIds: string[];
  title: string;
}

/** The user already has an assessment of this kind in progress (one per user and kind, a partial unique index). */
export class AssessmentInProgressError extends AppError {
  constructor() {
    super('CONFLICT', 'An assessment of this kind is already in progress');
    this.name = 'AssessmentInProgressError';
  }
}

export interface CompletedScores {
  completedAt: Date;
  overallScore: number;
  maturityLevel: number;
  dimensionScores: Record<string, number>;
}

export interface RecentRow {
  id: string;
  kind: TAssessmentKind;
  industry: TIndustry;
  companySize: TCompanySize;
  overallScore: number;
  maturityLevel: number;
  createdAt: Date;
  completedAt: Date;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
}

export const assessmentRepository = {
  /** Throws AssessmentInProgressError when the user already has one of this kind in progress. */
  async create(db: DbClient, data: NewAssessment): Promise<AssessmentRow> {
    try {
      return toAssessmentRow(await db.assessment.create({ data: { ...data, status: 'in_progress' } }));
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new AssessmentInProgressError();
      }
      throw error;
    }
  },

  /** The user's latest completed assessment, of either kind (what "my results" means), or null. */
  latestCompleted: async (db: DbClient, userId: string) =>
    orNull(toAssessmentRow)(
      await db.assessment.findFirst({
        where: { userId, status: 'completed' },
        orderBy: { completedAt: 'desc' },
      }),
    ),

  findById: async (db: DbClient, id: string) =>
    orNull(toAssessmentRow)(await db.assessment.findUnique({ where: { id } })),

  findInProgress: async (db: DbClient, userId: string, kind: TAssessmentKind) =>
    orNull(toAssessmentRow)(
      await db.assessment.findFirst({ where: { userId, kind, status: 'in_progress' } }),
    ),

  listByUser: async (db: DbClient, userId: string) =>
    (
      await db.assessment.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
    ).map(toAssessmentRow),

  /** Deletes an assessment if it is still in progress (its answers go with it); false when it was not. */
  discardInProgress: async (db: DbClient, id: string): Promise<boolean> =>
    (await db.assessment.deleteMany({ where: { id, status: 'in_progress' } })).count === 1,

  /** Locks the row until the transaction ends (saving answers and submitting exclude each other) and reads its status. */
  lockStatus: async (tx: DbTransaction, id: string): Promise<string | undefined> => {
    const rows = await tx.$queryRaw<
      Array<{ status: string }>
    >`SELECT status FROM assessments WHERE id = ${id}::uuid FOR UPDATE`;
    return rows[0]?.status;
  },

  touch: async (db: DbClient, id: string) =>
    toAssessmentRow(await db.assessment.update({ where: { id }, data: { updatedAt: new Date() } })),

  /** Marks it completed with its scores, only if still in progress; false when another submit won the race. */
  complete: async (tx: DbTransaction, id: string, scores: CompletedScores): Promise<boolean> => {
    const { count } = await tx.assessment.updateMany({
      where: { id, status: 'in_progress' },
      data: {
        status: 'completed',
        completedAt: scores.completedAt,
        overallScore: scores.overallScore,
        maturityLevel: scores.maturityLevel,
        dimensionScores: scores.dimensionScores,
      },
    });
    return count === 1;
  },

  /**
   * The user's completed assessment of the same kind before this one (by completion time), for score changes:
   * like with like, so that a change of questionnaire is never shown as progress.
   */
  previousCompleted: async (db: DbClient, userId: string, kind: TAssessmentKind, completedBefore: Date) =>
    orNull(toAssessmentRow)(
      await db.assessment.findFirst({
        where: { userId, kind, status: 'completed', completedAt: { lt: completedBefore } },
        orderBy: { completedAt: 'desc' },
      }),
    ),

  /** The most recently completed assessments of all users, with the names auth announced. */
  recentCompleted: async (db: DbClient, limit: number): Promise<RecentRow[]> =>
    (
      await db.$queryRaw<Array<RecentRow & { kind: string; industry: string; companySize: string }>>`
      SELECT a.id, a.kind, a.industry, a.company_size AS "companySize", a.overall_score AS "overallScore",
             a.maturity_level AS "maturityLevel", a.created_at AS "createdAt", a.completed_at AS "completedAt",
             p.first_name AS "firstName", p.last_name AS "lastName", p.company
        FROM assessments a LEFT JOIN user_profiles p ON p.user_id = a.user_id
       WHERE a.status = 'completed'
       ORDER BY a.completed_at DESC, a.id
       LIMIT ${limit}`
    ).map((row) => ({ ...row, ...toContext(row), kind: ZAssessmentKind.parse(row.kind) })),
};

export const answerRepository = {
  /** The answers given: a level, or the choice ("dont-know", "not-applicable") stored instead of one. */
  list: async (db: DbClient, assessmentId: string): Promise<TGivenAnswer[]> =>
    (
      await db.answer.findMany({
        where: { assessmentId },
        select: { questionId: true, value: true, choice: true },
      })
    ).map(toGivenAnswer),

  count: (db: DbClient, assessmentId: string) => db.answer.count({ where: { assessmentId } }),

  /** Saves or changes answers in one statement. */
  upsert: async (
    db: DbClient,
    assessmentId: string,
    answers: readonly TGivenAnswer[],
    at: Date,
  ): Promise<void> => {
    const ids = answers.map((answer) => answer.questionId);
    const values = answers.map((answer) => (typeof answer.value === 'number' ? answer.value : null));
    const choices = answers.map((answer) => (typeof answer.value === 'string' ? answer.value : null));
    await db.$executeRaw`
      INSERT INTO answers (assessment_id, question_id, value, choice, answered_at)
      SELECT ${assessmentId}::uuid, question_id, value, choice, ${at}
        FROM unnest(${ids}::text[], ${values}::smallint[], ${choices}::text[]) AS given (question_id, value, choice)
      ON CONFLICT (assessment_id, question_id)
      DO UPDATE SET value = excluded.value, choice = excluded.choice, answered_at = excluded.answered_at`;
  },
};

export const roadmapRepository = {
  /** The action ids ticked as done. */
  doneActions: async (db: DbClient, assessmentId: string): Promise<Set<string>> =>
    new Set(
      (
        await db.roadmapActionState.findMany({
          where: { assessmentId, done: true },
          select: { actionId: true },
        })
      ).map((row) => row.actionId),
    ),

  /** When a tick of this assessment last changed (epoch ms), or null before any. */
  lastChange: async (db: DbClient, assessmentId: string): Promise<number | null> => {
    const latest = await db.roadmapActionState.aggregate({
      where: { assessmentId },
      _max: { updatedAt: true },
    });
    return latest._max.updatedAt?.getTime() ?? null;
  },

  setDone: (db: DbClient, assessmentId: string, actionId: string, done: boolean) =>
    db.roadmapActionState.upsert({
      where: { assessmentId_actionId: { assessmentId, actionId } },
      create: { assessmentId, actionId, done },
      update: { done, updatedAt: new Date() },
    }),
};
