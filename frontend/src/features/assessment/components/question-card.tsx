import { useId } from 'react';
import { CheckCircle2 } from 'lucide-react';
import {
  ANSWER_CHOICE_LABELS,
  type TAnswerChoice,
  type TAssessmentQuestion,
  type TGivenAnswerValue,
} from '@readiness/contracts/assessment';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { cn } from '../../../lib/utils.ts';

export const questionAnchor = (questionId: string) => `question-${questionId}`;

/** What each answer off the level scale means for the score (services/assessment/docs/scoring.md). */
const CHOICE_DESCRIPTIONS: Record<TAnswerChoice, string> = {
  'dont-know':
    'Nobody can say for sure. Counts as the lowest level and is listed in your results as a knowledge gap to close.',
  'not-applicable': 'This practice does not apply to your organisation. Left out of this dimension’s score.',
};

/** The radio value of an answer, and back: levels are "1"-"5", the choices keep their names. */
const toRadio = (value: TGivenAnswerValue | undefined) => (value === undefined ? '' : String(value));
const fromRadio = (value: string): TGivenAnswerValue =>
  value === 'dont-know' || value === 'not-applicable' ? value : Number(value);

/**
 * One question: its text and explanation, and the five maturity levels as a radio group. Each option is named by
 * its level ("Level 3: Defined") and described by what that level looks like for this question. After the levels,
 * in the same group (arrow keys reach them), "Don't know" and, where the practice may not apply, "Not applicable".
 */
export function QuestionCard({
  question,
  number,
  count,
  value,
  onAnswer,
}: {
  question: TAssessmentQuestion;
  number: number;
  count: number;
  value: TGivenAnswerValue | undefined;
  onAnswer: (value: TGivenAnswerValue) => void;
}) {
  const id = useId();
  const textId = `${id}-text`;
  const explanationId = `${id}-explanation`;
  const isAnswered = value !== undefined;
  return (
    <section
      id={questionAnchor(question.id)}
      aria-labelledby={textId}
      className="scroll-mt-24 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs font-medium text-muted-foreground">
        <span>
          Question {number} of {count} · {question.category}
        </span>
        {isAnswered ? (
          <span className="inline-flex items-center gap-1 text-success">
            <CheckCircle2 className="size-3.5" aria-hidden="true" /> Answered
          </span>
        ) : (
          <span>Not answered yet</span>
        )}
      </div>
      <h3 id={textId} tabIndex={-1} className="mt-2 text-base font-semibold sm:text-lg focus:outline-none">
        {question.text}
      </h3>
      <p id={explanationId} className="mt-2 text-sm text-muted-foreground">
        {question.explanation}
      </p>
      <RadioGroup
        className="mt-4"
        aria-labelledby={textId}
        aria-describedby={explanationId}
        value={toRadio(value)}
        onValueChange={(next) => onAnswer(fromRadio(next))}
      >
        {question.options.map((option) => {
          const optionId = `${id}-option-${option.value}`;
          const isChecked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                isChecked && 'border-primary bg-accent',
              )}
            >
              <RadioGroupItem
                id={optionId}
                value={String(option.value)}
                className="mt-0.5"
                aria-labelledby={`${optionId}-label`}
                aria-describedby={`${optionId}-description`}
              />
              <span className="grid gap-0.5">
                <span id={`${optionId}-label`} className="text-sm font-semibold">
                  Level {option.value}: {option.label}
                </span>
                <span id={`${optionId}-description`} className="text-sm text-muted-foreground">
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
        <div className="mt-1 grid gap-2 border-t pt-3 sm:grid-cols-2" data-testid="answer-choices">
          {(question.allowsNotApplicable
            ? (['dont-know', 'not-applicable'] as const)
            : (['dont-know'] as const)
          ).map((choice) => {
            const optionId = `${id}-option-${choice}`;
            return (
              <label
                key={choice}
                htmlFor={optionId}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg border border-dashed p-3 transition-colors hover:bg-accent/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  value === choice && 'border-solid border-primary bg-accent',
                )}
              >
                <RadioGroupItem
                  id={optionId}
                  value={choice}
                  className="mt-0.5"
                  aria-labelledby={`${optionId}-label`}
                  aria-describedby={`${optionId}-description`}
                />
                <span className="grid gap-0.5">
                  <span id={`${optionId}-label`} className="text-sm font-semibold">
                    {ANSWER_CHOICE_LABELS[choice]}
                  </span>
                  <span id={`${optionId}-description`} className="text-sm text-muted-foreground">
                    {CHOICE_DESCRIPTIONS[choice]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </RadioGroup>
    </section>
  );
}
