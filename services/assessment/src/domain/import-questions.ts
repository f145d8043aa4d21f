import {
  DIMENSION_LABELS,
  ZQuestionImportItem,
  type TImportQuestionError,
  type TImportQuestionsResponse,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { describeZodError, type Identity } from '@readiness/service';
import { checkQuestionBank } from '../question-bank/check-question-bank.ts';
import { questionRepository } from '../repositories/question.repository.ts';
import type { CoreContext } from './context.ts';
import { recordAdminAudit } from './record-admin-audit.ts';
import { applyQuestionChanges, isSameQuestion } from './question-admin.ts';

interface Accepted {
  index: number;
  question: TQuestion;
  previous: TQuestion | undefined;
}

/**
 * Imports questions (mode update-existing): an id already in the bank updates that question, a new id adds
 * one, an identical question is skipped. ALL OR NOTHING: every question is checked, one by one and then as part
 * of the resulting bank, and if any is rejected nothing is applied and each rejected question comes back with
 * its index and reason. Otherwise the changes become one new bank version (none when nothing changed).
 */
export async function importQuestions(
  ctx: CoreContext,
  admin: Identity,
  items: readonly unknown[],
  requestId: string | null = null,
): Promise<TImportQuestionsResponse> {
  const result = await ctx.db.$transaction(async (tx) => {
    await questionRepository.lockBankWrites(tx);
    const version = await ctx.bank.currentVersion(tx);
    const bank = await ctx.bank.questions(version);
    const byId = new Map(bank.map((question) => [question.id, question]));

    const errors: TImportQuestionError[] = [];
    const accepted: Accepted[] = [];
    const firstIndexOf = new Map<string, number>();
    items.forEach((item, index) => {
      const givenId =
        typeof (item as { id?: unknown } | null)?.id === 'string' ? (item as { id: string }).id : undefined;
      const parsed = ZQuestionImportItem.safeParse(item);
      if (!parsed.success) {
        errors.push({ index, ...(givenId ? { id: givenId } : {}), reason: describeZodError(parsed.error) });
        return;
      }
      const { id } = parsed.data;
      const first = firstIndexOf.get(id);
      if (first !== undefined) {
        errors.push({
          index,
          id,
          reason: `the id "${id}" appears more than once in the file (first at index ${first})`,
        });
        return;
      }
      firstIndexOf.set(id, index);
      const previous = byId.get(id);
      accepted.push({
        index,
        previous,
        question: { ...parsed.data, isQuick: parsed.data.isQuick ?? previous?.isQuick ?? false },
      });
    });

    const changes = accepted.filter(
      (entry) => !entry.previous || !isSameQuestion(entry.previous, entry.question),
    );
    const skipped = accepted.length - changes.length;
    if (errors.length === 0 && changes.length > 0) {
      const next = applyQuestionChanges(
        bank,
        changes.map((entry) => entry.question),
      );
      errors.push(...attributeProblems(checkQuestionBank(next, { questionsPerDimension: null }), changes));
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.index - b.index);
      return { success: false, imported: 0, updated: 0, skipped: 0, errors, bankVersion: version };
    }
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
      applyQuestionChanges(
        bank,
        changes.map((entry) => entry.question),
      ),
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

/**
 * The bank check speaks of question ids ("strategy-02: same text as strategy-01") and of dimensions ("AI
 * Strategy: has 2 quick-assessment questions"); each problem goes to the imported questions it concerns, one
 * error per question with its problems joined.
 */
function attributeProblems(
  problems: readonly string[],
  changes: readonly Accepted[],
): TImportQuestionError[] {
  const errors: TImportQuestionError[] = [];
  for (const problem of problems) {
    const subject = problem.slice(0, problem.indexOf(':'));
    const concerned = changes.filter(
      ({ question, previous }) =>
        question.id === subject ||
        mentions(problem, question.id) ||
        DIMENSION_LABELS[question.dimension] === subject ||
        (previous !== undefined && DIMENSION_LABELS[previous.dimension] === subject),
    );
    for (const { index, question } of concerned.length > 0 ? concerned : changes.slice(0, 1)) {
      const known = errors.find((error) => error.index === index);
      if (known) known.reason = `${known.reason}; ${problem}`;
      else errors.push({ index, id: question.id, reason: problem });
    }
  }
  return errors;
}

/** Whether a problem names the question id as a whole word ("strategy-01", not a prefix of "strategy-011"). */
function mentions(problem: string, id: string): boolean {
  return new RegExp(`(^|[^a-z0-9-])${id}($|[^a-z0-9-])`).test(problem);
}
