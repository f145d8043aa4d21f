import {
  adviceProblems,
  describeAdviceProblems as describeEach,
  type AdviceProblem,
} from '@readiness/contracts/advice-rules';
import type { TQuestion } from '@readiness/contracts/assessment';
import type { Identity } from '@readiness/service';
import { seedAdvice } from '../question-bank/advice/index.ts';
import { userProfileRepository } from '../repositories/user-profile.repository.ts';
import type { CoreContext } from './context.ts';

const FIELDS: ReadonlyArray<keyof TQuestion> = [
  'id',
  'text',
  'explanation',
  'dimension',
  'category',
  'weight',
  'businessImpact',
  'technicalComplexity',
  'roiCorrelation',
  'businessOutcomes',
  'responseOptions',
  'isQuick',
  'allowsNotApplicable',
  'advice',
];

/** Whether two questions are the same in every field (key order and option key order aside). */
export function isSameQuestion(a: TQuestion, b: TQuestion): boolean {
  return changedFields(a, b).length === 0;
}

/** The fields in which two versions of a question differ, in the bank's field order (for its history). */
export function changedFields(a: TQuestion, b: TQuestion): string[] {
  return FIELDS.filter((field) => !isSameField(a, b, field));
}

/**
 * A question as stored: advice equal to the seed bank's for that id is left out (the seed's is used), so that
 * saving a seed question's form unchanged changes nothing.
 */
export function withOwnAdvice<T extends TQuestion>(question: T): T {
  if (!question.advice) return question;
  const seed = seedAdvice(question.dimension, question.id);
  if (!seed || adviceKey(seed) !== adviceKey(question.advice)) return question;
  const { advice: _seed, ...rest } = question;
  return rest as T;
}

/**
 * Written advice that breaks the content rules of the built-in advice (a finish criterion equal to or quoting a
 * level description, phrased as an absence, naming no sign-off or number; an action that is a level
 * description; a step repeated), as one sentence naming each field, or null when the advice is fine or absent.
 */
export function describeAdviceProblems(
  question: Pick<TQuestion, 'advice' | 'responseOptions'>,
): { message: string; problems: AdviceProblem[] } | null {
  const problems = adviceProblems(question);
  if (problems.length === 0) return null;
  const sentences = describeEach(problems);
  const more = sentences.length > 5 ? `; and ${sentences.length - 5} more fields` : '';
  return { message: `${sentences.slice(0, 5).join('; ')}${more}`, problems };
}

/** The name the history records for an admin: their profile's name, else their email. */
export async function actorName(ctx: CoreContext, admin: Identity): Promise<string> {
  const profile = await userProfileRepository.find(ctx.db, admin.userId);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return name || admin.email;
}

/** Advice in one canonical form (key order aside), for comparisons. */
function adviceKey(advice: TQuestion['advice']): string {
  return JSON.stringify(
    advice?.map(({ action, owner, effort, doneWhen }) => [action, owner, effort, doneWhen]) ?? null,
  );
}

function isSameField(a: TQuestion, b: TQuestion, field: keyof TQuestion): boolean {
  if (field === 'responseOptions') {
    return (
      a.responseOptions.length === b.responseOptions.length &&
      a.responseOptions.every(
        (option, index) =>
          option.value === b.responseOptions[index]?.value &&
          option.label === b.responseOptions[index]?.label &&
          option.description === b.responseOptions[index]?.description,
      )
    );
  }
  if (field === 'allowsNotApplicable') return Boolean(a[field]) === Boolean(b[field]);
  if (field === 'advice') return adviceKey(a.advice) === adviceKey(b.advice);
  return JSON.stringify(a[field]) === JSON.stringify(b[field]);
}

/**
 * Puts changed and new questions into a bank: a changed one keeps its place, a new one goes after the last
 * question of its dimension. A question newly marked quick becomes its dimension's only quick question, unless
 * another question of the same change is marked quick there too (the bank check then rejects the pair).
 */
export function applyQuestionChanges(bank: readonly TQuestion[], changes: readonly TQuestion[]): TQuestion[] {
  const next = [...bank];
  for (const change of changes) {
    const index = next.findIndex((question) => question.id === change.id);
    if (index >= 0) {
      // A change that does not mention "not applicable" (an older export, an admin form without it) keeps the flag.
      next[index] =
        change.allowsNotApplicable === undefined
          ? { ...change, allowsNotApplicable: next[index]!.allowsNotApplicable ?? false }
          : change;
    } else {
      let last = -1;
      next.forEach((question, position) => {
        if (question.dimension === change.dimension) last = position;
      });
      next.splice(last >= 0 ? last + 1 : next.length, 0, change);
    }
  }
  const changedIds = new Set(changes.map((change) => change.id));
  const quickDimensions = new Set(
    changes.filter((change) => change.isQuick).map((change) => change.dimension),
  );
  return next.map((question) =>
    question.isQuick && quickDimensions.has(question.dimension) && !changedIds.has(question.id)
      ? { ...question, isQuick: false }
      : question,
  );
}
