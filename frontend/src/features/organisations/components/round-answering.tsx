import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, ArrowRight, CheckCircle2, LogOut } from 'lucide-react';
import { formatDateTime } from '@readiness/contracts/format';
import type { TRoundResponse } from '@readiness/contracts/org-rounds';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { DimensionSteps } from '../../assessment/components/dimension-steps.tsx';
import { QuestionCard } from '../../assessment/components/question-card.tsx';
import { SaveIndicator } from '../../assessment/components/save-indicator.tsx';
import { useAnswerSaver, type AnswerStore } from '../../assessment/use-answer-saver.ts';
import { rememberRoundAnswers, roundPagePath, saveRoundAnswers, useSubmitRoundResponse } from '../api.ts';
import { AnonymityNote } from './anonymity-note.tsx';

const WRAP = 'h-auto min-h-10 whitespace-normal text-left';

/**
 * A participant's part of a round: the assessment's own question cards, one dimension at a time, each answer saved
 * as it is given ("Don't know" included), then "Finish my part". The round says whether it is anonymous or named.
 */
export function RoundAnswering({ response }: { response: TRoundResponse }) {
  const queryClient = useQueryClient();
  const { organisationId, roundId } = response;
  const store = useMemo<AnswerStore>(
    () => ({
      save: (answers, options) => saveRoundAnswers(organisationId, roundId, answers, options),
      remember: (saved, progress) =>
        rememberRoundAnswers(queryClient, organisationId, roundId, saved, progress),
    }),
    [organisationId, queryClient, roundId],
  );
  const saver = useAnswerSaver({ id: roundId, answers: response.answers }, { store });
  const submit = useSubmitRoundResponse(organisationId, roundId);
  const [params, setParams] = useSearchParams();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sections = response.sections;
  const fromAddress = Number(params.get('step')) - 1;
  const step =
    Number.isInteger(fromAddress) && fromAddress >= 0 && fromAddress < sections.length ? fromAddress : 0;
  const section = sections[step];
  const isLast = step === sections.length - 1;
  const isOpen = response.status === 'open';

  const total = sections.reduce((sum, item) => sum + item.questions.length, 0);
  const answered = sections
    .flatMap((item) => item.questions)
    .filter((question) => saver.answers[question.id] !== undefined).length;

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const goTo = (next: number | 'review') => {
    if (next === 'review') return;
    void saver.flush();
    setParams(new URLSearchParams({ step: String(next + 1) }));
  };

  const finish = async () => {
    setSubmitError(null);
    if (!(await saver.flush())) {
      setSubmitError('Some answers could not be saved. Retry saving, then finish.');
      return;
    }
    if (answered < total) {
      setSubmitError(
        `${total - answered} of your questions are not answered yet: answer each, "Don't know" included.`,
      );
      return;
    }
    try {
      await submit.mutateAsync();
      toast.success('Your part is done', {
        description: 'Thank you. The results show once the round closes.',
      });
    } catch (error) {
      setSubmitError((error as Error).message);
    }
  };

  const roundLink = roundPagePath(organisationId, roundId);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">
            {response.organisationName} · {response.kind === 'quick' ? 'Quick' : 'Full'} round · closes{' '}
            {formatDateTime(response.deadline)}
          </p>
          <Button asChild variant="ghost" size="sm">
            <Link to={roundLink}>
              <LogOut aria-hidden="true" /> Save and exit
            </Link>
          </Button>
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your part of the round</h1>
        <AnonymityNote anonymity={response.anonymity} />
        {response.submittedAt ? (
          <Alert variant="success" role="status">
            <CheckCircle2 aria-hidden="true" />
            <div className="grid gap-1">
              <AlertTitle>You finished your part {formatDateTime(response.submittedAt)}</AlertTitle>
              <AlertDescription>
                {isOpen
                  ? 'You may still change an answer until the round closes.'
                  : 'The round is closed: its results are ready.'}
              </AlertDescription>
            </div>
          </Alert>
        ) : null}
        {!isOpen && !response.submittedAt ? (
          <Alert role="status">
            <AlertTitle>The round is closed</AlertTitle>
            <AlertDescription>Answers can no longer change.</AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span id="round-progress-label" className="font-medium">
              {answered} of {total} questions answered
            </span>
            <SaveIndicator
              status={saver.status}
              error={saver.error}
              unsavedCount={saver.unsavedCount}
              onRetry={saver.retry}
            />
          </div>
          <Progress
            value={total === 0 ? 0 : (answered / total) * 100}
            aria-labelledby="round-progress-label"
          />
        </div>
        {sections.length > 1 ? (
          <DimensionSteps
            sections={sections}
            answers={saver.answers}
            current={step}
            onSelect={goTo}
            hasReview={false}
          />
        ) : null}
      </header>

      {section ? (
        <section aria-labelledby="step-heading" className="grid gap-4">
          <div>
            <p className="text-sm text-muted-foreground">
              Dimension {step + 1} of {sections.length}
            </p>
            <h2
              id="step-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight focus:outline-none sm:text-2xl"
            >
              {section.label}
            </h2>
          </div>
          <fieldset disabled={!isOpen} className="grid gap-4">
            {section.questions.map((question, position) => (
              <QuestionCard
                key={question.id}
                question={question}
                number={position + 1}
                count={section.questions.length}
                value={saver.answers[question.id]}
                onAnswer={(value) => saver.answer(question.id, value)}
              />
            ))}
          </fieldset>
          {submitError ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{submitError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {step > 0 ? (
              <Button variant="outline" className={WRAP} onClick={() => goTo(step - 1)}>
                <ArrowLeft aria-hidden="true" /> {sections[step - 1]?.label}
              </Button>
            ) : (
              <span />
            )}
            {!isLast ? (
              <Button className={WRAP} onClick={() => goTo(step + 1)}>
                {sections[step + 1]?.label} <ArrowRight aria-hidden="true" />
              </Button>
            ) : isOpen && !response.submittedAt ? (
              <Button onClick={() => void finish()} disabled={submit.isPending}>
                <CheckCircle2 aria-hidden="true" />
                {submit.isPending ? 'Finishing...' : 'Finish my part'}
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to={roundLink}>Back to the round</Link>
              </Button>
            )}
          </div>
        </section>
      ) : (
        <p className="text-muted-foreground">You have no questions in this round.</p>
      )}
    </div>
  );
}
