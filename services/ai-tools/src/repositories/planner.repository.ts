import { markProcessed } from '@readiness/bus';
import type { TEventData } from '@readiness/contracts';
import {
  ZPlanAssessment,
  ZStrategyPlan,
  type TPlanAssessment,
  type TStrategyPlan,
  type TStrategyPlanContent,
} from '@readiness/contracts/ai-tools';
import type { Db, DbClient } from '../db.ts';

type AssessmentRow = {
  assessmentId: string;
  kind: string;
  overallScore: number;
  maturityLevel: string;
  dimensionScores: unknown;
  completedAt: Date;
};

/** A stored copy as the contract's type, parsed once here (kind and scores are plain text and JSON in the table). */
const toAssessment = (row: AssessmentRow): TPlanAssessment =>
  ZPlanAssessment.parse({ ...row, completedAt: row.completedAt.toISOString() });

type PlanRow = {
  id: string;
  assessment: unknown;
  content: unknown;
  provider: string;
  model: string | null;
  offline: boolean;
  edited: boolean;
  generatedAt: Date;
  updatedAt: Date;
};

/** A saved plan as the contract's type, parsed once here (its assessment and content are JSON columns). */
const toPlan = (row: PlanRow): TStrategyPlan =>
  ZStrategyPlan.parse({
    id: row.id,
    assessment: row.assessment,
    content: row.content,
    provider: row.provider,
    model: row.model,
    offline: row.offline,
    edited: row.edited,
    generatedAt: row.generatedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

/** The copies of completed assessments, the saved plans, and a user's erasure and export. */
export const plannerRepository = {
  /**
   * Keeps a copy of a completed assessment, once per event (the consumer's processed mark in the same
   * transaction); an erased user's late event is dropped.
   */
  async recordAssessment(
    db: Db,
    data: TEventData<'assessment.assessment.completed'>,
    mark: { consumer: string; eventId: string },
  ): Promise<'stored' | 'duplicate' | 'erased-user'> {
    return db.$transaction(async (tx) => {
      if (!(await markProcessed(tx, mark.consumer, mark.eventId))) return 'duplicate' as const;
      if (await tx.erasedUser.findUnique({ where: { userId: data.userId } })) return 'erased-user' as const;
      const fields = {
        userId: data.userId,
        kind: data.kind,
        industry: data.industry,
        companySize: data.companySize,
        overallScore: data.overallScore,
        maturityLevel: data.maturityLevel,
        dimensionScores: data.dimensionScores,
        completedAt: new Date(data.completedAt),
      };
      await tx.assessmentCopy.upsert({
        where: { assessmentId: data.assessmentId },
        create: { assessmentId: data.assessmentId, ...fields },
        update: fields,
      });
      return 'stored' as const;
    });
  },

  async latestAssessment(db: DbClient, userId: string): Promise<TPlanAssessment | null> {
    const row = await db.assessmentCopy.findFirst({
      where: { userId },
      orderBy: [{ completedAt: 'desc' }, { receivedAt: 'desc' }],
    });
    return row ? toAssessment(row) : null;
  },

  async assessments(db: DbClient, userId: string): Promise<TPlanAssessment[]> {
    const rows = await db.assessmentCopy.findMany({ where: { userId }, orderBy: { completedAt: 'asc' } });
    return rows.map(toAssessment);
  },

  async plan(db: DbClient, userId: string): Promise<TStrategyPlan | null> {
    const row = await db.strategyPlan.findUnique({ where: { userId } });
    return row ? toPlan(row) : null;
  },

  /** Saves the user's edits of their plan; null when they have none. */
  async savePlanContent(
    db: DbClient,
    userId: string,
    content: TStrategyPlanContent,
  ): Promise<TStrategyPlan | null> {
    const updated = await db.strategyPlan.updateMany({
      where: { userId },
      data: { content, edited: true, updatedAt: new Date() },
    });
    if (updated.count === 0) return null;
    const row = await db.strategyPlan.findUnique({ where: { userId } });
    return row ? toPlan(row) : null;
  },

  /**
   * Erases everything held about a user (history, usage, plan, assessment copies) and remembers the erasure, once
   * per event.
   */
  async eraseUser(
    db: Db,
    userId: string,
    mark: { consumer: string; eventId: string },
  ): Promise<'erased' | 'duplicate'> {
    return db.$transaction(async (tx) => {
      if (!(await markProcessed(tx, mark.consumer, mark.eventId))) return 'duplicate' as const;
      await tx.promptRequest.deleteMany({ where: { userId } });
      await tx.usageMonth.deleteMany({ where: { userId } });
      await tx.strategyPlan.deleteMany({ where: { userId } });
      await tx.assessmentCopy.deleteMany({ where: { userId } });
      await tx.erasedUser.upsert({ where: { userId }, create: { userId }, update: {} });
      return 'erased' as const;
    });
  },
};
