import { useId } from 'react';
import { AlertCircle, CheckCircle2, Pencil, Send } from 'lucide-react';
import {
  answerLabel,
  isAnswerChoice,
  type TAssessmentDetail,
  type TGivenAnswerValue,
} from '@readiness/contracts/assessment';
import { Alert, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { SaveStatus } from '../use-answer-saver.ts';

type Section = TAssessmentDetail['sections'][number];

/**
 * The last step: what is answered, every unanswered question with a link back to it, every question with the
 * answer chosen and a Change button back to it, and Submit, enabled only when every answer is given and saved.
 */
export function ReviewStep({
  sections,
  answers,
  saveStatus,
  isSubmitting,
  submitError,
  onGoTo,
  onSubmit,
}: {
  sections: Section[];
  answers: Record<string, TGivenAnswerValue>;
  saveStatus: SaveStatus;
  isSubmitting: boolean;
  submitError: string | null;
  onGoTo: (sectionIndex: number, questionId?: string) => void;
  onSubmit: () => void;
}) {
  const hintId = useId();
  const total = sections.reduce((sum, section) => sum + section.questions.length, 0);
  const unanswered = sections
    .map((section, index) => ({
      section,
      index,
      questions: section.questions.filter((question) => answers[question.id] === undefined),
    }))
    .filter((group) => group.questions.length > 0);
  const missing = unanswered.reduce((sum, group) => sum + group.questions.length, 0);
  const given = Object.values(answers);
  const dontKnow = given.filter((value) => value === 'dont-know').length;
  const notApplicable = given.filter((value) => value === 'not-applicable').length;
  const isComplete = missing === 0;
  const isSaved = saveStatus === 'saved';
  const canSubmit = isComplete && isSaved && !isSubmitting;
  const hint = !isComplete
    ? `Answer the ${missing === 1 ? 'remaining question' : `${missing} remaining questions`} to submit.`
    : saveStatus === 'error'
      ? 'Some answers are not saved yet: retry saving, then submit.'
      : !isSaved
        ? 'Saving your last answers…'
        : 'Every question is answered. Once submitted, the answers can no longer change.';

  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">
        {total - missing} of {total} questions answered
        {dontKnow > 0 ? `, ${dontKnow} of them “Don't know” (listed as knowledge gaps in your results)` : ''}
        {notApplicable > 0 ? `, ${notApplicable} “Not applicable” (left out of the scores)` : ''}.
      </p>

      {isComplete ? (
        <Alert variant="info">
          <CheckCircle2 aria-hidden="true" />
          <div>
            <AlertTitle>All questions answered</AlertTitle>
            <p className="mt-1">Check your answers below and change any of them, then submit.</p>
          </div>
        </Alert>
      ) : (
        <section aria-labelledby={`${hintId}-unanswered`} className="grid gap-3">
          <h3 id={`${hintId}-unanswered`} className="text-lg font-semibold">
            Unanswered questions ({missing})
          </h3>
          <ul className="grid gap-4">
            {unanswered.map((group) => (
              <li key={group.section.dimension} className="rounded-lg border p-4">
                <p className="font-medium">{group.section.label}</p>
                <ul className="mt-2 grid gap-2">
                  {group.questions.map((question) => (
                    <li key={question.id}>
                      <button
                        type="button"
                        className="text-left text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() => onGoTo(group.index, question.id)}
                      >
                        {question.text}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${hintId}-dimensions`} className="grid gap-3">
        <h3 id={`${hintId}-dimensions`} className="text-lg font-semibold">
          Your answers
        </h3>
        <div className="grid gap-4">
          {sections.map((section, index) => (
            <section
              key={section.dimension}
              aria-labelledby={`${hintId}-${section.dimension}`}
              className="rounded-lg border"
            >
              <h4
                id={`${hintId}-${section.dimension}`}
                className="border-b bg-muted/40 px-3 py-2 text-sm font-semibold"
              >
                {section.label}
              </h4>
              <ul className="divide-y" data-testid={`review-${section.dimension}`}>
                {section.questions.map((question) => {
                  const value = answers[question.id];
                  return (
                    <li
                      key={question.id}
                      className="grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
                      data-testid="review-answer"
                    >
                      <div className="min-w-0 text-sm">
                        <p className="text-muted-foreground">{question.text}</p>
                        <p
                          className={
                            value === undefined
                              ? 'mt-1 font-medium text-destructive'
                              : isAnswerChoice(value)
                                ? 'mt-1 font-medium italic'
                                : 'mt-1 font-medium'
                          }
                        >
                          {value === undefined ? 'Not answered yet' : answerLabel(value, question.options)}
                        </p>
                      </div>
                      <Button
                        size="sm"
                        variant="outline"
                        className="justify-self-start"
                        onClick={() => onGoTo(index, question.id)}
                        aria-label={`Change the answer to: ${question.text}`}
                      >
                        <Pencil aria-hidden="true" /> Change
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </section>

      {submitError ? (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden="true" />
          <div>
            <AlertTitle>The assessment was not submitted</AlertTitle>
            <p className="mt-1">{submitError}</p>
          </div>
        </Alert>
      ) : null}

      <div className="grid gap-2 sm:flex sm:items-center sm:gap-4">
        <Button size="lg" onClick={onSubmit} disabled={!canSubmit} aria-describedby={hintId}>
          <Send aria-hidden="true" />
          {isSubmitting ? 'Submitting…' : 'Submit Assessment'}
        </Button>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
