import { Check } from 'lucide-react';
import type { TAssessmentDetail } from '@readiness/contracts/assessment';
import { cn } from '../../../lib/utils.ts';

export type Step = number | 'review';

/** The steps at a glance: one button per dimension (done when every question in it is answered), then Review. */
export function DimensionSteps({
  sections,
  answers,
  current,
  onSelect,
  hasReview = true,
}: {
  sections: TAssessmentDetail['sections'];
  answers: Record<string, unknown>;
  current: Step;
  onSelect: (step: Step) => void;
  /** The last step, Review (an organisation round's part ends on its last dimension instead). */
  hasReview?: boolean;
}) {
  return (
    <nav aria-label="Assessment steps">
      <ol className="flex flex-wrap gap-1.5">
        {sections.map((section, index) => {
          const answered = section.questions.filter((question) => answers[question.id] !== undefined).length;
          const isDone = answered === section.questions.length;
          const isCurrent = current === index;
          return (
            <li key={section.dimension}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`${index + 1}. ${section.label}: ${answered} of ${section.questions.length} answered`}
                title={section.label}
                className={cn(
                  'grid size-8 place-items-center rounded-full border text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isDone
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-background hover:bg-accent',
                  isCurrent && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
                )}
              >
                {isDone && !isCurrent ? <Check className="size-4" aria-hidden="true" /> : index + 1}
              </button>
            </li>
          );
        })}
        {hasReview ? (
          <li>
            <button
              type="button"
              onClick={() => onSelect('review')}
              aria-current={current === 'review' ? 'step' : undefined}
              className={cn(
                'h-8 rounded-full border px-3 text-xs font-semibold transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                current === 'review' && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
              )}
            >
              Review
            </button>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
