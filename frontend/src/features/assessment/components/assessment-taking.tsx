import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight, ListChecks, LogOut } from 'lucide-react';
import type { TAssessmentDetail, TGivenAnswerValue } from '@readiness/contracts/assessment';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { isAlreadySubmittedError, isMissingAnswersError, KIND_LABELS, useSubmitAssessment } from '../api.ts';
import { useAnswerSaver } from '../use-answer-saver.ts';
import { DimensionSteps, type Step } from './dimension-steps.tsx';
import { QuestionCard, questionAnchor } from './question-card.tsx';
import { ReviewStep } from './review-step.tsx';
import { SaveIndicator } from './save-indicator.tsx';

/** Step buttons carry a dimension's name: let it wrap on a phone rather than overflow. */
const WRAP = 'h-auto min-h-10 whitespace-normal text-left';

/** The step in the address (`?step=3` is the third dimension), so Back works and a reload stays in place. */
function readStep(value: string | null, sectionCount: number): Step | null {
  if (value === 'review') return 'review';
  const index = Number(value) - 1;
  return Number.isInteger(index) && index >= 0 && index < sectionCount ? index : null;
}

/** Where to resume: the first dimension with an unanswered question, or the review when all are answered. */
function firstOpenStep(assessment: TAssessmentDetail, answers: Record<string, TGivenAnswerValue>): Step {
  const index = assessment.sections.findIndex((section) =>
    section.questions.some((question) => answers[question.id] === undefined),
  );
  return index === -1 ? 'review' : index;
}

/**
 * Taking an assessment: one dimension at a time, each answer saved as it is given, then a review step and
 * submit. Everything comes from the server, so it resumes on any device.
 */
