import { ACTION_EFFORTS, type TActionEffort, type TDimension } from '@readiness/contracts/assessment';

/** The effort of an action (see ACTION_EFFORTS in the contracts: small, medium, large). */
export { ACTION_EFFORTS as ADVICE_EFFORTS };
export type TAdviceEffort = TActionEffort;

/** One written step: what to do, who usually owns it, how big it is, and how to tell that it is done. */
export interface TAdviceStep {
  action: string;
  owner: string;
  effort: TAdviceEffort;
  /** The finish criterion: what exists, who signed it off, what number moved (never a level description). */
  doneWhen: string;
}

/** One dimension's finish criteria, written next to its advice (`done-when/<dimension>.ts`). */
export interface TDimensionCriteria {
  sustain: string;
  lead: string;
  /** questionId → the criteria of the steps to Developing, Defined, Managed and Optimised, in that order. */
  questions: Record<string, readonly [string, string, string, string]>;
}

/** [what to do, effort, owner when not the question's usual owner] */
type TStepDraft = readonly [action: string, effort: TAdviceEffort, owner?: string];

export interface TQuestionAdviceDraft {
  /** Who usually owns this practice. */
  owner: string;
  /** The steps to Developing (2), Defined (3), Managed (4) and Optimised (5), in that order. */
  steps: readonly [TStepDraft, TStepDraft, TStepDraft, TStepDraft];
}

export interface TDimensionAdviceDraft {
  /** For a dimension already at the top: how to keep it there. */
  sustain: TStepDraft & { 2: string };
  /** For a dimension already at the top: where to lead others. */
  lead: TStepDraft & { 2: string };
  questions: Record<string, TQuestionAdviceDraft>;
}

export interface TDimensionAdvice {
  dimension: TDimension;
  sustain: TAdviceStep;
  lead: TAdviceStep;
  /** questionId → toLevel (2..5) → step */
  questions: Record<string, Record<number, TAdviceStep>>;
}

const step = (
  [action, effort, owner]: TStepDraft,
  fallbackOwner: string,
  doneWhen: string | undefined,
): TAdviceStep => ({
  action,
  effort,
  owner: owner ?? fallbackOwner,
  doneWhen: doneWhen ?? '',
});

/**
 * Turns one dimension's written advice and its finish criteria into steps keyed by question and target level.
 * A step whose criterion is missing gets an empty one (the advice test names it).
 */
export function defineAdvice(
  dimension: TDimension,
  draft: TDimensionAdviceDraft,
  criteria: TDimensionCriteria,
): TDimensionAdvice {
  return {
    dimension,
    sustain: step(draft.sustain, draft.sustain[2], criteria.sustain),
    lead: step(draft.lead, draft.lead[2], criteria.lead),
    questions: Object.fromEntries(
      Object.entries(draft.questions).map(([questionId, question]) => [
        questionId,
        Object.fromEntries(
          question.steps.map((written, index) => [
            index + 2,
            step(written, question.owner, criteria.questions[questionId]?.[index]),
          ]),
        ),
      ]),
    ),
  };
}
