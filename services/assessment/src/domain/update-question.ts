import type { TQuestion, TUpdateQuestionRequest } from '@readiness/contracts/assessment';
import { badRequest, notFound, type Identity } from '@readiness/service';
import { checkQuestionBank } from '../question-bank/check-question-bank.ts';
import { questionRepository } from '../repositories/question.repository.ts';
import type { CoreContext } from './context.ts';
import {
  actorName,
  applyQuestionChanges,
  changedFields,
  describeAdviceProblems,
  isSameQuestion,
  withOwnAdvice,
} from './question-admin.ts';
import { recordAdminAudit } from './record-admin-audit.ts';

/**
 * An admin's edit of one question. The edited bank is checked as a whole (valid fields, no duplicate texts,
 * one quick question per dimension) and stored as a new bank version, with who changed which fields and why in
 * the question's history; assessments already started keep theirs. Marking a question quick unmarks the
 * previous quick question of its dimension. An unchanged question writes nothing. Advice equal to the seed
 * bank's is not stored (the seed's stays in use). Written advice must pass the built-in advice's content rules.
 */
export async function updateQuestion(
  ctx: CoreContext,
  admin: Identity,
  id: string,
  { reason = '', ...body }: TUpdateQuestionRequest,
  requestId: string | null = null,
): Promise<{ question: TQuestion; bankVersion: number; isChanged: boolean }> {
  if (body.id !== id) throw badRequest(`The question's id "${body.id}" does not match the path's "${id}"`);
  const adviceIssues = describeAdviceProblems(body);
  if (adviceIssues)
    throw badRequest(`The written advice breaks the advice rules: ${adviceIssues.message}`, {
      problems: adviceIssues.problems,
    });
  const input = withOwnAdvice(body);
  const name = await actorName(ctx, admin);
  const result = await ctx.db.$transaction(async (tx) => {
    await questionRepository.lockBankWrites(tx);
    const version = await ctx.bank.currentVersion(tx);
    const bank = await ctx.bank.questions(version);
    const current = bank.find((question) => question.id === id);
    if (!current) throw notFound(`No question "${id}" in the bank (new questions are added by import)`);
    if (isSameQuestion(current, input)) return { question: current, bankVersion: version, isChanged: false };

    const next = applyQuestionChanges(bank, [input]);
    const problems = checkQuestionBank(next, { questionsPerDimension: null });
    if (problems.length > 0)
      throw badRequest(`The edit would break the question bank: ${problems.join('; ')}`, { problems });
    await questionRepository.createVersion(
      tx,
      { version: version + 1, source: 'edit', createdBy: admin.userId, note: `edited ${id}` },
      next,
      {
        actorName: name,
        changes: [{ questionId: id, change: 'edited', fields: changedFields(current, input), reason }],
        retired: await ctx.bank.retired(version),
      },
    );
    await recordAdminAudit(tx, admin, requestId, {
      ...questionEdited(current, input, version + 1),
      reason: reason || null,
    });
    return { question: input, bankVersion: version + 1, isChanged: true };
  });
  if (result.isChanged)
    ctx.logger.info(
      { questionId: id, bankVersion: result.bankVersion, adminId: admin.userId },
      'question edited',
    );
  return result;
}

/** The audit entry of an edit: each field that changed, before and after. */
function questionEdited(before: TQuestion, after: TQuestion, bankVersion: number) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof TQuestion>)
    if (canonical(before[key]) !== canonical(after[key]))
      changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  return {
    action: 'question.updated' as const,
    targetType: 'question' as const,
    targetRef: after.id,
    targetLabel: after.text,
    changes,
    details: { bankVersion },
  };
}

/** JSON with object keys sorted, so that two equal values compare equal whatever their keys' order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
