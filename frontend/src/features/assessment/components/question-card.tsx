import { useId } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { TAssessmentQuestion } from '@readiness/contracts/assessment';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { cn } from '../../../lib/utils.ts';

export const questionAnchor = (questionId: string) => `question-${questionId}`;

/**
 * One question: its text and explanation, and the five maturity levels as a radio group. Each option is named by
 * its level ("Level 3: Defined") and described by what that level looks like for this question.
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
  value: number | undefined;
  onAnswer: (value: number) => void;
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
        value={value === undefined ? '' : String(value)}
        onValueChange={(next) => onAnswer(Number(next))}
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
      </RadioGroup>
    </section>
  );
}
