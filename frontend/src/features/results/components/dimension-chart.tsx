import { useId } from 'react';
import type { TBenchmarkSource, TDimensionResult } from '@readiness/contracts/assessment';
import { cn } from '../../../lib/utils.ts';
import { describeChange, describeStanding, formatChange, formatScore } from '../../../lib/format.ts';

/** What the average is of: the cohort each dimension was compared with (it may differ from one to the next). */
const AVERAGE_LABELS: Record<TBenchmarkSource, string> = {
  'industry-size': 'industry and size average',
  industry: 'industry average',
  size: 'size-band average',
  all: 'all-organisation average',
  reference: 'modelled baseline',
};

function ChangeText({ change }: { change: number | null }) {
  if (change === null) return null;
  return (
    <span
      className={cn(
        'text-xs font-semibold tabular-nums',
        change > 0 ? 'text-success' : change < 0 ? 'text-destructive' : 'text-muted-foreground',
      )}
      title={`${describeChange(change)} since the previous assessment`}
    >
      <span aria-hidden="true">{formatChange(change)}</span>
      <span className="sr-only">{describeChange(change)} since the previous assessment</span>
    </span>
  );
}

/**
 * The 15 dimensions as horizontal bars (0-100) with the peer average marked where the benchmark is unlocked.
 * Every figure is also text, and the same data is offered as a table.
 */
export function DimensionChart({ dimensions }: { dimensions: TDimensionResult[] }) {
  const id = useId();
  const hasBenchmarks = dimensions.some((dimension) => dimension.benchmark);
  return (
    <figure className="grid gap-4" aria-labelledby={`${id}-caption`}>
      <figcaption
        id={`${id}-caption`}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground"
      >
        <span className="sr-only">Scores by dimension, 0 to 100.</span>
        <span className="flex items-center gap-1.5" aria-hidden="true">
          <span className="h-2.5 w-5 rounded-sm bg-primary" /> Your score
        </span>
        {hasBenchmarks ? (
          <span className="flex items-center gap-1.5" aria-hidden="true">
            <span className="h-3.5 w-0.5 bg-foreground" /> Benchmark average
          </span>
        ) : null}
      </figcaption>
      <ul className="grid gap-3">
        {dimensions.map((dimension) => (
          <li key={dimension.dimension} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 font-medium">{dimension.label}</span>
              <span className="flex shrink-0 items-baseline gap-2">
                <ChangeText change={dimension.change} />
                <span className="font-semibold tabular-nums">
                  {formatScore(dimension.score)}
                  <span className="sr-only"> out of 100, {dimension.maturityLevel.name}</span>
                </span>
              </span>
            </div>
            <div className="relative h-2.5 rounded-full bg-secondary" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.max(dimension.score, 1)}%` }}
              />
              {dimension.benchmark ? (
                <div
                  className="absolute -top-1 h-4.5 w-0.5 -translate-x-1/2 bg-foreground"
                  style={{ left: `${dimension.benchmark.average}%` }}
                />
              ) : null}
            </div>
            <p className="text-xs text-muted-foreground">
              {dimension.maturityLevel.name}
              {dimension.benchmark
                ? ` · ${AVERAGE_LABELS[dimension.benchmark.source]} ${formatScore(dimension.benchmark.average)} · ${describeStanding(dimension.benchmark)}`
                : ''}
            </p>
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">Show the scores as a table</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Scores by dimension</caption>
            <thead className="border-b text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Dimension
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Score
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Level
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Change
                </th>
                {hasBenchmarks ? (
                  <>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Benchmark average
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Standing
                    </th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y">
              {dimensions.map((dimension) => (
                <tr key={dimension.dimension}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {dimension.label}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{formatScore(dimension.score)}</td>
                  <td className="py-2 pr-3">{dimension.maturityLevel.name}</td>
                  <td className="py-2 pr-3 tabular-nums">
                    {dimension.change === null ? '—' : formatChange(dimension.change)}
                  </td>
                  {hasBenchmarks ? (
                    <>
                      <td className="py-2 pr-3 tabular-nums">
                        {dimension.benchmark
                          ? `${formatScore(dimension.benchmark.average)} (${AVERAGE_LABELS[dimension.benchmark.source]})`
                          : '—'}
                      </td>
                      <td className="py-2 tabular-nums">
                        {dimension.benchmark ? describeStanding(dimension.benchmark) : '—'}
                      </td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
