import type { TLevelSpread } from '@readiness/contracts/org-rounds';
import { formatScore } from '@readiness/contracts/format';

const position = (level: number) => `${((level - 1) / 4) * 100}%`;

/** "median 3, middle half 2.5 to 3.5, all answers 2 to 4": the spread in words (screen readers, titles). */
export function describeSpread(spread: TLevelSpread): string {
  return `median ${formatScore(spread.median)}, middle half ${formatScore(spread.q1)} to ${formatScore(spread.q3)}, all answers ${formatScore(spread.min)} to ${formatScore(spread.max)}`;
}

/**
 * The spread of levels on the 1-5 scale: the whole range faint, the middle half (interquartile range) strong, the
 * median a tick. The same figures in words for screen readers.
 */
export function SpreadBar({ spread }: { spread: TLevelSpread }) {
  return (
    <div className="grid gap-1">
      <div className="relative h-3 rounded-full bg-muted" aria-hidden="true">
        <div
          className="absolute inset-y-0 rounded-full bg-primary/25"
          style={{ left: position(spread.min), right: `calc(100% - ${position(spread.max)})` }}
        />
        <div
          className="absolute inset-y-0 rounded-full bg-primary/70"
          style={{
            left: position(spread.q1),
            right: `calc(100% - ${position(spread.q3)})`,
            minWidth: '0.25rem',
          }}
        />
        <div
          className="absolute -inset-y-0.5 w-1 -translate-x-1/2 rounded-full bg-foreground"
          style={{ left: position(spread.median) }}
        />
      </div>
      <div className="flex justify-between text-[0.7rem] text-muted-foreground" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((level) => (
          <span key={level}>{level}</span>
        ))}
      </div>
      <span className="sr-only">Spread: {describeSpread(spread)}</span>
    </div>
  );
}
