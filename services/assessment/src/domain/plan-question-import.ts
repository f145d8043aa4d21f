import {
  DIMENSION_LABELS,
  ZQuestionImportItem,
  type TImportQuestionError,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { describeZodError } from '@readiness/service';
import type { DbClient } from '../db.ts';
import { checkQuestionBank } from '../question-bank/check-question-bank.ts';
import type { CoreContext } from './context.ts';
import {
  applyQuestionChanges,
  describeAdviceProblems,
  isSameQuestion,
  withOwnAdvice,
} from './question-admin.ts';
import { TEMPLATE_QUESTION } from './question-template.ts';

// What previewing and importing a file of questions share: the plan of what the import would do.

interface Accepted {
  index: number;
  question: TQuestion;
  previous: TQuestion | undefined;
}

/** What an import would do: each item's status and reason, and the bank it would make. */
export interface ImportPlan {
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
export async function planQuestionImport(
  ctx: CoreContext,
  db: DbClient,
  items: readonly unknown[],
): Promise<ImportPlan> {
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
