import type { TRetireQuestionResponse } from '@readiness/contracts/assessment';
import { badRequest, notFound, type Identity } from '@readiness/service';
import { checkQuestionBank } from '../question-bank/check-question-bank.ts';
import { questionRepository } from '../repositories/question.repository.ts';
import type { CoreContext } from './context.ts';
import { actorName, applyQuestionChanges } from './question-admin.ts';
import { recordAdminAudit } from './record-admin-audit.ts';

/**
 * Retires a question of the current bank, or restores a retired one as it was, as a new bank version with the
 * admin's reason in the question's history. Assessments already taken keep the questions they were asked (their
 * own version), so their results never change; new assessments stop (or start again) asking it. Retiring the
 * quick question or the last question of a dimension would break the bank and is refused.
 */
export async function setQuestionRetired(
  ctx: CoreContext,
  admin: Identity,
  id: string,
  retire: boolean,
  reason: string,
  requestId: string | null = null,
): Promise<TRetireQuestionResponse> {
  const name = await actorName(ctx, admin);
  const result = await ctx.db.$transaction(async (tx) => {
    await questionRepository.lockBankWrites(tx);
    const version = await ctx.bank.currentVersion(tx);
    const active = await ctx.bank.questions(version);
    const retired = await ctx.bank.retired(version);
    const question = (retire ? active : retired).find((candidate) => candidate.id === id);
    if (!question) {
      throw notFound(
        retire ? `No active question "${id}" in the bank` : `No retired question "${id}" in the bank`,
      );
    }
    const next = retire
      ? active.filter((candidate) => candidate.id !== id)
      : applyQuestionChanges(active, [{ ...question, isQuick: false }]);
    const problems = checkQuestionBank(next, { questionsPerDimension: null });
    if (problems.length > 0) {
      throw badRequest(
        `${retire ? 'Retiring' : 'Restoring'} ${id} would break the question bank: ${problems.join('; ')}`,
        { problems },
      );
    }
    await questionRepository.createVersion(
      tx,
      {
        version: version + 1,
        source: 'edit',
        createdBy: admin.userId,
        note: `${retire ? 'retired' : 'restored'} ${id}`,
      },
      next,
      {
        actorName: name,
        changes: [{ questionId: id, change: retire ? 'retired' : 'restored', fields: [], reason }],
        retired: retire ? [...retired, question] : retired.filter((candidate) => candidate.id !== id),
      },
    );
    await recordAdminAudit(tx, admin, requestId, {
      action: retire ? 'question.retired' : 'question.restored',
      targetType: 'question',
      targetRef: id,
      targetLabel: question.text,
      changes: { retired: { before: !retire, after: retire } },
      details: { bankVersion: version + 1 },
      reason,
    });
    return {
      question: retire ? question : { ...question, isQuick: false },
      retired: retire,
      bankVersion: version + 1,
    };
  });
  ctx.logger.info(
    { questionId: id, bankVersion: result.bankVersion, adminId: admin.userId },
    retire ? 'question retired' : 'question restored',
  );
  return result;
}
