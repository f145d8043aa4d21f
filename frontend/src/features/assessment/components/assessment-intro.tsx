import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AlertCircle,
  AlertTriangle,
  ArrowLeft,
  BarChart3,
  Clock,
  Crown,
  History,
  Layers,
  Save,
} from 'lucide-react';
import {
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  DIMENSION_LABELS,
  DIMENSIONS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  ZInProgressDetails,
  type TAssessmentKind,
  type TAssessmentListItem,
  type TCompanySize,
  type TInProgressChoice,
  type TIndustry,
} from '@readiness/contracts/assessment';
import type { TUser } from '@readiness/contracts/auth';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { Alert, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { describeQuestionsPerDimension, useQuestionCounts } from '../../../lib/question-counts.ts';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { ASSESSMENT_MINUTES } from '../../../lib/product.ts';
import { cn } from '../../../lib/utils.ts';
import { KIND_LABELS, newestFirst, useStartAssessment } from '../api.ts';
import { formatDate } from '@readiness/contracts/format';
import { SelectField } from '../../../components/ui/select-field.tsx';

/** A profile's free-text industry or size, when it names one of ours (by slug or label). */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function matchOption<T extends string>(
  text: string,
  options: readonly T[],
  labels: Record<T, string>,
): T | '' {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return '';
  return options.find((option) => option === wanted || labels[option].toLowerCase() === wanted) ?? '';
}

type Defaults = { kind: TAssessmentKind; industry: TIndustry | ''; companySize: TCompanySize | '' };

/**
 * What the form starts with: the kind in progress (or the one the tier allows), and the industry and size of the
 * assessment in progress, else of the latest one, else of the profile.
 */
export function introDefaults(user: TUser, assessments: TAssessmentListItem[], isPremium: boolean): Defaults {
  const ordered = newestFirst(assessments);
  const inProgress = ordered.find((assessment) => assessment.status === 'in_progress');
  const latest = inProgress ?? ordered[0];
  return {
    kind:
      inProgress && (isPremium || inProgress.kind === 'quick')
        ? inProgress.kind
        : isPremium
          ? 'full'
          : 'quick',
    industry: latest?.industry ?? matchOption(user.industry, INDUSTRIES, INDUSTRY_LABELS),
    companySize: latest?.companySize ?? matchOption(user.companySize, COMPANY_SIZES, COMPANY_SIZE_LABELS),
  };
}

/** Long button labels wrap on a phone rather than overflow. */
const WRAP = 'h-auto min-h-10 whitespace-normal text-left';

/** The assessment in progress that Begin would otherwise touch: shown with the choice to continue or discard it. */
type Conflict = {
  kind: TAssessmentKind;
  industry: TIndustry;
  companySize: TCompanySize;
  createdAt: string;
  answered?: number;
  total?: number;
};

const contextOf = (conflict: Pick<Conflict, 'industry' | 'companySize'>) =>
  `${INDUSTRY_LABELS[conflict.industry]}, ${COMPANY_SIZE_LABELS[conflict.companySize]}`;

export function AssessmentIntro({
  assessments,
  isPremium,
  defaults,
}: {
  assessments: TAssessmentListItem[];
  isPremium: boolean;
  defaults: Defaults;
}) {
  const navigate = useNavigate();
  const start = useStartAssessment();
  const counts = useQuestionCounts();
  const formId = useId();
  const [kind, setKind] = useState<TAssessmentKind>(defaults.kind);
  const [industry, setIndustry] = useState<TIndustry | ''>(defaults.industry);
  const [companySize, setCompanySize] = useState<TCompanySize | ''>(defaults.companySize);
  const [errors, setErrors] = useState<{ industry?: string; companySize?: string }>({});
  const industryRef = useRef<HTMLSelectElement>(null);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const conflictRef = useRef<HTMLHeadingElement>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const inProgress = newestFirst(assessments.filter((assessment) => assessment.status === 'in_progress'));
  const resuming = inProgress.find((assessment) => assessment.kind === kind);
  const isOtherContext =
    resuming !== undefined &&
    industry !== '' &&
    companySize !== '' &&
    (resuming.industry !== industry || resuming.companySize !== companySize);

  // After Begin the taking screen puts focus on the first question (fromBegin).
  const openAssessment = (id: string) =>
    void navigate(`/assessment?id=${encodeURIComponent(id)}`, { state: { fromBegin: true } });

  const ask = (found: Conflict) => {
    setConflict(found);
    // The choice appears below the form: take focus (and screen readers) there.
    window.setTimeout(() => conflictRef.current?.focus(), 0);
  };

  const begin = (choice?: TInProgressChoice) => {
    if (!industry || !companySize) return;
    start.mutate(
      { kind, industry, companySize, ...(choice ? { inProgress: choice } : {}) },
      {
        onSuccess: (assessment) => openAssessment(assessment.id),
        onError: (error) => {
          // The list was out of date: the server names the assessment in progress; ask the same question.
          if (hasErrorCode(error, ERROR_CODES.ASSESSMENT_IN_PROGRESS)) {
            const details = ZInProgressDetails.safeParse((error.body as { details?: unknown })?.details);
            if (details.success) {
              start.reset();
              ask(details.data);
            }
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      industry: industry ? undefined : 'Choose your industry',
      companySize: companySize ? undefined : 'Choose your company size',
    };
    setErrors(found);
    if (!industry || !companySize) {
      (industry ? sizeRef : industryRef).current?.focus();
      return;
    }
    // Never change an assessment in progress silently: another industry or size asks first.
    if (resuming && isOtherContext) {
      ask({
        kind: resuming.kind,
        industry: resuming.industry,
        companySize: resuming.companySize,
        createdAt: resuming.createdAt,
      });
      return;
    }
    begin();
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 sm:gap-8">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">AI Readiness Assessment</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Find out how ready your organisation is to adopt and scale AI. Each question describes five maturity
          levels, from Initial to Optimised: choose the one that matches your organisation today. You get an
          overall score and maturity level, how you compare with peers, and where to act first.
        </p>
      </div>

      <ul className="grid gap-3 sm:grid-cols-3">
        {[
          {
            icon: Layers,
            title: `${DIMENSIONS.length} dimensions`,
            text: 'From AI Strategy to Future Planning.',
          },
          {
            icon: Save,
            title: 'Saved as you go',
            text: 'Stop at any time and continue later, on any device.',
          },
          { icon: BarChart3, title: 'Your results at once', text: 'Score, benchmark and recommendations.' },
        ].map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-lg border bg-card p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="text-sm">
              <span className="block font-semibold">{title}</span>
              <span className="text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      {inProgress.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <History className="size-5 text-primary" aria-hidden="true" /> Continue where you left off
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            {inProgress.map((assessment) => (
              <div
                key={assessment.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
              >
                <span className="text-sm">
                  <span className="block font-medium">{KIND_LABELS[assessment.kind]}</span>
                  <span className="text-muted-foreground">Started {formatDate(assessment.createdAt)}</span>
                </span>
                <Button size="sm" onClick={() => openAssessment(assessment.id)}>
                  Continue
                </Button>
              </div>
            ))}
          </CardContent>
        </Card>
      ) : null}

      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${formId}-title`}
        data-tip-target="assessment-start"
      >
        <Card>
          <CardHeader>
            <CardTitle id={`${formId}-title`}>Set up your assessment</CardTitle>
            <CardDescription>
              Your industry and company size choose the peers you are compared with and size the ROI estimate.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <fieldset className="grid gap-3">
              <legend id={`${formId}-kind`} className="mb-3 text-sm font-medium">
                Assessment
              </legend>
              <RadioGroup
                value={kind}
                onValueChange={(value) => setKind(value as TAssessmentKind)}
                className="gap-3 md:grid-cols-2"
                aria-labelledby={`${formId}-kind`}
              >
                <KindOption
                  id={`${formId}-quick`}
                  value="quick"
                  title={`Quick assessment · ${counts.quick} questions`}
                  text="One key question in each dimension. About 5 minutes; a first reading of where you stand."
                  isSelected={kind === 'quick'}
                />
                <KindOption
                  id={`${formId}-full`}
                  value="full"
                  title={`Full assessment · ${counts.full} questions`}
                  text={`${capitalise(describeQuestionsPerDimension(counts.perDimension))}. ${ASSESSMENT_MINUTES} minutes; the detailed picture, with per-dimension benchmarks, ROI estimate and roadmap.`}
                  isSelected={kind === 'full'}
                  isLocked={!isPremium}
                />
              </RadioGroup>
              {isPremium ? null : (
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                  <Crown className="size-4 text-primary" aria-hidden="true" />
                  The full assessment is part of Premium.
                  <Link
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    to="/checkout"
                  >
                    Upgrade to Premium
                  </Link>
                </p>
              )}
            </fieldset>

            <div className="grid gap-4 md:grid-cols-2">
              <SelectField
                label="Industry"
                error={errors.industry}
                ref={industryRef}
                value={industry}
                onValueChange={(value) => {
                  setIndustry(value);
                  setErrors((previous) => ({ ...previous, industry: undefined }));
                }}
                options={INDUSTRIES}
                labelOf={(option) => INDUSTRY_LABELS[option]}
                empty="Select your industry"
              />
              <SelectField
                label="Company size"
                error={errors.companySize}
                ref={sizeRef}
                value={companySize}
                onValueChange={(value) => {
                  setCompanySize(value);
                  setErrors((previous) => ({ ...previous, companySize: undefined }));
                }}
                options={COMPANY_SIZES}
                labelOf={(option) => COMPANY_SIZE_LABELS[option]}
                empty="Select your company size"
              />
            </div>

            {start.isError ? (
              <Alert variant="destructive" role="alert">
                <AlertCircle aria-hidden="true" />
                <div>
                  <AlertTitle>The assessment could not be started</AlertTitle>
                  <p className="mt-1 break-words">{start.error.message}</p>
                  {hasErrorCode(start.error, ERROR_CODES.PREMIUM_REQUIRED) ? (
                    <Link
                      className="mt-2 inline-block font-medium text-primary underline-offset-4 hover:underline"
                      to="/checkout"
                    >
                      Upgrade to Premium
                    </Link>
                  ) : null}
                </div>
              </Alert>
            ) : null}

            {conflict ? (
              <section
                aria-labelledby={`${formId}-conflict`}
                className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
                data-testid="in-progress-choice"
                data-tips-avoid=""
              >
                <h3
                  id={`${formId}-conflict`}
                  ref={conflictRef}
                  tabIndex={-1}
                  className="flex items-start gap-2 font-semibold focus:outline-none"
                >
                  <AlertTriangle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  You have a {conflict.kind} assessment in progress for {contextOf(conflict)}
                </h3>
                <p className="text-sm text-muted-foreground">
                  You started it on {formatDate(conflict.createdAt)}
                  {conflict.answered !== undefined && conflict.total !== undefined
                    ? ` and answered ${conflict.answered} of ${conflict.total} questions`
                    : ''}
                  . Its answers describe that organisation, so it is not moved to{' '}
                  {industry && companySize ? contextOf({ industry, companySize }) : 'the new choice'}.
                  Continue it as it is, or discard it and start afresh.
                </p>
                <div className="grid gap-2 sm:flex sm:flex-wrap">
                  <Button
                    type="button"
                    className={WRAP}
                    disabled={start.isPending}
                    onClick={() => begin('continue')}
                  >
                    Continue the assessment in progress
                  </Button>
                  <Button
                    type="button"
                    variant="destructive"
                    className={WRAP}
                    disabled={start.isPending}
                    onClick={() => begin('discard')}
                  >
                    Discard it and start afresh
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setConflict(null)}>
                    Cancel
                  </Button>
                </div>
              </section>
            ) : null}

            <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-4">
              <Button type="submit" size="lg" disabled={start.isPending}>
                {start.isPending ? 'Starting…' : 'Begin Assessment'}
              </Button>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Clock className="size-4 shrink-0" aria-hidden="true" />
                {resuming && isOtherContext
                  ? `You have a ${kind} assessment in progress for ${contextOf(resuming)}: you will be asked whether to continue it or start afresh.`
                  : resuming
                    ? `You will continue the ${kind} assessment you started on ${formatDate(resuming.createdAt)}.`
                    : kind === 'full'
                      ? `${counts.full} questions, ${ASSESSMENT_MINUTES} minutes.`
                      : `${counts.quick} questions, about 5 minutes.`}
              </p>
            </div>
          </CardContent>
        </Card>
      </form>

      <details className="rounded-lg border bg-card p-4 text-sm">
        <summary className="cursor-pointer font-medium">The {DIMENSIONS.length} dimensions</summary>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-muted-foreground sm:grid-cols-2 lg:grid-cols-3">
          {DIMENSIONS.map((dimension) => (
            <li key={dimension}>{DIMENSION_LABELS[dimension]}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}

function KindOption({
  id,
  value,
  title,
  text,
  isSelected,
  isLocked = false,
}: {
  id: string;
  value: TAssessmentKind;
  title: string;
  text: string;
  isSelected: boolean;
  isLocked?: boolean;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        isLocked ? 'cursor-not-allowed bg-muted/50' : 'cursor-pointer hover:bg-accent/60',
        isSelected && 'border-primary bg-accent',
      )}
    >
      <RadioGroupItem
        id={id}
        value={value}
        disabled={isLocked}
        className="mt-0.5"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      />
      <span className="grid gap-1">
        <span id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {title}
          {isLocked ? (
            <Badge variant="secondary">
              <Crown className="size-3" aria-hidden="true" /> Premium
            </Badge>
          ) : null}
        </span>
        <span id={`${id}-text`} className="text-sm text-muted-foreground">
          {text}
        </span>
      </span>
    </label>
  );
}
