import {
  DIMENSION_LABELS,
  ZQuestionImportItem,
  type TImportPreview,
  type TImportQuestionError,
  type TImportQuestionsResponse,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { AppError, describeZodError, type Identity } from '@readiness/service';
import type { DbClient } from '../db.ts';
import { hasWrittenAdvice } from '../question-bank/advice/index.ts';
import { checkQuestionBank } from '../question-bank/check-question-bank.ts';
import { questionRepository } from '../repositories/question.repository.ts';
import type { CoreContext } from './context.ts';
import { TEMPLATE_QUESTION } from './list-questions.ts';
import {
  actorName,
  applyQuestionChanges,
  changedFields,
  describeAdviceProblems,
  isSameQuestion,
  withOwnAdvice,
} from './question-admin.ts';
import { recordAdminAudit } from './record-admin-audit.ts';

interface Accepted {
  index: number;
  question: TQuestion;
  previous: TQuestion | undefined;
}

/** What an import would do: each item's status and reason, and the bank it would make. */
interface ImportPlan {
  version: number;
  errors: TImportQuestionError[];
  accepted: Accepted[];
  changes: Accepted[];
  next: TQuestion[];
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The template's example question: marked `example`, or its text or explanation left as they came. */
function isTemplateExample(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const { example, text, explanation } = item as { example?: unknown; text?: unknown; explanation?: unknown };
  return (
    example === true ||
    (typeof text === 'string' && normalise(text) === normalise(TEMPLATE_QUESTION.text)) ||
    (typeof explanation === 'string' && normalise(explanation) === normalise(TEMPLATE_QUESTION.explanation))
  );
}

/**
 * Checks every item, one by one and then as part of the resulting bank, against the current version (the
 * caller reads it inside its transaction). Refused: an invalid item, a repeated id, the template's example, a
 * retired question's id (restore it first), written advice that breaks the advice rules, and any item the bank
 * check blames.
 */
async function planImport(ctx: CoreContext, db: DbClient, items: readonly unknown[]): Promise<ImportPlan> {
  const version = await ctx.bank.currentVersion(db);
  const bank = await ctx.bank.questions(version);
  const retired = new Set((await ctx.bank.retired(version)).map((question) => question.id));
  const byId = new Map(bank.map((question) => [question.id, question]));

  const errors: TImportQuestionError[] = [];
  const accepted: Accepted[] = [];
  const firstIndexOf = new Map<string, number>();
  items.forEach((item, index) => {
    const givenId =
      typeof (item as { id?: unknown } | null)?.id === 'string' ? (item as { id: string }).id : undefined;
    const withId = givenId ? { id: givenId } : {};
    if (isTemplateExample(item)) {
      errors.push({
        index,
        ...withId,
        reason:
          'the template’s example question: replace it with your own question (and remove "example") before importing',
      });
      return;
    }
    const parsed = ZQuestionImportItem.safeParse(item);
    if (!parsed.success) {
      errors.push({ index, ...withId, reason: describeZodError(parsed.error) });
      return;
    }
    const { id, example: _example, ...fields } = parsed.data;
    const adviceIssues = describeAdviceProblems(fields);
    if (adviceIssues) {
      errors.push({
        index,
        id,
        reason: `its written advice breaks the advice rules: ${adviceIssues.message}`,
      });
      return;
    }
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
    if (retired.has(id)) {
      errors.push({ index, id, reason: `"${id}" is retired: restore it first, then import its changes` });
      return;
    }
    const previous = byId.get(id);
    accepted.push({
      index,
      previous,
      question: withOwnAdvice({ ...fields, id, isQuick: fields.isQuick ?? previous?.isQuick ?? false }),
    });
  });

  const changes = accepted.filter(
    (entry) => !entry.previous || !isSameQuestion(entry.previous, entry.question),
  );
  const next = applyQuestionChanges(
    bank,
    changes.map((entry) => entry.question),
  );
  if (errors.length === 0 && changes.length > 0) {
    errors.push(...attributeProblems(checkQuestionBank(next, { questionsPerDimension: null }), changes));
  }
  errors.sort((a, b) => a.index - b.index);
  return { version, errors, accepted, changes, next };
}

/**
 * POST /api/admin/questions/import/preview: what importing the file would do to each question (new, updated
 * with the fields it changes, unchanged, refused with its reason), applying nothing.
 */
export async function previewQuestionImport(
  ctx: CoreContext,
  items: readonly unknown[],
): Promise<TImportPreview> {
  const plan = await planImport(ctx, ctx.db, items);
  const refused = new Map(plan.errors.map((error) => [error.index, error]));
  const byIndex = new Map(plan.accepted.map((entry) => [entry.index, entry]));
  const preview = items.map((item, index): TImportPreview['items'][number] => {
    const error = refused.get(index);
    const entry = byIndex.get(index);
    const text =
      typeof (item as { text?: unknown } | null)?.text === 'string'
        ? (item as { text: string }).text
        : undefined;
    if (error || !entry) {
      return {
        index,
        ...(error?.id ? { id: error.id } : {}),
        ...(text ? { text } : {}),
        status: 'refused',
        reason: error?.reason ?? 'refused',
        fields: [],
        withoutAdvice: false,
      };
    }
    const { question, previous } = entry;
    const withoutAdvice = !hasWrittenAdvice(question);
    if (!previous) {
      return {
        index,
        id: question.id,
        text: question.text,
        status: 'new',
        reason: `a new question in ${DIMENSION_LABELS[question.dimension]}`,
        fields: [],
        withoutAdvice,
      };
    }
    const fields = changedFields(previous, question);
    return {
      index,
      id: question.id,
      text: question.text,
      status: fields.length ? 'updated' : 'unchanged',
      reason: fields.length ? `changes ${fields.join(', ')}` : 'identical to the bank',
      fields,
      withoutAdvice,
    };
  });
  const count = (status: TImportPreview['items'][number]['status']) =>
    preview.filter((item) => item.status === status).length;
  return {
    bankVersion: plan.version,
    counts: {
      new: count('new'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      refused: count('refused'),
    },
    items: preview,
  };
}

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
    const plan = await planImport(ctx, tx, items);
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
