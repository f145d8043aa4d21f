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
import {
  capitalise,
  describeChange,
  describeStanding,
  formatChange,
  formatDate,
  formatScore,
} from '../../../lib/format.ts';

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
                since your previous {results.kind} assessment ({formatDate(previous.completedAt)})
              </span>
            </p>
          ) : null}
        </div>
        <div>
          <p className="font-semibold">
            Maturity level {maturityLevel.level} of 5: {maturityLevel.name}
          </p>
          {/* Five columns only where "Developing" fits under its bar; on phones a ladder, name beside bar. */}
          <ol className="mt-2 grid gap-1 sm:grid-cols-5" aria-label="Maturity levels">
            {MATURITY_LEVEL_NAMES.map((name, index) => (
              <li
                key={name}
                className="grid grid-cols-[5.5rem_1fr] items-center gap-2 sm:grid-cols-1 sm:gap-1"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'order-2 h-2 rounded-full sm:order-1',
                    index < maturityLevel.level ? 'bg-primary' : 'bg-secondary',
                  )}
                />
                <span
                  className={cn(
                    'order-1 text-xs text-muted-foreground sm:order-2 sm:text-[0.7rem] sm:break-words',
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
  'industry-size': 'Same industry and size',
  industry: 'Same industry',
  size: 'Same company size',
  all: 'All organisations',
  reference: 'Reference baseline (modelled)',
};

/**
 * The overall benchmark: where the score stands in words ("Below all 9 organisations compared", never a "0th
 * percentile"), the cohort's average, and which cohort it is and how many organisations are in it.
 */
export function BenchmarkCard({ benchmark, score }: { benchmark: TBenchmark; score: number }) {
  const isModelled = benchmark.source === 'reference';
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Benchmark</CardTitle>
          <Badge variant={isModelled ? 'outline' : 'secondary'}>
            {BENCHMARK_SOURCE_LABELS[benchmark.source]}
          </Badge>
        </div>
        <CardDescription>{isModelled ? benchmark.label : `Compared with ${benchmark.label}`}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-2xl font-bold tracking-tight" data-testid="benchmark-standing">
          {capitalise(describeStanding(benchmark))}
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
                  Each of the {benchmark.cohortSize} organisations counts once, with its latest completed
                  assessment. Peers of your industry and size are preferred; the cohort widens only while
                  there are fewer than 5 of them.
                </>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