export function AssessmentTaking({
  assessment,
  onRefresh,
}: {
  assessment: TAssessmentDetail;
  /** Reads the assessment again from the server (after the submit's 409). */
  onRefresh: () => Promise<unknown>;
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const saver = useAnswerSaver(assessment);
  const submit = useSubmitAssessment(assessment.id);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sections = assessment.sections;
  // Without a step in the address, resume where the answers stop (decided once, not on every answer).
  const resumeStep = useRef<Step>(firstOpenStep(assessment, saver.answers));
  const step = readStep(params.get('step'), sections.length) ?? resumeStep.current;
  useEffect(() => {
    if (readStep(params.get('step'), sections.length) !== null) return;
    const search = new URLSearchParams(params);
    search.set('step', step === 'review' ? 'review' : String(step + 1));
    setParams(search, { replace: true });
  }, [params, setParams, sections.length, step]);

  const total = sections.reduce((sum, section) => sum + section.questions.length, 0);
  const answered = sections
    .flatMap((section) => section.questions)
    .filter((question) => saver.answers[question.id] !== undefined).length;
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);

  // A new step: focus its heading (screen readers hear where they are) or the question asked for. Arriving from
  // Begin, focus lands on the first question still to answer, so the keyboard starts where the work is.
  // What was last shown: a re-run for the same step and anchor (StrictMode's second run, a replaced address)
  // moves nothing. The arrival from Begin is read once: the address's state is gone after the first replace.
  const shown = useRef<{ step: Step; hash: string } | null>(null);
  const arrivedFromBegin = useRef((location.state as { fromBegin?: boolean } | null)?.fromBegin === true);
  useEffect(() => {
    const previous = shown.current;
    shown.current = { step, hash: location.hash };
    if (previous && previous.step === step && previous.hash === location.hash) return;
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
    } else if (!previous) {
      if (!arrivedFromBegin.current || step === 'review') return;
      const questions = sections[step]?.questions ?? [];
      const first = questions.find((question) => saver.answers[question.id] === undefined) ?? questions[0];
      const card = first ? document.getElementById(questionAnchor(first.id)) : null;
      card?.querySelector<HTMLElement>('h3')?.focus();
    } else {
      window.scrollTo({ top: 0 });
      headingRef.current?.focus({ preventScroll: true });
    }
    // Only a new step or anchor moves focus; answers are read as they are then.
  }, [step, location.hash]);

  const goTo = (next: Step, questionId?: string) => {
    if (next === 'review') void saver.flush();
    setSubmitError(null);
    const search = new URLSearchParams({
      id: assessment.id,
      step: next === 'review' ? 'review' : String(next + 1),
    });
    void navigate({ search: `?${search}`, hash: questionId ? questionAnchor(questionId) : '' });
  };

  const onSubmit = async () => {
    setSubmitError(null);
    if (!(await saver.flush())) {
      setSubmitError('Some answers could not be saved. Retry saving, then submit.');
      return;
    }
    try {
      await submit.mutateAsync();
      void navigate(`/results/${encodeURIComponent(assessment.id)}`, { replace: true });
    } catch (error) {
      if (isAlreadySubmittedError(error)) {
        void navigate(`/results/${encodeURIComponent(assessment.id)}`, { replace: true });
        return;
      }
      if (isMissingAnswersError(error)) {
        // The server is the judge of what is missing: read its answers again, the list above follows them.
        await onRefresh();
        setSubmitError(`${(error as Error).message}. The unanswered questions are listed above.`);
        return;
      }
      setSubmitError((error as Error).message);
    }
  };

  const index = step === 'review' ? -1 : step;
  const section = index === -1 ? undefined : sections[index];
  const stepTitle = section ? section.label : 'Review your answers';

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">{KIND_LABELS[assessment.kind]}</p>
          <Button asChild variant="ghost" size="sm">
            <Link to="/dashboard">
              <LogOut aria-hidden="true" /> Save and exit
            </Link>
          </Button>
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Readiness Assessment</h1>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span id="assessment-progress-label" className="font-medium">
              {answered} of {total} questions answered
            </span>
            <SaveIndicator
              status={saver.status}
              error={saver.error}
              unsavedCount={saver.unsavedCount}
              onRetry={saver.retry}
            />
          </div>
          <Progress value={percent} aria-labelledby="assessment-progress-label" />
        </div>
        <DimensionSteps
          sections={sections}
          answers={saver.answers}
          current={step}
          onSelect={(next) => goTo(next)}
        />
      </header>

      <section aria-labelledby="step-heading" className="grid gap-4">
        <div>
          <p className="text-sm text-muted-foreground">
            {step === 'review' ? 'Last step' : `Dimension ${step + 1} of ${sections.length}`}
          </p>
          <h2
            id="step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight focus:outline-none sm:text-2xl"
          >
            {stepTitle}
          </h2>
        </div>

        {section ? (
          <>
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
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              {index === 0 ? (
                <Button asChild variant="outline">
                  <Link to="/assessment">
                    <ArrowLeft aria-hidden="true" /> Back to introduction
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" className={WRAP} onClick={() => goTo(index - 1)}>
                  <ArrowLeft aria-hidden="true" /> Previous: {sections[index - 1]!.label}
                </Button>
              )}
              {index < sections.length - 1 ? (
                <Button className={WRAP} onClick={() => goTo(index + 1)}>
                  Next: {sections[index + 1]!.label} <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <Button onClick={() => goTo('review')}>
                  <ListChecks aria-hidden="true" /> Review answers
                </Button>
              )}
            </div>
          </>
        ) : (
          <>
            <ReviewStep
              sections={sections}
              answers={saver.answers}
              saveStatus={saver.status}
              isSubmitting={submit.isPending}
              submitError={submitError}
              onGoTo={(target, questionId) => goTo(target, questionId)}
              onSubmit={() => void onSubmit()}
            />
            <div>
              <Button variant="outline" className={WRAP} onClick={() => goTo(sections.length - 1)}>
                <ArrowLeft aria-hidden="true" /> Previous: {sections[sections.length - 1]!.label}
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
