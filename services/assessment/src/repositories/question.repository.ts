import type { TQuestion } from '@readiness/contracts/assessment';
import type { Prisma, Question } from '../generated/prisma/client.ts';
import type { DbClient, DbTransaction } from '../db.ts';

export type BankVersionSource = 'seed' | 'edit' | 'import';

export interface BankVersionInfo {
  version: number;
  source: string;
  createdAt: Date;
}

// Any fixed number works: it only has to be the same for every replica writing bank versions.
const BANK_WRITE_LOCK = 4_002_001;

function toQuestion(row: Question): TQuestion {
  return {
    id: row.id,
    text: row.text,
    explanation: row.explanation,
    dimension: row.dimension as TQuestion['dimension'],
    category: row.category,
    weight: row.weight,
    businessImpact: row.businessImpact as TQuestion['businessImpact'],
    technicalComplexity: row.technicalComplexity as TQuestion['technicalComplexity'],
    roiCorrelation: row.roiCorrelation,
    businessOutcomes: row.businessOutcomes as string[],
    responseOptions: row.responseOptions as TQuestion['responseOptions'],
    isQuick: row.isQuick,
    allowsNotApplicable: row.allowsNotApplicable,
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

  /** A version's questions in bank order. */
  listQuestions: async (db: DbClient, version: number): Promise<TQuestion[]> =>
    (await db.question.findMany({ where: { bankVersion: version }, orderBy: { position: 'asc' } })).map(
      toQuestion,
    ),

  /** Stores a whole bank as a new version (the caller holds the bank lock and checked the bank). */
  createVersion: async (
    tx: DbTransaction,
    version: { version: number; source: BankVersionSource; createdBy: string | null; note: string },
    questions: readonly TQuestion[],
  ): Promise<void> => {
    await tx.questionBankVersion.create({ data: version });
    await tx.question.createMany({
      data: questions.map((question, position): Prisma.QuestionCreateManyInput => ({
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
      })),
    });
  },
};
