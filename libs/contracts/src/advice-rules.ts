/**
 * The content rules of written advice: one set, applied to the built-in advice (its content test) and to advice
 * an admin writes (the edit API, the import preview and the edit dialog). A finish criterion says what exists,
 * who signed it off and what number moved; it is never the level description, nor an absence.
 */

/** Six words in a row taken from a level description is quoting it. */
export const QUOTE_WORDS = 6;
/** A finish criterion shorter than this cannot say what exists, who signed it off and what moved. */
export const MIN_CRITERION_LENGTH = 60;
/** An action shorter than this does not say what to do. */
export const MIN_ACTION_LENGTH = 40;

const ABSENCE = /\b(no|not|without|never|nobody|none|nothing|cannot|lacks?|absent|absence)\b|n’t\b|n't\b/i;
const SIGN_OFF =
  /\b(sign(ed|s)? off|sign-off|approv(ed|es|al)|agreed|confirm(ed|s)|endorsed|accepted|ratified|signed)\b/i;
const NUMBER = /\d/;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The first run of QUOTE_WORDS words of `description` that `text` repeats, or undefined. */
function quotedRun(text: string, description: string): string | undefined {
  const own = ` ${words(text).join(' ')} `;
  const theirs = words(description);
  for (let start = 0; start + QUOTE_WORDS <= theirs.length; start += 1) {
    const run = theirs.slice(start, start + QUOTE_WORDS).join(' ');
    if (own.includes(` ${run} `)) return run;
  }
  return undefined;
}

const sameText = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

/** What is wrong with a finish criterion, measured against the level descriptions it must not repeat. */
export function criterionProblems(criterion: string, levelDescriptions: readonly string[]): string[] {
  const problems: string[] = [];
  const trimmed = criterion.trim();
  if (trimmed === '') return ['is empty'];
  if (trimmed.length < MIN_CRITERION_LENGTH)
    problems.push(`is too short to be checkable (at least ${MIN_CRITERION_LENGTH} characters)`);
  if (!/[.!]$/.test(trimmed)) problems.push('is not a sentence (end it with a full stop)');
  const absence = ABSENCE.exec(trimmed);
  if (absence) problems.push(`is phrased as an absence ("${absence[0]}"): say what exists once it is done`);
  if (!SIGN_OFF.test(trimmed)) problems.push('names no sign-off (say who approved or signed it off)');
  if (!NUMBER.test(trimmed)) problems.push('names no number that moved (say what was counted or measured)');
  for (const description of levelDescriptions) {
    if (description.trim() === '') continue;
    if (sameText(trimmed, description)) {
      problems.push('equals a level description');
      continue;
    }
    const run = quotedRun(trimmed, description);
    if (run) problems.push(`quotes a level description ("${run}")`);
  }
  return problems;
}

/** What is wrong with an action: it says what to do, in its own words rather than a level description. */
export function actionProblems(action: string, levelDescriptions: readonly string[]): string[] {
  const trimmed = action.trim();
  if (trimmed === '') return ['is empty'];
  const problems: string[] = [];
  if (trimmed.length < MIN_ACTION_LENGTH)
    problems.push(`is too short to say what to do (at least ${MIN_ACTION_LENGTH} characters)`);
  for (const description of levelDescriptions)
    if (description.trim() !== '' && sameText(trimmed, description))
      problems.push('equals a level description: say what to do, not the level reached');
  return problems;
}

/** The steps of a question's advice, by target level. */
export const ADVICE_STEP_LABELS = ['Developing', 'Defined', 'Managed', 'Optimised'] as const;

export interface AdviceProblem {
  /** The field, as the question's path: `advice.1.doneWhen`. */
  field: string;
  /** The step (0 to 3: to Developing, Defined, Managed, Optimised) and which of its fields. */
  step: number;
  part: 'action' | 'owner' | 'doneWhen';
  /** What is wrong, to follow the field's name: "is phrased as an absence (…)". */
  problem: string;
}

/** How a step's fields are called on the edit dialog. */
export const ADVICE_PART_LABELS: Record<AdviceProblem['part'], string> = {
  action: 'Action',
  owner: 'Owner',
  doneWhen: 'Done when',
};

interface AdviceStepLike {
  action: string;
  owner: string;
  doneWhen: string;
}

/**
 * The content problems of a question's written advice (none when it has none): each step's action, owner and
 * finish criterion against the question's own level descriptions, and no two steps alike.
 */
export function adviceProblems(question: {
  advice?: readonly AdviceStepLike[] | undefined;
  responseOptions: readonly { description: string }[];
}): AdviceProblem[] {
  const advice = question.advice;
  if (!advice) return [];
  const levels = question.responseOptions.map((option) => option.description);
  const problems: AdviceProblem[] = [];
  const add = (step: number, part: AdviceProblem['part'], problem: string) =>
    problems.push({ field: `advice.${step}.${part}`, step, part, problem });
  advice.forEach((entry, index) => {
    for (const problem of actionProblems(entry.action, levels)) add(index, 'action', problem);
    if (entry.owner.trim() === '') add(index, 'owner', 'is empty');
    for (const problem of criterionProblems(entry.doneWhen, levels)) add(index, 'doneWhen', problem);
    const earlier = advice.findIndex(
      (other, at) => at < index && other.doneWhen.trim() !== '' && sameText(other.doneWhen, entry.doneWhen),
    );
    if (earlier >= 0) add(index, 'doneWhen', `repeats step ${earlier + 1}’s (each step has its own)`);
    const earlierAction = advice.findIndex(
      (other, at) => at < index && other.action.trim() !== '' && sameText(other.action, entry.action),
    );
    if (earlierAction >= 0)
      add(index, 'action', `repeats step ${earlierAction + 1}’s (each step has its own)`);
  });
  return problems;
}

/**
 * The problems in one sentence per field, each naming the field and its step: "advice.1.doneWhen (step 2, to
 * Defined) is too short to be checkable (at least 60 characters) and is phrased as an absence (…)".
 */
export function describeAdviceProblems(problems: readonly AdviceProblem[]): string[] {
  const byField = new Map<string, AdviceProblem[]>();
  for (const problem of problems)
    byField.set(problem.field, [...(byField.get(problem.field) ?? []), problem]);
  return [...byField.entries()].map(([field, found]) => {
    const step = found[0]!.step;
    return `${field} (step ${step + 1}, to ${ADVICE_STEP_LABELS[step] ?? '?'}) ${found.map((p) => p.problem).join(' and ')}`;
  });
}
