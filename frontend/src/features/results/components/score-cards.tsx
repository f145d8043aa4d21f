import { Link } from 'react-router';
import { Info, Users } from 'lucide-react';
import {
  MATURITY_LEVEL_NAMES,
  type TAssessmentResults,
  type TBenchmark,
  type TBenchmarkSource,
} from '@readiness/contracts/assessment';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { describeChange, formatChange, formatDate, formatScore, ordinal } from '../format.ts';

/** The overall score, its maturity level on the five-level scale, and the change since the previous one. */
export function OverallScoreCard({ results }: { results: TAssessmentResults }) {
  const { overallScore, maturityLevel, previous } = results;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Overall score</CardTitle>
        <CardDescription>Mean of the {results.dimensions.length} dimension scores, 0 to 100.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-x-4 gap-y-1">
          <p className="text-5xl font-bold tracking-tight tabular-nums">
            {formatScore(overallScore)}
            <span className="text-lg font-medium text-muted-foreground">/100</span>
          </p>
          {previous ? (
            <p
              className={cn(
                'pb-1.5 text-sm font-semibold',
                previous.overallChange > 0
                  ? 'text-success'
                  : previous.overallChange < 0
                    ? 'text-destructive'
                    : 'text-muted-foreground',
              )}
            >
              <span aria-hidden="true">{formatChange(previous.overallChange)}</span>
              <span className="sr-only">{describeChange(previous.overallChange)}</span>
              <span className="font-normal text-muted-foreground">
                {' '}
                since {formatDate(previous.completedAt)}
              </span>
            </p>
          ) : null}
        </div>
        <div>
          <p className="font-semibold">
            Maturity level {maturityLevel.level} of 5: {maturityLevel.name}
          </p>
          <ol className="mt-2 grid grid-cols-5 gap-1" aria-label="Maturity levels">
            {MATURITY_LEVEL_NAMES.map((name, index) => (
              <li key={name} className="grid gap-1">
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-2 rounded-full',
                    index < maturityLevel.level ? 'bg-primary' : 'bg-secondary',
                  )}
                />
                <span
                  className={cn(
                    'truncate text-[0.7rem] text-muted-foreground',
                    index + 1 === maturityLevel.level && 'font-semibold text-foreground',
                  )}
                  aria-current={index + 1 === maturityLevel.level ? 'true' : undefined}
                >
                  {name}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-muted-foreground">{maturityLevel.description}</p>
        </div>
        {previous ? (
          <p className="text-sm text-muted-foreground">
            Previous assessment: {formatScore(previous.overallScore)} on {formatDate(previous.completedAt)}.{' '}
            <Link
              className="font-medium text-primary underline-offset-4 hover:underline"
              to={`/results/${encodeURIComponent(previous.assessmentId)}`}
            >
              View previous results
            </Link>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Your first completed assessment: take it again later to see how each score moves.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export const BENCHMARK_SOURCE_LABELS: Record<TBenchmarkSource, string> = {
  industry: 'Industry peers',
  all: 'All industries',
  reference: 'Reference baseline (modelled)',
};

/** The overall benchmark: percentile, cohort average and size, and what it is compared with. */
export function BenchmarkCard({ benchmark, score }: { benchmark: TBenchmark; score: number }) {
  const isModelled = benchmark.source === 'reference';
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Industry benchmark</CardTitle>
          <Badge variant={isModelled ? 'outline' : 'secondary'}>
            {BENCHMARK_SOURCE_LABELS[benchmark.source]}
          </Badge>
        </div>
        <CardDescription>{benchmark.label}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>
          <span className="text-4xl font-bold tabular-nums">{ordinal(benchmark.percentile)}</span>{' '}
          <span className="text-muted-foreground">percentile</span>
        </p>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Your score</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatScore(score)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{isModelled ? 'Modelled average' : 'Average score'}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatScore(benchmark.average)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">Compared with</dt>
            <dd className="flex items-start gap-2 text-muted-foreground">
              {isModelled ? (
                <>
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  Not enough completed assessments to compare with yet, so this is a modelled estimate, not
                  survey data. It becomes a real comparison once 5 organisations have completed the
                  assessment.
                </>
              ) : (
                <>
                  <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  Compared with {benchmark.cohortSize} completed{' '}
                  {benchmark.cohortSize === 1 ? 'assessment' : 'assessments'}
                  {benchmark.source === 'all' ? ' across all industries' : ' in your industry'}.
                </>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
