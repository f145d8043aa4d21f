import type { TImportQuestionsResponse } from '@readiness/contracts/assessment';
import { AppError, type Identity } from '@readiness/service';
import { questionRepository } from '../repositories/question.repository.ts';
import type { CoreContext } from './context.ts';
import { planQuestionImport } from './plan-question-import.ts';
import { actorName, changedFields } from './question-admin.ts';
import { recordAdminAudit } from './record-admin-audit.ts';

/**
 * Imports questions (mode update-existing): an id already in the bank updates that question, a new id adds
 * one, an identical question is skipped. ALL OR NOTHING: every question is checked, one by one and then as part
 * of the resulting bank, and if any is rejected nothing is applied and each rejected question comes back with
 * its index and reason. Otherwise the changes become one new bank version (none when nothing changed), each
 * recorded in its question's history. With `previewedVersion`, a bank changed since the preview is a 409.
 */
export async function importQuestions(
  ctx: CoreContext,
  admin: Identity,
  items: readonly unknown[],
  previewedVersion?: number,
  requestId: string | null = null,
): Promise<TImportQuestionsResponse> {
  const name = await actorName(ctx, admin);
  const result = await ctx.db.$transaction(async (tx) => {
    await questionRepository.lockBankWrites(tx);
    const plan = await planQuestionImport(ctx, tx, items);
    const { version, errors, accepted, changes } = plan;
    if (previewedVersion !== undefined && previewedVersion !== version) {
      throw new AppError(
        'BANK_VERSION_MISMATCH',
        `The question bank changed since the preview (version ${previewedVersion}, now ${version}): preview the file again`,
        { previewedVersion, bankVersion: version },
      );
    }
    if (errors.length > 0) {
      return { success: false, imported: 0, updated: 0, skipped: 0, errors, bankVersion: version };
    }
    const skipped = accepted.length - changes.length;
    const imported = changes.filter((entry) => !entry.previous).length;
    const updated = changes.length - imported;
    if (changes.length === 0)
      return { success: true, imported, updated, skipped, errors, bankVersion: version };

    await questionRepository.createVersion(
      tx,
      {
        version: version + 1,
        source: 'import',
        createdBy: admin.userId,
        note: `import: ${imported} added, ${updated} updated, ${skipped} unchanged`,
      },
      plan.next,
      {
        actorName: name,
        changes: changes.map(({ question, previous }) => ({
          questionId: question.id,
          change: previous ? ('edited' as const) : ('added' as const),
          fields: previous ? changedFields(previous, question) : [],
          reason: 'import',
        })),
        retired: await ctx.bank.retired(version),
      },
    );
    await recordAdminAudit(tx, admin, requestId, {
      action: 'questions.imported',
      targetType: 'question-bank',
      targetRef: `version ${version + 1}`,
      targetLabel: `${imported} added, ${updated} updated, ${skipped} unchanged`,
      changes: Object.fromEntries(
        changes.map((entry) => [
          entry.question.id,
          { before: entry.previous ?? null, after: entry.question },
        ]),
      ),
      details: { bankVersion: version + 1, imported, updated, skipped },
    });
    return { success: true, imported, updated, skipped, errors, bankVersion: version + 1 };
  });
  ctx.logger.info(
    { adminId: admin.userId, ...result, errors: result.errors.length },
    result.success ? 'questions imported' : 'question import rejected',
  );
  return result;
}
