import type { TAssessmentListItem } from '@readiness/contracts/assessment';
import { formatDate, formatScore } from '../../../lib/format.ts';

export type TrendPoint = { id: string; completedAt: string; score: number };

/** Completed assessments with a score, oldest first. */
export function trendPoints(assessments: readonly TAssessmentListItem[]): TrendPoint[] {
  return assessments
    .filter((assessment) => assessment.status === 'completed' && assessment.overallScore !== null)
    .map((assessment) => ({
      id: assessment.id,
      completedAt: assessment.completedAt ?? assessment.createdAt,
      score: assessment.overallScore!,
    }))
    .sort((a, b) => Date.parse(a.completedAt) - Date.parse(b.completedAt));
}

const GRID = [100, 75, 50, 25, 0];

/**
 * The overall score over time: a line through each completed assessment, spaced evenly in order. The line is
 * SVG stretched to the box; the dots and labels are HTML so that text keeps its size on a phone. Screen readers
 * get the series as the image's label.
 */
export function ScoreTrendChart({ points }: { points: TrendPoint[] }) {
  const x = (index: number) => (points.length === 1 ? 50 : 4 + (index / (points.length - 1)) * 92);
  const description = `Overall score over time: ${points
    .map((point) => `${formatScore(point.score)} on ${formatDate(point.completedAt)}`)
    .join(', ')}.`;
  return (
    <div className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-2 pt-5">
      <div className="relative h-48 text-right text-xs text-muted-foreground" aria-hidden="true">
        {GRID.map((value) => (
          <span key={value} className="absolute right-0 -translate-y-1/2" style={{ top: `${100 - value}%` }}>
            {value}
          </span>
        ))}
      </div>
      <div role="img" aria-label={description} className="relative h-48">
        {GRID.map((value) => (
          <div
            key={value}
            className="absolute inset-x-0 border-t border-dashed border-border"
            style={{ top: `${100 - value}%` }}
          />
        ))}
        <svg
          className="absolute inset-0 size-full overflow-visible text-primary"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {points.length > 1 ? (
            <polyline
              points={points.map((point, index) => `${x(index)},${100 - point.score}`).join(' ')}
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        {points.map((point, index) => (
          <span
            key={point.id}
            className="absolute grid -translate-x-1/2 -translate-y-1/2 justify-items-center"
            style={{ left: `${x(index)}%`, top: `${100 - point.score}%` }}
            aria-hidden="true"
          >
            <span className="size-3 rounded-full border-2 border-background bg-primary" />
            <span className="absolute bottom-3 rounded bg-background/80 px-1 text-xs font-semibold tabular-nums">
              {formatScore(point.score)}
            </span>
          </span>
        ))}
      </div>
      <div />
      <div className="mt-2 flex justify-between gap-2 text-xs text-muted-foreground" aria-hidden="true">
        {points.length === 1 ? (
          <span className="w-full text-center">{formatDate(points[0]!.completedAt)}</span>
        ) : (
          <>
            <span>{formatDate(points[0]!.completedAt)}</span>
            <span>{formatDate(points[points.length - 1]!.completedAt)}</span>
          </>
        )}
      </div>
    </div>
  );
}
