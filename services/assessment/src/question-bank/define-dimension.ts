import { RESPONSE_LEVEL_LABELS, type TDimension, type TQuestion } from '@readiness/contracts/assessment';

/** A question as written in the bank: the five level descriptions in order, from Initial (1) to Optimised (5). */
export interface TQuestionDraft extends Omit<
  TQuestion,
  'dimension' | 'responseOptions' | 'isQuick' | 'allowsNotApplicable'
> {
  isQuick?: boolean;
  /** The practice may not apply to every organisation: "Not applicable" is offered (never on a quick question). */
  allowsNotApplicable?: boolean;
  levels: readonly [string, string, string, string, string];
}

/** Turns the drafts of one dimension into full questions with their 1..5 maturity scale. */
export function defineDimension(dimension: TDimension, drafts: readonly TQuestionDraft[]): TQuestion[] {
  return drafts.map(({ levels, isQuick = false, allowsNotApplicable = false, ...question }) => ({
    ...question,
    dimension,
    isQuick,
    allowsNotApplicable,
    responseOptions: levels.map((description, index) => ({
      value: index + 1,
      label: RESPONSE_LEVEL_LABELS[index]!,
      description,
    })),
  }));
}
