import type { TRequestSeries } from '@readiness/contracts/monitoring';
import { formatTime } from '@readiness/contracts/format';

const HEIGHT = 120;

/**
 * Requests (bars) and server errors (5xx, the red part of each bar; client errors counted apart, the signed-out
 * session check left out: FIGURE_DEFINITIONS) per hour over the last 24 hours. Drawn in SVG at the
 * width of its box, so it never widens a phone's screen; a table beside it says the same for screen readers.
 */
export function RequestChart({ series }: { series: TRequestSeries }) {
  const points = series.points;
  const peak = Math.max(1, ...points.map((point) => point.requests));
  const width = 100 / Math.max(1, points.length);
  const totals = points.reduce(
    (sum, point) => ({
      requests: sum.requests + point.requests,
      errors: sum.errors + point.serverErrors,
      clientErrors: sum.clientErrors + point.clientErrors,
    }),
    { requests: 0, errors: 0, clientErrors: 0 },
  );
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
        role="img"
        aria-label={`${totals.requests} requests, ${totals.errors} server errors and ${totals.clientErrors} client errors over the last ${points.length} hours`}
      >
        {points.map((point, index) => {
          const barHeight = (point.requests / peak) * (HEIGHT - 4);
          const errorHeight = (point.serverErrors / peak) * (HEIGHT - 4);
          return (
            <g key={point.hour}>
              <title>{`${formatTime(point.hour, { zone: true })}: ${point.requests} requests, ${point.serverErrors} server errors (5xx), ${point.clientErrors} client errors (4xx)`}</title>
              <rect
                x={index * width + width * 0.15}
                width={width * 0.7}
                y={HEIGHT - barHeight}
                height={barHeight}
                className="fill-primary/70"
              />
              <rect
                x={index * width + width * 0.15}
                width={width * 0.7}
                y={HEIGHT - errorHeight}
                height={errorHeight}
                className="fill-red-500"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <span>{points[0] ? formatTime(points[0].hour, { zone: true }) : ''}</span>
        <span>
          <span className="mr-1 inline-block size-2 rounded-sm bg-primary/70" aria-hidden="true" />
          {totals.requests} requests
          <span className="mr-1 ml-3 inline-block size-2 rounded-sm bg-red-500" aria-hidden="true" />
          {totals.errors} server errors (5xx) · {totals.clientErrors} client errors (4xx)
        </span>
        <span>now</span>
      </figcaption>
    </figure>
  );
}
