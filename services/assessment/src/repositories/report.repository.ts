import type { TReportKind } from '@readiness/contracts/assessment';
import type { DbClient } from '../db.ts';

export interface ReportKey {
  assessmentId: string;
  kind: TReportKind;
  bankVersion: number;
}

export const reportRepository = {
  findPdf: async (db: DbClient, key: ReportKey): Promise<Buffer | undefined> => {
    const row = await db.report.findUnique({
      where: { assessmentId_kind_bankVersion: key },
      select: { pdf: true },
    });
    return row ? Buffer.from(row.pdf) : undefined;
  },

  exists: async (db: DbClient, key: ReportKey): Promise<boolean> =>
    (await db.report.count({ where: key })) > 0,

  /** Drops a stored report, so that the next request renders it again from the current results. */
  forget: (db: DbClient, assessmentId: string, kind: TReportKind) =>
    db.report.deleteMany({ where: { assessmentId, kind } }),

  /** Stores the first render; a later one (a retried or duplicated job) changes nothing. True when stored now. */
  store: async (db: DbClient, key: ReportKey, pdf: Buffer, renderMs: number): Promise<boolean> => {
    const inserted = await db.$executeRaw`
      INSERT INTO reports (assessment_id, kind, bank_version, pdf, render_ms)
      VALUES (${key.assessmentId}::uuid, ${key.kind}, ${key.bankVersion}, ${pdf}, ${Math.round(renderMs)})
      ON CONFLICT DO NOTHING`;
    return inserted === 1;
  },
};
