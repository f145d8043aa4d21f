import {
  ZQuestion,
  ZQuestionAdvice,
  ZQuestionChangeKind,
  type TQuestion,
  type TQuestionChange,
} from '@readiness/contracts/assessment';
import type { Prisma, Question, QuestionChange } from '../generated/prisma/client.ts';
import type { DbClient, DbTransaction } from '../db.ts';

export type BankVersionSource = 'seed' | 'edit' | 'import';

export interface BankVersionInfo {
  version: number;
  source: string;
  createdAt: Date;
}

// Any fixed number works: it only has to be the same for every replica writing bank versions.
const BANK_WRITE_LOCK = 4_002_001;

/** A stored question as the contract's type: its enum and JSON columns parsed once, here. */
function toQuestion(row: Question): TQuestion {
  const field = ZQuestion.shape;
  return {
    id: row.id,
    text: row.text,
    explanation: row.explanation,
    dimension: field.dimension.parse(row.dimension),
    category: row.category,
    weight: row.weight,
    businessImpact: field.businessImpact.parse(row.businessImpact),
    technicalComplexity: field.technicalComplexity.parse(row.technicalComplexity),
    roiCorrelation: row.roiCorrelation,
    businessOutcomes: field.businessOutcomes.parse(row.businessOutcomes),
    responseOptions: field.responseOptions.parse(row.responseOptions),
    isQuick: row.isQuick,
    allowsNotApplicable: row.allowsNotApplicable,
    ...(row.advice ? { advice: ZQuestionAdvice.parse(row.advice) } : {}),
  };
}

/** A question of a stored version, with whether it is retired there. */
export interface StoredQuestion {
  question: TQuestion;
  retired: boolean;
}

/** One question's change in a new version, as the history records it. */
export type QuestionChangeInput = Pick<TQuestionChange, 'questionId' | 'change' | 'fields' | 'reason'>;

function toChange(row: QuestionChange): TQuestionChange {
  return {
    bankVersion: row.bankVersion,
    questionId: row.questionId,
    change: ZQuestionChangeKind.parse(row.change),
    fields: row.fields,
    actor: { id: row.actorId, name: row.actorName },
    reason: row.reason,
    at: row.createdAt.toISOString(),
  };
}

export const questionRepository = {
  /** Serialises writers of the bank (two admins saving at once, two replicas seeding at once) until commit. */
  lockBankWrites: async (tx: DbTransaction) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${BANK_WRITE_LOCK}::bigint)`;
  },

  /** The newest version, or undefined before the bank was seeded. */
  latestVersion: async (db: DbClient): Promise<BankVersionInfo | undefined> =>
    (await db.questionBankVersion.findFirst({ orderBy: { version: 'desc' } })) ?? undefined,

  /** A version's active questions in bank order (what its assessments ask). */
  listQuestions: async (db: DbClient, version: number): Promise<TQuestion[]> =>
    (
      await db.question.findMany({
        where: { bankVersion: version, retired: false },
        orderBy: { position: 'asc' },
      })
    ).map(toQuestion),

  /** A version's questions in bank order, retired ones included and marked. */
  listStoredQuestions: async (db: DbClient, version: number): Promise<StoredQuestion[]> =>
    (await db.question.findMany({ where: { bankVersion: version }, orderBy: { position: 'asc' } })).map(
      (row) => ({ question: toQuestion(row), retired: row.retired }),
    ),

  /** A question's history, newest first; empty for a question unchanged since the seed. */
  listChanges: async (db: DbClient, questionId: string): Promise<TQuestionChange[]> =>
    (await db.questionChange.findMany({ where: { questionId }, orderBy: { bankVersion: 'desc' } })).map(
      toChange,
    ),

  /** Whether any version holds the question. */
  isKnown: async (db: DbClient, questionId: string): Promise<boolean> =>
    (await db.question.count({ where: { id: questionId } })) > 0,

  /**
   * Stores a whole bank as a new version, with who changed which question and why (the caller holds the bank
   * lock and checked the bank). `retired` questions are kept in the copy, marked.
   */
  createVersion: async (
    tx: DbTransaction,
    version: { version: number; source: BankVersionSource; createdBy: string | null; note: string },
    questions: readonly TQuestion[],
    history: {
      actorName: string;
      changes: readonly QuestionChangeInput[];
      retired?: readonly TQuestion[];
    } = { actorName: 'system', changes: [] },
  ): Promise<void> => {
    await tx.questionBankVersion.create({ data: version });
    const rows = [
      ...questions.map((question) => ({ question, retired: false })),
      ...(history.retired ?? []).map((question) => ({ question, retired: true })),
    ];
    await tx.question.createMany({
      data: rows.map(({ question, retired }, position): Prisma.QuestionCreateManyInput => ({
        bankVersion: version.version,
        id: question.id,
        position,
        dimension: question.dimension,
        category: question.category,
        text: question.text,
        explanation: question.explanation,
        weight: question.weight,
        businessImpact: question.businessImpact,
        technicalComplexity: question.technicalComplexity,
        roiCorrelation: question.roiCorrelation,
        businessOutcomes: question.businessOutcomes,
        responseOptions: question.responseOptions,
        isQuick: question.isQuick,
        allowsNotApplicable: question.allowsNotApplicable ?? false,
        ...(question.advice ? { advice: question.advice } : {}),
        retired,
      })),
    });
    if (history.changes.length > 0) {
      await tx.questionChange.createMany({
        data: history.changes.map((change) => ({
          bankVersion: version.version,
          questionId: change.questionId,
          change: change.change,
          fields: [...change.fields],
          actorId: version.createdBy,
          actorName: history.actorName,
          reason: change.reason,
        })),
      });
    }
  },
};
